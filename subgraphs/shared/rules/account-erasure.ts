/**
 * What happens to a person's data when their account is deleted, service by service, written once: the erasing
 * subgraphs follow it, the deletion record stores what was kept and why, and the deletion dialog shows it (by these
 * ids, in the reader's language). Pure: no I/O.
 *
 * The rule (Hong Kong PDPO DPP2(2) and s.26; Malaysia PDPA s.10): personal data is not kept longer than its purpose
 * needs, unless a law requires it to be kept. Everything listed under `erased` is deleted (or, for the profile,
 * stripped to an anonymous placeholder); what is under `kept` stays, linked only to the anonymised id, for the reason
 * given.
 */

/** Why something is kept after the account is gone. */
export const KEEP_REASONS = {
  /**
   * Business and tax records must be kept for 7 years: Hong Kong's Inland Revenue Ordinance s.51C and Malaysia's
   * Income Tax Act 1967 s.82. PDPO DPP2 and PDPA's retention principle allow keeping what a law requires.
   */
  FINANCIAL_RECORDS: "Business and tax records kept for 7 years (Inland Revenue Ordinance (Cap. 112) s.51C; Income Tax Act 1967 s.82).",
  /** Other members' replies, votes and discussions depend on them, as on most forums; the author shows as "Deleted member". */
  SHARED_DISCUSSION: "Other members' replies depend on them; shown under an anonymous 'Deleted member' profile.",
  /** Other people's records point at it (posts' authors, other members' teams, moderators' report history). */
  OTHERS_RECORDS: "Part of other people's records; linked only to the anonymous profile.",
} as const;
export type KeepReason = keyof typeof KEEP_REASONS;

/** How long the records kept for a law's sake are kept, in years after the account is deleted. */
export const FINANCIAL_RECORDS_YEARS = 7;

export interface ErasurePolicy {
  /** The personal data sources (their names in the export) that are deleted. */
  erased: readonly string[];
  /** The sources that stay, each with its reason. */
  kept: readonly { what: readonly string[]; reason: KeepReason }[];
}

export type ErasingService = "talent" | "courses" | "jobs" | "forum" | "events";

/** Per service: which of its personal data sources are erased and which are kept, and why. */
export const ERASURE_POLICY: Record<ErasingService, ErasurePolicy> = {
  talent: {
    // The profile row stays as "Deleted member" (other services show their posts' author through it), every personal
    // field cleared; all that hangs off it goes.
    erased: [
      "workExperiences",
      "educations",
      "cvScores",
      "skillRole",
      "verifiedSkills",
      "skillAttempts",
      "skillAttemptAnswers",
      "skillAttemptSignals",
      "skillTestStandings",
      "interviewBookings",
      "interviewFeedback",
      "practiceInterviews",
      "practiceInterviewAnswers",
      "careerStaff",
      "careerServices",
      "portfolioProjects",
      "careerReviews",
    ],
    kept: [{ what: ["profile", "hostedInterviewSlots"], reason: "OTHERS_RECORDS" }],
  },
  courses: {
    erased: [
      "programmeApplications",
      "programmeApplicationHistory",
      "courseAccess",
      "classMemberships",
      "lessonProgress",
      "lessonSubmissions",
      "tutorialAttendance",
      "certificates",
      "priorLearningCredit",
    ],
    // Income documents themselves are deleted from storage; the reported figures stay with the statements.
    kept: [{ what: ["orders", "withdrawals", "isaAgreements", "incomeReports", "isaStatements"], reason: "FINANCIAL_RECORDS" }],
  },
  jobs: {
    erased: ["savedJobs", "jobApplications", "jobApplicationHistory", "representativeRequests"],
    kept: [],
  },
  forum: {
    erased: [
      "postVotes",
      "commentVotes",
      "postFollows",
      "tagFollows",
      "postBookmarks",
      "commentBookmarks",
      "notifications",
      "notificationReads",
    ],
    kept: [
      { what: ["posts", "comments"], reason: "SHARED_DISCUSSION" },
      { what: ["reportsMade"], reason: "OTHERS_RECORDS" },
    ],
  },
  events: {
    // Standing registrations are cancelled first, so their places go to the waitlist; teams they lead are disbanded.
    erased: ["registrations", "inviteRedemptions", "exhibitorMemberships"],
    kept: [{ what: ["teamsLed"], reason: "OTHERS_RECORDS" }],
  },
};

/** The anonymous profile's name and address (an address that can never be delivered: RFC 2606's .invalid). */
export const ANONYMISED_FIRST_NAME = "Deleted";
export const ANONYMISED_LAST_NAME = "member";
export const anonymisedEmail = (personId: string) => `deleted-${personId}@deleted.invalid`;

/** What the deletion record says was kept: per service, the sources kept and the reasons, as plain words. */
export function keptSummary(): Record<string, { kept: string[]; reason: string }[]> {
  return Object.fromEntries(
    Object.entries(ERASURE_POLICY)
      .filter(([, policy]) => policy.kept.length > 0)
      .map(([service, policy]) => [service, policy.kept.map((k) => ({ kept: [...k.what], reason: KEEP_REASONS[k.reason] }))]),
  );
}
