/**
 * A finished attempt's result: the score of the total, passed or not against the pass mark, and each question —
 * correct, incorrect or unanswered, with the options the learner ticked. Practice also shows the correct options and
 * why (and says it verified nothing); verify never does (the server sends none, so retakes meet an unseen bank). A
 * passed verify attempt names the skills now verified and links to the readiness; a verify attempt says from when the
 * test can be taken again.
 */
import { useEffect, useRef } from "react";
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { passMarkPoints } from "@server/talent/modules/skills/rules/tests";
import type { SkillAttemptResult_AttemptFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { CodeBlock } from "./CodeBlock";

type Line = NonNullable<SkillAttemptResult_AttemptFragment["result"]>["breakdown"][number];

function Outcome({ line }: { line: Line }) {
  const { t } = useTranslation();
  const [color, key] = !line.answered
    ? (["gray", "unanswered"] as const)
    : line.correct
      ? (["teal", "correct"] as const)
      : (["red", "incorrect"] as const);
  return (
    <Badge color={color} variant="light" c="var(--tf-text-strong)" tt="none">
      {t(`skills.result.${key}`)}
    </Badge>
  );
}

function QuestionLine({ line, number }: { line: Line; number: number }) {
  const { t } = useTranslation();
  const q = line.question;
  const correct = line.correctOptionIds ?? null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={`skill-result-q-${number}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={`skill-result-q-${number}`}>
            {t("skills.result.questionNumber", { number })}
          </Title>
          <Group gap="xs">
            <Outcome line={line} />
            <Text size="sm">{t("skills.result.points", { count: line.points })}</Text>
          </Group>
        </Group>
        <Text style={{ whiteSpace: "pre-line" }}>{q.prompt}</Text>
        {q.code && <CodeBlock code={q.code} />}
        <List spacing={4} listStyleType="none" ml={0} pl={0}>
          {q.options.map((o) => {
            const chosen = line.chosenOptionIds.includes(o.id);
            const isCorrect = correct?.includes(o.id) ?? false;
            const marks = [chosen && t("skills.result.yourAnswer"), isCorrect && t("skills.result.correctAnswer")].filter(Boolean);
            return (
              <List.Item
                key={o.id}
                icon={
                  <ThemeIcon
                    size={18}
                    radius="xl"
                    variant={chosen ? "filled" : "light"}
                    color={isCorrect ? "teal" : chosen ? "dark" : "gray"}
                    aria-hidden="true"
                  >
                    <span style={{ fontSize: 10 }}>{isCorrect ? "✓" : chosen ? "•" : ""}</span>
                  </ThemeIcon>
                }
              >
                <Text span size="sm" fw={chosen || isCorrect ? 600 : 400}>
                  {o.text}
                </Text>
                {marks.length > 0 && (
                  <Text span size="sm" c="dimmed">
                    {` (${marks.join(", ")})`}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
        {line.explanation && (
          <Text size="sm">
            <Text span fw={600}>
              {t("skills.result.why")}{" "}
            </Text>
            {line.explanation}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function SkillAttemptResult({ attempt, focus }: { attempt: SkillAttemptResult_AttemptFragment; focus: boolean }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here from the questions (submitted, or the time ran out): screen-reader and keyboard users start at the result.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const result = attempt.result;
  if (!result) return null;
  const test = attempt.test;
  const practice = attempt.mode === "PRACTICE";
  const skillIds = new Set(test.skills.map((s) => s.id));
  const nowVerified = attempt.learner.verifiedSkills.filter((v) => skillIds.has(v.skill.id));
  const next = test.viewerProgress?.nextAttemptAt ?? null;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="skill-result-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="skill-result-heading" ref={heading} tabIndex={-1}>
            {t("skills.result.heading")}
          </Title>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} lh={1}>
              {t("skills.result.score", { score: result.score, total: result.total })}
            </Text>
            <Badge size="lg" color={result.passed ? "teal" : "red"} variant="light" c="var(--tf-text-strong)" tt="none">
              {practice
                ? t(result.passed ? "skills.result.wouldPass" : "skills.result.wouldNotPass")
                : t(result.passed ? "skills.result.passed" : "skills.result.notPassed")}
            </Badge>
          </Group>
          <Text size="sm">
            {t("skills.result.correctCount", { correct: result.correctCount, count: result.breakdown.length })}{" "}
            {/* The pass mark the attempt was graded against: an admin may have changed the test's since. */}
            {t("skills.result.passMark", {
              points: passMarkPoints({ total: result.total, passMarkPercent: result.passMarkPercent }),
              total: result.total,
              percent: result.passMarkPercent,
            })}
          </Text>
          {attempt.status === "EXPIRED" && <Text size="sm">{t("skills.result.expired")}</Text>}
          {practice && <Text size="sm">{t("skills.result.practiceNote")}</Text>}
          {!practice && result.passed && nowVerified.length > 0 && (
            <Alert color="teal" variant="light" title={t("skills.result.verifiedTitle")}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">
                  {t("skills.result.verifiedBody", {
                    skills: nowVerified
                      .map((v) => t("skills.verify.skillAt", { skill: v.skill.title, level: t(`skills.level.${v.level}`) }))
                      .join(", "),
                  })}
                </Text>
                <Group gap="xs">
                  <Button component={Link} to="/skills/home" size="xs">
                    {t("skills.result.seeReadiness")}
                  </Button>
                  <Button component={Link} to="/skills/my-skills" size="xs" variant="default">
                    {t("skills.result.seeChart")}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {!practice && next && <Text size="sm">{t("skills.result.nextAttempt", { date: formatDate(next, i18n.language) })}</Text>}
          {!practice && <Text size="sm">{t("skills.result.noAnswersShown")}</Text>}
          <Group gap="sm">
            <Button component={Link} to={practice ? "/skills/practice" : "/skills/verify"} variant="default">
              {practice ? t("skills.result.backToPractice") : t("skills.result.backToTests")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="skill-result-questions">
        <Title order={2} size="h3" id="skill-result-questions">
          {t("skills.result.questionsHeading")}
        </Title>
        <Stack component="ol" className="plain-list" gap="sm">
          {result.breakdown.map((line, i) => (
            <QuestionLine key={line.question.id} line={line} number={i + 1} />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
