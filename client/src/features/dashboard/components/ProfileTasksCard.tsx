/**
 * Profile completion on the dashboard: a ring (met checks ÷ 9) and a task per unmet check, linking where the server
 * says it is fixed; in the talent feature's words (its profile pages show the same ring).
 */
import { Anchor, Group, RingProgress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProfileTasksCard_CompletionFragment } from "../../../__generated__/graphql";
import { DashboardCard } from "./DashboardCard";

export function ProfileTasksCard({ completion }: { completion: ProfileTasksCard_CompletionFragment }) {
  const { t } = useTranslation();
  const percent = Math.round(completion.progress * 100);
  return (
    <DashboardCard id="dashboard-profile" title={t("completion.title")} link="/profile" linkLabel={t("learnerDashboard.profile")}>
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps={percent > 0}
          sections={percent > 0 ? [{ value: percent, color: percent === 100 ? "teal.8" : "indigo.7" }] : []}
          role="img"
          aria-label={t("completion.ringLabel", { percent })}
          label={
            <Text ta="center" fw={700} aria-hidden="true">
              {percent}%
            </Text>
          }
        />
        <Text size="sm">{t("completion.count", { met: completion.metCount, total: completion.total })}</Text>
      </Group>
      {completion.tasks.length === 0 ? (
        <Text size="sm" fw={500}>
          {t("completion.done")}
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={600} id="dashboard-profile-tasks">
            {t("completion.tasksTitle")}
          </Text>
          <Stack component="ul" gap={6} className="plain-list" aria-labelledby="dashboard-profile-tasks" m={0} p={0}>
            {completion.tasks.map((task) => (
              <li key={task.key}>
                <Anchor component={Link} to={task.link} size="sm">
                  {t(`completion.tasks.${task.key}`, { defaultValue: task.key })}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </DashboardCard>
  );
}
