/**
 * Adds a portfolio project: it joins the top of the learner's projects (newest first) and waits for review, so the
 * staff's waiting list is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { SubmitPortfolioProjectDocument } from "../../../__generated__/graphql";
import { updateMyServices } from "./myServicesCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useSubmitPortfolioProject() {
  const { t } = useTranslation();
  return useMutation(SubmitPortfolioProjectDocument, {
    update: (cache, { data }) => {
      const project = data?.submitPortfolioProject;
      if (!project) return;
      updateMyServices(cache, (services) => ({
        ...services,
        projects: [project, ...services.projects.filter((p) => p.id !== project.id)],
      }));
      cache.evict({ id: "ROOT_QUERY", fieldName: "pendingPortfolioProjects" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.portfolioProjectSubmitted")),
  });
}
