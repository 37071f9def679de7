/** Takes back (deletes) a pending representative request; the viewer's request is then read again wherever it is shown. */
import { useMutation } from "@apollo/client/react";
import { CancelEmployerAccessRequestDocument } from "../../../__generated__/graphql";
import { forgetMyRequest } from "../lib/myRequestCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCancelEmployerAccessRequest() {
  const { t } = useTranslation();
  return useMutation(CancelEmployerAccessRequestDocument, {
    update: forgetMyRequest,
    onCompleted: () => notifySuccess(t("toast.employerAccessRequestCancelled")),
  });
}
