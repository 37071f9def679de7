/**
 * Submits and grades the viewer's attempt. The answer carries the attempt with its result (the attempt page turns into
 * the result view), the test's new progress (best score, cooldown, no open attempt) and the learner's verified skills
 * and readiness: /skills/verify and /skills/home show them from the cache, without a re-read.
 */
import { useMutation } from "@apollo/client/react";
import { SubmitSkillAttemptDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useSubmitSkillAttempt() {
  const { t } = useTranslation();
  return useMutation(SubmitSkillAttemptDocument, { onCompleted: () => notifySuccess(t("toast.skillTestSubmitted")) });
}
