/**
 * Withdraws a graded verify attempt's result (TALENT_ADMIN). The answer carries the attempt's withdrawnAt and
 * withdrawalReason, so the review page and the assessments queue (which keeps withdrawn attempts, marked) show it from
 * the cache. The server recomputed the learner's verified skills and standings: what the cache holds of those is
 * dropped, to be read again when next shown.
 */
import { useMutation } from "@apollo/client/react";
import { WithdrawSkillAttemptResultDocument } from "../../../__generated__/graphql";

/** The learner's fields the withdrawal changes on the server. */
const RECOMPUTED_USER_FIELDS = ["verifiedSkills", "skillReadiness", "skillRanking", "highestSkillRank"];

export function useWithdrawSkillAttemptResult() {
  return useMutation(WithdrawSkillAttemptResultDocument, {
    update: (cache, { data }) => {
      const attempt = data?.withdrawSkillAttemptResult;
      if (!attempt) return;
      const learner = cache.identify({ __typename: "User", id: attempt.learner.id });
      for (const fieldName of RECOMPUTED_USER_FIELDS) cache.evict({ id: learner, fieldName });
      // Every test's ranked list: the learner's standing on the test may have moved or gone.
      cache.evict({ id: "ROOT_QUERY", fieldName: "skillRanking" });
      cache.gc();
    },
  });
}
