/**
 * Sets the career role the CV is scored against (on the CV page). The answer carries the new role; the scores and
 * their history are the server's to recompute, so the CV page's query is read again before the change counts as done.
 */
import { useMutation } from "@apollo/client/react";
import { CvPageDocument, SetTargetRoleDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useSetTargetRole() {
  const { t } = useTranslation();
  return useMutation(SetTargetRoleDocument, {
    refetchQueries: [CvPageDocument],
    awaitRefetchQueries: true,
    onCompleted: () => notifySuccess(t("toast.targetRoleSaved")),
  });
}
