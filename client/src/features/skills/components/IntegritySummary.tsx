/**
 * What the browser saw during a verify attempt, for the talent admin reviewing it: the overall flag and the measures
 * that raised it, then every measure (times and time away, the longest absence, pastes, full-screen exits, fast
 * answers), the fastest questions and how many signals were recorded. A flag never changes a result by itself.
 */
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { IntegrityFlag, IntegrityMeasure, IntegritySummary_SummaryFragment } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { FAST_ANSWER_MS } from "@server/talent/modules/skills/rules/proctoring";
import { numberFormat } from "../../../lib/format";

/** Severity as colour: clean is calm, review asks for a look, suspicious alarms. */
const FLAG_COLORS: Record<IntegrityFlag, string> = { CLEAN: "teal", REVIEW: "yellow", SUSPICIOUS: "red" };

export function IntegrityFlagBadge({ flag, size = "sm" }: { flag: IntegrityFlag; size?: BadgeProps["size"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={FLAG_COLORS[flag]} variant="light" c="var(--tf-text-strong)" size={size} tt="none">
      {t(`adminAssessments.flag.${flag}`)}
    </Badge>
  );
}

/** Milliseconds as seconds (one decimal under ten) or minutes and seconds, in the interface language. */
export function formatDuration(ms: number, t: TFunction, language: string): string {
  const seconds = ms / 1000;
  if (seconds < 60) {
    const value = numberFormat(language, { maximumFractionDigits: seconds < 10 ? 1 : 0 }).format(seconds);
    return t("adminAssessments.duration.seconds", { value });
  }
  const whole = Math.round(seconds);
  return t("adminAssessments.duration.minutes", { minutes: Math.floor(whole / 60), seconds: whole % 60 });
}

/** A measure's value as the reason states it: time away as a duration, the others as counts. */
function measureValue(measure: IntegrityMeasure, value: number, t: TFunction, language: string): string {
  return measure === "AWAY_MS" ? formatDuration(value, t, language) : numberFormat(language).format(value);
}

export function IntegritySummary({
  summary,
  questionLabel,
  headingId = "integrity-heading",
}: {
  /** Null for practice attempts, which are not proctored. */
  summary: IntegritySummary_SummaryFragment | null;
  /** How a question is named on the page (its number in the attempt); its id otherwise. */
  questionLabel?: (questionId: string) => string | null;
  headingId?: string;
}) {
  const { t, i18n } = useTranslation();
  const duration = (ms: number) => formatDuration(ms, t, i18n.language);
  const count = (n: number) => numberFormat(i18n.language).format(n);
  const measure = (m: IntegrityMeasure) => t(`adminAssessments.integrity.measures.${m}`);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t("adminAssessments.integrity.heading")}
          </Title>
          {summary && <IntegrityFlagBadge flag={summary.flag} size="lg" />}
        </Group>
        {!summary ? (
          <Text size="sm">{t("adminAssessments.integrity.practice")}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t("adminAssessments.integrity.note")}
            </Text>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t("adminAssessments.integrity.reasonsHeading")}
              </Title>
              {summary.reasons.length === 0 ? (
                <Text size="sm">{t("adminAssessments.integrity.noReasons")}</Text>
              ) : (
                <List spacing={4} size="sm">
                  {summary.reasons.map((r) => (
                    <List.Item key={r.measure}>
                      <Group gap="xs" wrap="wrap">
                        <Text span size="sm">
                          {t("adminAssessments.integrity.reason", {
                            measure: measure(r.measure),
                            value: measureValue(r.measure, r.value, t, i18n.language),
                          })}
                        </Text>
                        <IntegrityFlagBadge flag={r.flag} size="xs" />
                      </Group>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0}>
              <Fact label={measure("AWAY_EPISODES")} value={count(summary.awayEpisodes)} />
              <Fact label={measure("AWAY_MS")} value={duration(summary.awayMs)} />
              <Fact label={t("adminAssessments.integrity.longestAway")} value={duration(summary.longestAwayMs)} />
              <Fact label={measure("PASTES")} value={count(summary.pastes)} />
              <Fact label={measure("FULLSCREEN_EXITS")} value={count(summary.fullscreenExits)} />
              <Fact
                label={measure("FAST_ANSWERS")}
                value={
                  <>
                    {count(summary.fastAnswers)}
                    <Text span size="xs" c="dimmed" fw={400} display="block">
                      {t("adminAssessments.integrity.fastAnswersHint", { duration: duration(FAST_ANSWER_MS) })}
                    </Text>
                  </>
                }
              />
              <Fact label={t("adminAssessments.integrity.signalCount")} value={count(summary.signalCount)} />
            </SimpleGrid>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t("adminAssessments.integrity.fastestHeading")}
              </Title>
              {summary.fastestQuestions.length === 0 ? (
                <Text size="sm">{t("adminAssessments.integrity.noTimings")}</Text>
              ) : (
                <List type="ordered" spacing={4} size="sm">
                  {summary.fastestQuestions.map((q) => (
                    <List.Item key={q.questionId}>
                      {t("adminAssessments.integrity.fastest", {
                        question: questionLabel?.(q.questionId) ?? q.questionId,
                        duration: duration(q.durationMs),
                      })}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
