/**
 * Sets the skills-system role the viewer works toward. The answer carries the viewer's new role and readiness
 * (RoleReadiness_viewer), so /skills/home and the role page's current role update in the cache without a re-read.
 */
import { useMutation } from "@apollo/client/react";
import { ChooseSkillRoleDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useChooseSkillRole() {
  const { t } = useTranslation();
  return useMutation(ChooseSkillRoleDocument, { onCompleted: () => notifySuccess(t("toast.targetRoleSaved")) });
}
