/**
 * Self-paced study versus sponsored programmes (SPEC §1, §9), as data the client may show next to the financing
 * options. Not part of the GraphQL contract.
 */
export interface StudyModeRow {
  aspect: "cost" | "certificate" | "liveTutorials" | "markedProjects" | "eligibility" | "duration";
  label: string;
  selfPaced: string;
  sponsored: string;
}

export const SPONSORED_MIN_MONTHS = 3;
export const SPONSORED_MAX_MONTHS = 9;

export const SELF_PACED_VS_SPONSORED: readonly StudyModeRow[] = [
  { aspect: "cost", label: "Cost", selfPaced: "Paid", sponsored: "Free, sometimes paid" },
  { aspect: "certificate", label: "Certificate", selfPaced: "Yes", sponsored: "Not stated" },
  { aspect: "liveTutorials", label: "Live tutorials", selfPaced: "Yes", sponsored: "Not stated" },
  { aspect: "markedProjects", label: "Marked projects", selfPaced: "Yes", sponsored: "Not stated" },
  { aspect: "eligibility", label: "Eligibility", selfPaced: "Open to anyone", sponsored: "Limited eligibility" },
  {
    aspect: "duration",
    label: "Duration",
    selfPaced: "At your own pace",
    sponsored: `${SPONSORED_MIN_MONTHS} to ${SPONSORED_MAX_MONTHS} months`,
  },
];
