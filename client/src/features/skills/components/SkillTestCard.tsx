/**
 * One skill test on /skills/verify and /skills/practice: its level, time limit (practice: untimed), number of
 * questions and pass mark, whether the viewer has verified its skills at its level already, and the page's action for
 * it (`children`). Its id is the anchor other pages link to (lib/skillTests).
 */
import type { ReactNode } from "react";
import { Badge, Group, Paper, SimpleGrid, Stack, Title, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SkillTestCard_TestFragment } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { skillTestAnchor, topicTitle } from "../lib/skillTests";

/** The test's facts as a description list; practice is untimed, so it shows no time limit. */
export function SkillTestFacts({ test, practice = false }: { test: SkillTestCard_TestFragment; practice?: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 3, sm: 1 }} spacing={6} m={0}>
      <Fact
        label={t("skills.verify.timeLimit")}
        value={practice ? t("skills.practice.untimed") : t("skills.verify.minutes", { count: test.timeLimitMinutes })}
        size="sm"
      />
      <Fact label={t("skills.verify.questions")} value={test.questionCount} size="sm" />
      <Fact
        label={t("skills.verify.passMark")}
        value={t("skills.verify.passMarkValue", { percent: test.passMarkPercent, points: test.passMarkPoints, total: test.total })}
        size="sm"
      />
    </SimpleGrid>
  );
}

export function SkillTestCard({
  test,
  verified,
  practice = false,
  children,
}: {
  test: SkillTestCard_TestFragment;
  verified: boolean;
  practice?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${skillTestAnchor(test.id)}-heading`;
  return (
    <Paper component="li" withBorder radius="md" p="md" id={skillTestAnchor(test.id)} tabIndex={-1} aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={headingId}>
            <VisuallyHidden>{topicTitle(test.topic)} </VisuallyHidden>
            {t(`skills.level.${test.level}`)}
          </Title>
          {verified && (
            <Badge color="teal" variant="light" c="var(--tf-text-strong)" tt="none" title={t("skills.verify.verifiedLabel")}>
              {t("skills.verify.verified")}
            </Badge>
          )}
        </Group>
        <SkillTestFacts test={test} practice={practice} />
        {children}
      </Stack>
    </Paper>
  );
}
