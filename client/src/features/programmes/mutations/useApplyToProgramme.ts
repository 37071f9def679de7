/**
 * Apply to a programme. The answer is the viewer's application; the page then leads to My programmes, which reads its own
 * list.
 */
import { useMutation } from "@apollo/client/react";
import { ApplyToProgrammeDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useApplyToProgramme() {
  const { t } = useTranslation();
  return useMutation(ApplyToProgrammeDocument, { onCompleted: () => notifySuccess(t("toast.programmeApplied")) });
}
