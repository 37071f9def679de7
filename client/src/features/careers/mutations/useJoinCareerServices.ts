/** Joins career services: the answer becomes the viewer's services on /careers, which then shows them. */
import { useMutation } from "@apollo/client/react";
import { CareersPageDocument, JoinCareerServicesDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useJoinCareerServices() {
  const { t } = useTranslation();
  return useMutation(JoinCareerServicesDocument, {
    update: (cache, { data }) => {
      const services = data?.joinCareerServices;
      if (!services) return;
      cache.updateQuery({ query: CareersPageDocument }, (page) =>
        page ? { ...page, myCareerServices: { ...page.myCareerServices, services } } : page,
      );
    },
    onCompleted: () => notifySuccess(t("toast.careerServicesJoined")),
  });
}
