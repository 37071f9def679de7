/** Practising one test on /skills/practice: start (no terms, untimed), or resume the practice attempt left open. */
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PracticeTestAction_TestFragment, SkillLevel } from "../../../__generated__/graphql";
import { attemptHref, topicTitle } from "../lib/skillTests";

export function PracticeTestAction({
  test,
  starting,
  disabled,
  onPractise,
}: {
  test: PracticeTestAction_TestFragment & { topic: string; level: SkillLevel };
  starting: boolean;
  disabled: boolean;
  onPractise: () => void;
}) {
  const { t } = useTranslation();
  // The button names the test (one of fifteen alike on the page), starting with its visible words.
  const testName = t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) });
  const open = test.viewerProgress?.openAttempt?.mode === "PRACTICE" ? test.viewerProgress.openAttempt : null;
  if (open) {
    return (
      <Button
        component={Link}
        to={attemptHref(open.id)}
        mt="auto"
        variant="light"
        aria-label={`${t("skills.practice.resume")}: ${testName}`}
      >
        {t("skills.practice.resume")}
      </Button>
    );
  }
  return (
    <Button
      mt="auto"
      onClick={onPractise}
      loading={starting}
      disabled={disabled}
      aria-label={`${t("skills.practice.practise")}: ${testName}`}
    >
      {t("skills.practice.practise")}
    </Button>
  );
}
