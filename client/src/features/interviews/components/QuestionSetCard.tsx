/** A practice question set on /interviews: title, focus, what it is for, planned minutes and questions, and its action. */
import type { ReactNode } from "react";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { QuestionSetCard_SetFragment } from "../../../__generated__/graphql";
import { useInterviewWords } from "../lib/learner";

export function QuestionSetCard({ set, children }: { set: QuestionSetCard_SetFragment; children: ReactNode }) {
  const { t } = useTranslation();
  const { focusName } = useInterviewWords();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs" h="100%">
        <Title order={4} size="h4">
          {set.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="indigo" c="var(--tf-text-strong)" tt="none">
            {focusName(set.focus)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t("interviews.learner.practice.setFacts", {
              minutes: t("interviews.minutes", { count: set.plannedMinutes }),
              questions: t("interviews.learner.practice.questions", { count: set.questions.length }),
            })}
          </Text>
        </Group>
        <Text size="sm">{set.description}</Text>
        <div style={{ marginTop: "auto" }}>{children}</div>
      </Stack>
    </Paper>
  );
}
