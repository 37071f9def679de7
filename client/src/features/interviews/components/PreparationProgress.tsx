/**
 * Interview preparation toward the programme's goal (SPEC §1: 100+ hours): the hours so far as a bar, and what they
 * are made of — attended mock interviews and finished practice interviews, in minutes and counts.
 */
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PreparationProgress_PreparationFragment } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { numberFormat } from "../../../lib/format";

export function PreparationProgress({ preparation }: { preparation: PreparationProgress_PreparationFragment }) {
  const { t, i18n } = useTranslation();
  const p = preparation;
  const percent = p.targetHours > 0 ? Math.min(100, (p.hours / p.targetHours) * 100) : 0;
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(p.hours);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="interview-preparation-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="interview-preparation-heading">
          {t("interviews.learner.preparation.title")}
        </Title>
        <Text size="sm">{t("interviews.learner.preparation.intro", { target: p.targetHours })}</Text>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section value={percent} aria-label={t("interviews.learner.preparation.progressLabel")} />
        </Progress.Root>
        <Text fw={600}>{t("interviews.learner.preparation.hours", { hours, target: p.targetHours })}</Text>
        <SimpleGrid component="dl" m={0} cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t("interviews.learner.preparation.mockMinutes")} value={t("interviews.minutes", { count: p.mockMinutes })} />
          <Fact label={t("interviews.learner.preparation.practiceMinutes")} value={t("interviews.minutes", { count: p.practiceMinutes })} />
          <Fact label={t("interviews.learner.preparation.attended")} value={p.attendedMockInterviews} />
          <Fact label={t("interviews.learner.preparation.finished")} value={p.finishedPracticeInterviews} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
