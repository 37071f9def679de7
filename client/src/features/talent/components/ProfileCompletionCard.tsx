/**
 * Profile completion: a ring (met checks ÷ 9) and a task per unmet check, linking where the server says it is fixed.
 * Reads the `ProfileCompletionCard_completion` fragment, which every profile mutation returns, so it updates in place.
 */
import { Anchor, Group, Paper, RingProgress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ProfileCompletionCard_CompletionFragment } from "../../../__generated__/graphql";

export function ProfileCompletionCard({
  completion,
  headingLevel = 2,
  compact = false,
}: {
  completion: ProfileCompletionCard_CompletionFragment;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const percent = Math.round(completion.progress * 100);
  const headingId = `completion-heading-${headingLevel}`;
  return (
    <Paper withBorder radius="md" p={compact ? "md" : "lg"} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingLevel} size="h3" id={headingId}>
          {t("completion.title")}
        </Title>
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
          <>
            <Text size="sm" fw={600} id={`${headingId}-tasks`}>
              {t("completion.tasksTitle")}
            </Text>
            <Stack component="ul" gap={6} className="plain-list" aria-labelledby={`${headingId}-tasks`}>
              {completion.tasks.map((task) => (
                <li key={task.key}>
                  <Anchor component={Link} to={task.link} size="sm">
                    {t(`completion.tasks.${task.key}`, { defaultValue: task.key })}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
