/**
 * A question of a test's bank as talent admins see it: its place in the bank, kind, whether it is retired (and which
 * question it revised), the prompt, its code, the options with the correct ones marked, the explanation, and the
 * actions given (revise, retire or restore).
 */
import { useId, type ReactNode } from "react";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BankQuestion_QuestionFragment } from "../../../../__generated__/graphql";
import { formatDateTime } from "../../../../lib/format";
import { CheckCircleIcon } from "../../../../ui/icons";
import { CodeBlock } from "../CodeBlock";

export function BankQuestion({ question, actions }: { question: BankQuestion_QuestionFragment; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const correct = new Set(question.correctOptionIds);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      bg={question.retiredAt ? "var(--tf-surface-muted)" : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(question.retiredAt ? "adminSkills.bank.retiredHeading" : "adminSkills.bank.heading", { number: question.position + 1 })}
          </Title>
          <Group gap={6}>
            <Badge variant="light" c="var(--tf-text-strong)" tt="none">
              {t(`adminSkills.question.kind.${question.kind}`)}
            </Badge>
            {question.retiredAt && (
              <Badge color="gray" variant="light" c="var(--tf-text-strong)" tt="none">
                {t("adminSkills.bank.retired")}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          <Text span ff="monospace" inherit>
            {question.id}
          </Text>
          {question.revisionOf && <> · {t("adminSkills.bank.revisionOf", { id: question.revisionOf })}</>}
          {question.retiredAt && <> · {t("adminSkills.bank.retiredAt", { date: formatDateTime(question.retiredAt, i18n.language) })}</>}
        </Text>
        <Text style={{ whiteSpace: "pre-wrap" }}>{question.prompt}</Text>
        {question.code && <CodeBlock code={question.code} />}
        <Stack component="ul" gap={4} className="plain-list" aria-label={t("adminSkills.bank.optionsLabel")}>
          {question.options.map((o) => (
            <Group component="li" key={o.id} gap={6} wrap="nowrap" align="flex-start">
              <Text size="sm" ff="monospace" fw={700}>
                {o.id}.
              </Text>
              <Text size="sm" fw={correct.has(o.id) ? 600 : undefined} style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
                {o.text}
              </Text>
              {correct.has(o.id) && (
                <Badge
                  color="green"
                  variant="light"
                  c="var(--tf-text-success)"
                  tt="none"
                  leftSection={<CheckCircleIcon width={14} height={14} />}
                >
                  {t("adminSkills.bank.correct")}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        <Text size="sm">
          <Text span fw={600} inherit>
            {t("adminSkills.bank.explanation")}
          </Text>{" "}
          {question.explanation}
        </Text>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Paper>
  );
}
