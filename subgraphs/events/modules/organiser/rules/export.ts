/** The organiser's CSV export of registrations: its columns, in order (pure, so the client's mocks write the same header). */

export const CSV_COLUMNS = [
  "registration_id",
  "name",
  "email",
  "status",
  "waitlist_order",
  "team",
  "team_lead",
  "year_of_study",
  "job_seeker",
  "shares_with_exhibitors",
  "invite_code",
  "registered_at",
  "promoted_at",
  "cancelled_at",
] as const;
