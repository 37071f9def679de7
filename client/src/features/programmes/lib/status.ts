/** Application statuses and their badge colours (the moves come from the server's `allowedMoves`). */
import type { ApplicationStatus } from "../../../__generated__/graphql";

export const APPLICATION_STATUSES: ApplicationStatus[] = [
  "SUBMITTED",
  "ONLINE_ASSESSMENT",
  "INTERVIEW",
  "OFFERED",
  "ACCEPTED",
  "REJECTED",
  "WITHDRAWN",
];

export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = {
  SUBMITTED: "blue",
  ONLINE_ASSESSMENT: "cyan",
  INTERVIEW: "violet",
  OFFERED: "yellow",
  ACCEPTED: "green",
  REJECTED: "red",
  WITHDRAWN: "gray",
};
