/** Skills readiness for the learner's chosen skills role (the skills system's own rule), linking to My skills. */
import { Anchor, Progress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SkillReadinessCard_ReadinessFragment } from "../../../__generated__/graphql";
import { DashboardCard } from "./DashboardCard";

export function SkillReadinessCard({ readiness }: { readiness: SkillReadinessCard_ReadinessFragment | null | undefined }) {
  const { t } = useTranslation();
  const percent = readiness ? Math.round(readiness.fraction * 100) : 0;
  return (
    <DashboardCard
      id="dashboard-skills"
      title={t("learnerDashboard.skills.title")}
      link="/skills/my-skills?tab=0"
      linkLabel={t("learnerDashboard.skills.all")}
      empty={readiness ? null : t("learnerDashboard.skills.empty")}
      emptyAction={
        <Anchor component={Link} to="/skills/choose-role" size="sm">
          {t("learnerDashboard.skills.choose")}
        </Anchor>
      }
    >
      {readiness && (
        <Stack gap={6}>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
            {t(readiness.ready ? "learnerDashboard.skills.readyFor" : "learnerDashboard.skills.towards", { role: readiness.role.title })}
          </Text>
          <Progress
            value={percent}
            color={readiness.ready ? "teal.8" : "indigo.7"}
            aria-label={t("learnerDashboard.skills.progressLabel", { percent, role: readiness.role.title })}
          />
          <Text size="sm">{t("learnerDashboard.skills.count", { met: readiness.metCount, total: readiness.total })}</Text>
        </Stack>
      )}
    </DashboardCard>
  );
}
