/** Demo only: the demo recruiter acts for Lantern Analytics, whose Data Analyst job (2) the demo student applied to. */
export const DEMO_REPRESENTATIVE = {
  id: "00000000-0000-4000-8000-00000000b001",
  employerId: "lantern-analytics",
  position: "Talent Acquisition Lead",
  requestedAt: "2025-05-26T02:00:00Z",
  decidedAt: "2025-05-27T03:00:00Z",
};
