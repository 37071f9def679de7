/**
 * The applications page asks only the programmes, jobs and events mock backends (their own fields): no resolvers of
 * its own. For tests and demos, a person's applications of every kind.
 */
import { addMockEventRegistration } from "../../events/mocks";
import { addMockJobApplication } from "../../jobs/mocks";
import { allApplications } from "../../programmes/mocks";
import type { ApplicationStatus } from "../../../__generated__/graphql";

const DAY = 86_400_000;

/** A programme application as if the person had applied `daysAgo` days ago and it had moved through `history`. */
export function addMockProgrammeApplication(
  applicantId: string,
  programmeId: string,
  history: ApplicationStatus[] = ["SUBMITTED"],
  daysAgo = history.length,
): void {
  const start = Date.now() - daysAgo * DAY;
  const entries = history.map((status, i) => ({ status, at: new Date(start + i * 60_000).toISOString(), note: null }));
  allApplications().push({
    id: globalThis.crypto.randomUUID(),
    programmeId,
    applicantId,
    status: history[history.length - 1] ?? "SUBMITTED",
    answers: [],
    submittedAt: entries[0]!.at,
    updatedAt: entries[entries.length - 1]!.at,
    history: entries,
  });
}

/**
 * One application of each kind for a person: an offer on KYouth 2025 (a week ago), an interview for job 1 (its
 * history over three days) and a place at the networking mixer (registered today).
 */
export function addMockApplicationsOfEveryKind(userId: string): void {
  addMockProgrammeApplication(userId, "kyouth-2025", ["SUBMITTED", "ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"], 7);
  addMockJobApplication(userId, "1", ["APPLIED", "REVIEWED", "INTERVIEWING"]);
  addMockEventRegistration("hk-tech-networking-mixer", userId, "Registered");
}

export { addMockEventRegistration, addMockJobApplication };
