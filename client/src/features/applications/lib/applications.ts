/**
 * The three kinds of application on /applications as one row shape, and the "All" view's merge: each source's first
 * page, newest sent first, cut to the most recent few (each kind's tab pages through the rest).
 */
import type {
  ApplicationRow_EventFragment,
  ApplicationRow_JobFragment,
  ApplicationRow_ProgrammeFragment,
} from "../../../__generated__/graphql";

export const APPLICATION_KINDS = ["programmes", "jobs", "events"] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** How many rows "All" shows: the most recent across the three kinds. */
export const RECENT_APPLICATIONS = 10;

export type ApplicationItem =
  | { kind: "programmes"; sentAt: string; application: ApplicationRow_ProgrammeFragment }
  | { kind: "jobs"; sentAt: string; application: ApplicationRow_JobFragment }
  | { kind: "events"; sentAt: string; application: ApplicationRow_EventFragment };

export const programmeItem = (application: ApplicationRow_ProgrammeFragment): ApplicationItem => ({
  kind: "programmes",
  sentAt: application.submittedAt,
  application,
});
export const jobItem = (application: ApplicationRow_JobFragment): ApplicationItem => ({
  kind: "jobs",
  sentAt: application.appliedAt,
  application,
});
export const eventItem = (application: ApplicationRow_EventFragment): ApplicationItem => ({
  kind: "events",
  sentAt: application.registeredAt,
  application,
});

/** The `limit` most recently sent of the given rows, newest first (ties: programmes, jobs, events, then by id). */
export function mostRecent(items: ApplicationItem[], limit: number): ApplicationItem[] {
  const order = (i: ApplicationItem) => APPLICATION_KINDS.indexOf(i.kind);
  return [...items]
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt) || order(a) - order(b) || a.application.id.localeCompare(b.application.id))
    .slice(0, limit);
}

/** Where a row leads: the job's and the event's pages; a programme has no page of its own, so the learner's programmes. */
export function applicationPath(item: ApplicationItem): string {
  switch (item.kind) {
    case "jobs":
      return `/jobs/${encodeURIComponent(item.application.job.id)}`;
    case "events":
      return `/events/${encodeURIComponent(item.application.event.id)}`;
    case "programmes":
      return "/programmes/student/my-programmes";
  }
}

export function parseApplicationKind(value: string | null): ApplicationKind | "all" {
  return (APPLICATION_KINDS as readonly string[]).includes(value ?? "") ? (value as ApplicationKind) : "all";
}
