/**
 * What the viewer can do about one test on /skills/verify: take it (its terms first), resume the verify attempt left
 * open, or wait for the retake cooldown (the date shown on a disabled button); with the best score once there is one.
 * Visitors (no progress) are asked to log in.
 */
import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SkillLevel, VerifyTestAction_TestFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { attemptHref, startTestHref, topicTitle } from "../lib/skillTests";

export function VerifyTestAction({ test }: { test: VerifyTestAction_TestFragment & { topic: string; level: SkillLevel } }) {
  const { t, i18n } = useTranslation();
  const progress = test.viewerProgress;
  // The button names the test (one of fifteen alike on the page), starting with its visible words.
  const testName = t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) });
  if (!progress) {
    return (
      <Button component={Link} to={`/login?next=${encodeURIComponent("/skills/verify")}`} variant="default" mt="auto">
        {t("skills.verify.logInToTake")}
      </Button>
    );
  }
  const open = progress.openAttempt?.mode === "VERIFY" ? progress.openAttempt : null;
  return (
    <Stack gap="xs" mt="auto">
      {progress.bestScore !== null && (
        <Text size="sm">{t("skills.verify.bestScore", { score: progress.bestScore, total: test.total })}</Text>
      )}
      {open ? (
        <Button component={Link} to={attemptHref(open.id)} aria-label={`${t("skills.verify.resume")}: ${testName}`}>
          {t("skills.verify.resume")}
        </Button>
      ) : progress.nextAttemptAt ? (
        <Button disabled>{t("skills.verify.nextAttemptFrom", { date: formatDate(progress.nextAttemptAt, i18n.language) })}</Button>
      ) : (
        <Button component={Link} to={startTestHref(test.id)} aria-label={`${t("skills.verify.take")}: ${testName}`}>
          {t("skills.verify.take")}
        </Button>
      )}
    </Stack>
  );
}
