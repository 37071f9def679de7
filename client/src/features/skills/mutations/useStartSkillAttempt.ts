/**
 * Starts a practice or verify attempt (or resumes the open one of the same test and mode). The answer carries the
 * test's progress with its open attempt, so the test cards on /skills/verify and /skills/practice offer to resume it
 * without a re-read.
 */
import { useMutation } from "@apollo/client/react";
import { StartSkillAttemptDocument } from "../../../__generated__/graphql";

export function useStartSkillAttempt() {
  return useMutation(StartSkillAttemptDocument);
}
