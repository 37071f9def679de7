/** Demo only: the demo recruiter acts for Lantern Analytics, whose Data Analyst job (2) the demo student applied to (its dates: the seed's, from the seeding day). */
export const DEMO_REPRESENTATIVE = {
  id: "00000000-0000-4000-8000-00000000b001",
  employerId: "lantern-analytics",
  position: "Talent Acquisition Lead",
};
