/** What a refused attempt operation says beyond its code: when the retake cooldown ends (CONFLICT on starting). */
import { CombinedGraphQLErrors } from "@apollo/client";

/** `extensions.nextAttemptAt` of the first error (ISO 8601), or null. */
export function nextAttemptAtOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const value = (error.errors[0]?.extensions as { nextAttemptAt?: unknown } | undefined)?.nextAttemptAt;
  return typeof value === "string" ? value : null;
}
