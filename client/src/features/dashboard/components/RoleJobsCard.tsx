/**
 * A few open jobs of the learner's target role (the server's limit, CareerRole.dashboardJobs), each opening its
 * page; without a target role, a way to set one.
 */
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RoleJobsCard_JobFragment } from "../../../__generated__/graphql";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";
import { useOptionLabel } from "../../../lib/optionLabels";

export function RoleJobsCard({ role }: { role: { id: string; title: string; dashboardJobs: readonly RoleJobsCard_JobFragment[] } | null }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const title = role ? t("learnerDashboard.jobs.titleFor", { role: label("careerRole", role.id) }) : t("learnerDashboard.jobs.title");
  const jobs = role?.dashboardJobs ?? [];
  return (
    <DashboardCard
      id="dashboard-jobs"
      title={title}
      link={role ? `/jobs/browse?roleId=${encodeURIComponent(role.id)}` : "/jobs"}
      linkLabel={t("learnerDashboard.jobs.all")}
      empty={!role ? t("learnerDashboard.jobs.noRole") : jobs.length === 0 ? t("learnerDashboard.jobs.empty") : null}
      emptyAction={
        role ? null : (
          <Anchor component={Link} to="/settings#settings-job" size="sm">
            {t("learnerDashboard.jobs.setRole")}
          </Anchor>
        )
      }
    >
      <CardList label={title}>
        {jobs.map((job) => (
          <CardListItem
            key={job.id}
            to={`/jobs/${job.id}`}
            title={job.title}
            detail={t("learnerDashboard.jobs.at", { employer: job.employer.title, location: job.location })}
          />
        ))}
      </CardList>
    </DashboardCard>
  );
}
