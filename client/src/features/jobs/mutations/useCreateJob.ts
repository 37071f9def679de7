/** Posts a job (back office). The jobs list it goes back to reads from the network (cache-and-network), so nothing cached needs dropping. */
import { useMutation } from "@apollo/client/react";
import { CreateJobDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCreateJob() {
  const { t } = useTranslation();
  return useMutation(CreateJobDocument, { onCompleted: () => notifySuccess(t("toast.jobPosted")) });
}
