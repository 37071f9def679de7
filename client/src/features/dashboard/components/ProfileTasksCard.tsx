/**
 * Profile completion on the dashboard: the ring and tasks (the profile pages show the same) in a dashboard card.
 */
import { useTranslation } from "react-i18next";
import type { ProfileTasksCard_CompletionFragment } from "../../../__generated__/graphql";
import { ProfileCompletionBody } from "./ProfileCompletionBody";
import { DashboardCard } from "./DashboardCard";

export function ProfileTasksCard({ completion }: { completion: ProfileTasksCard_CompletionFragment }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="dashboard-profile" title={t("completion.title")} link="/profile" linkLabel={t("learnerDashboard.profile")}>
      <ProfileCompletionBody completion={completion} tasksHeadingId="dashboard-profile-tasks" />
    </DashboardCard>
  );
}
