/** Adds an employer (JOB_ADMIN). The cached companies lists now hold one more: they are dropped and read again when next shown. */
import { useMutation } from "@apollo/client/react";
import { CreateEmployerDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useCreateEmployer() {
  const { t } = useTranslation();
  return useMutation(CreateEmployerDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "companies" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.employerCreated")),
  });
}
