/** One of the learner's practice interviews: the set, when it started, and its counted minutes or a way to resume. */
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PracticeInterviewRow_PracticeFragment } from "../../../__generated__/graphql";
import { formatDateTime } from "../../../lib/format";
import { practiceHref, useInterviewWords } from "../lib/learner";

export function PracticeInterviewRow({ practice }: { practice: PracticeInterviewRow_PracticeFragment }) {
  const { t, i18n } = useTranslation();
  const { focusName } = useInterviewWords();
  const finished = practice.finishedAt != null;
  const action = finished ? "interviews.learner.practice.review" : "interviews.learner.practice.resume";
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{practice.questionSet.title}</Text>
            <Badge variant="light" color="indigo" c="var(--tf-text-strong)" tt="none">
              {focusName(practice.questionSet.focus)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {finished
              ? t("interviews.learner.practice.finishedOn", {
                  date: formatDateTime(practice.finishedAt!, i18n.language),
                  minutes: t("interviews.minutes", { count: practice.countedMinutes }),
                })
              : t("interviews.learner.practice.openSince", { date: formatDateTime(practice.startedAt, i18n.language) })}
          </Text>
        </Stack>
        <Anchor component={Link} to={practiceHref(practice.id)} aria-label={`${t(action)}: ${practice.questionSet.title}`}>
          {t(action)}
        </Anchor>
      </Group>
    </Paper>
  );
}
