/** Sends a company representative's request; the viewer's request is then read again wherever it is shown. */
import { useMutation } from "@apollo/client/react";
import { RequestEmployerAccessDocument } from "../../../__generated__/graphql";
import { forgetMyRequest } from "../lib/myRequestCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useRequestEmployerAccess() {
  const { t } = useTranslation();
  return useMutation(RequestEmployerAccessDocument, {
    update: forgetMyRequest,
    onCompleted: () => notifySuccess(t("toast.employerAccessRequested")),
  });
}
