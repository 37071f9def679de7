/**
 * What profile completion shows wherever it stands (the profile pages' card, the dashboard's): a ring (met checks ÷ 9)
 * and a task per unmet check, linking where the server says it is fixed.
 */
import { Anchor, Group, RingProgress, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export interface ProfileCompletion {
  progress: number;
  metCount: number;
  total: number;
  tasks: ReadonlyArray<{ key: string; link: string }>;
}

export function ProfileCompletionBody({
  completion,
  tasksHeadingId,
  compact = true,
}: {
  completion: ProfileCompletion;
  /** The id of the task list's heading (unique on the page). */
  tasksHeadingId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const percent = Math.round(completion.progress * 100);
  return (
    <>
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={compact ? 96 : 120}
          thickness={compact ? 10 : 12}
          roundCaps={percent > 0}
          sections={percent > 0 ? [{ value: percent, color: percent === 100 ? "teal.8" : "indigo.7" }] : []}
          role="img"
          aria-label={t("completion.ringLabel", { percent })}
          label={
            <Text ta="center" fw={700} size={compact ? "md" : "xl"} aria-hidden="true">
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
          <Text size="sm" fw={600} id={tasksHeadingId}>
            {t("completion.tasksTitle")}
          </Text>
          <Stack component="ul" gap={6} className="plain-list" aria-labelledby={tasksHeadingId} m={0} p={0}>
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
    </>
  );
}
