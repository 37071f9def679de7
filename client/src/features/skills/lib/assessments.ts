/** Where the assessments review lives, which flags its queue lists, and when an attempt finished, by the server's rules. */
import type { IntegrityFlag } from "../../../__generated__/graphql";
import { INTEGRITY_FLAGS } from "@server/talent/modules/skills/rules/proctoring";
import { finishedAtOf } from "@server/talent/modules/skills/rules/attempts";

export const ASSESSMENTS_PATH = "/skills/admin/assessments";
export const attemptReviewHref = (attemptId: string) => `${ASSESSMENTS_PATH}/${encodeURIComponent(attemptId)}`;

/** The flags that send an attempt to review (every flag but CLEAN): the queue's default. */
export const FLAGGED: readonly IntegrityFlag[] = INTEGRITY_FLAGS.filter((f) => f !== "CLEAN");
/** The filter's choices in the order the admin reads them: the flagged ones, then CLEAN. */
export const FLAG_CHOICES: readonly IntegrityFlag[] = [...FLAGGED, ...INTEGRITY_FLAGS.filter((f) => !FLAGGED.includes(f))];

/** `?flags=REVIEW,CLEAN` as flags in the choices' order; missing, empty or unknown: the default. */
export function parseFlags(value: string | null): IntegrityFlag[] {
  const named = new Set(value?.split(",") ?? []);
  const flags = FLAG_CHOICES.filter((f) => named.has(f));
  return flags.length ? flags : [...FLAGGED];
}

/** The URL's value for these flags; null for the default (the parameter is then left out). */
export function flagsParam(flags: readonly IntegrityFlag[]): string | null {
  const ordered = FLAG_CHOICES.filter((f) => flags.includes(f));
  const isDefault = ordered.length === FLAGGED.length && FLAGGED.every((f) => ordered.includes(f));
  return isDefault ? null : ordered.join(",");
}

/** When a finished attempt ended: its submission, or its deadline when the time ran out. */
export function attemptFinishedAt(attempt: { deadline: string | null; submittedAt: string | null }): string | null {
  if (!attempt.deadline) return attempt.submittedAt;
  return finishedAtOf(new Date(attempt.deadline), attempt.submittedAt ? new Date(attempt.submittedAt) : null).toISOString();
}
