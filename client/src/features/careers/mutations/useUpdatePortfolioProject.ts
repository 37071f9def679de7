/**
 * Rewrites a project and submits it again: the project (normalized by id) takes its new values in place, and moves to
 * the top of the learner's projects (the newest submission first); it waits for review again, so the staff's waiting
 * list is dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { UpdatePortfolioProjectDocument } from "../../../__generated__/graphql";
import { updateMyServices } from "./myServicesCache";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useUpdatePortfolioProject() {
  const { t } = useTranslation();
  return useMutation(UpdatePortfolioProjectDocument, {
    update: (cache, { data }) => {
      const project = data?.updatePortfolioProject;
      if (!project) return;
      updateMyServices(cache, (services) => ({
        ...services,
        projects: [project, ...services.projects.filter((p) => p.id !== project.id)],
      }));
      cache.evict({ id: "ROOT_QUERY", fieldName: "pendingPortfolioProjects" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.portfolioProjectSaved")),
  });
}
