/**
 * Finishes the viewer's practice interview: it is then read-only, with its counted minutes (in place). Those minutes
 * change the viewer's preparation hours, which the server computes: the cached ones are dropped and read again.
 */
import { useMutation } from "@apollo/client/react";
import { FinishPracticeInterviewDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useFinishPracticeInterview() {
  const { t } = useTranslation();
  return useMutation(FinishPracticeInterviewDocument, {
    update: (cache) => {
      // The practice names no learner: every cached person's preparation goes (in practice, only the viewer's is cached).
      const normalized = cache.extract() as Record<string, unknown>;
      for (const id of Object.keys(normalized)) if (id.startsWith("User:")) cache.evict({ id, fieldName: "interviewPreparation" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.practiceInterviewFinished")),
  });
}
