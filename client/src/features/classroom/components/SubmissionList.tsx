/** The viewer's submissions for a lesson, newest first: status ("Waiting for marking" / "Marked: n/100"), answers, work, feedback. */
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LessonPage_SubmissionFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";

export function SubmissionList({
  submissions,
  prompts,
}: {
  submissions: LessonPage_SubmissionFragment[];
  prompts: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  if (submissions.length === 0) return null;
  return (
    <section aria-labelledby="lesson-submissions">
      <Title order={2} size="h4" id="lesson-submissions" mb="sm">
        {t("classroom.lesson.submissions")}
      </Title>
      <Stack component="ul" className="plain-list" gap="sm">
        {submissions.map((s) => (
          <Paper component="li" withBorder radius="md" p="md" key={s.id}>
            <Stack gap="xs">
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {t("classroom.lesson.handedInOn", { date: formatDate(s.submittedAt, i18n.language) })}
                </Text>
                {s.status === "SUBMITTED" ? (
                  <Badge color="yellow" variant="light" c="var(--tf-text-strong)">
                    {t("classroom.lesson.waiting")}
                  </Badge>
                ) : (
                  <Badge color={s.passed ? "green" : "red"} variant="light" c="var(--tf-text-strong)">
                    {t("classroom.lesson.marked", { mark: s.mark })}
                  </Badge>
                )}
              </Group>
              {s.answers.length > 0 && (
                <List size="sm" spacing={2}>
                  {s.answers.map((a) => (
                    <List.Item key={a.questionId}>
                      {prompts[a.questionId] ?? a.questionId}: {a.answer} —{" "}
                      {a.correct ? t("classroom.lesson.correct") : t("classroom.lesson.incorrect")}
                    </List.Item>
                  ))}
                </List>
              )}
              {s.text && (
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {s.text}
                </Text>
              )}
              {s.link && (
                <Anchor href={s.link} size="sm" target="_blank" rel="noreferrer noopener">
                  {s.link}
                </Anchor>
              )}
              {s.feedback && (
                <Text size="sm">
                  <strong>{t("classroom.lesson.feedback")}</strong> {s.feedback}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
