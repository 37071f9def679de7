/**
 * /skills/verify (logged in): the skill tests by topic, each topic with the viewer's verified level for its skills and
 * each test with its level, time limit, questions and pass mark, and the viewer's action: take it, resume the open
 * attempt or wait for the retake cooldown, with the best score so far. Links such as
 * /skills/verify#skill-test-js-intermediate (from a missing requirement on /skills/home) land on that test.
 */
import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useScrollToHash } from "../../../ui/useScrollToHash";
import { useTranslation } from "react-i18next";
import { VerifySkillsPageDocument, type SkillLevel, type VerifySkillsPageQuery } from "../../../__generated__/graphql";
import { satisfiesLevel } from "@server/talent/modules/skills/rules/levels";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { SkillTestCard } from "../components/SkillTestCard";
import { SkillTestTopics } from "../components/SkillTestTopics";
import { VerifyTestAction } from "../components/VerifyTestAction";

type Test = VerifySkillsPageQuery["skillTests"][number];

export default function VerifySkillsPage() {
  const { t } = useTranslation();
  const query = useQuery(VerifySkillsPageDocument, { fetchPolicy: "cache-and-network" });
  const tests = query.data?.skillTests ?? [];
  const levels = new Map<string, SkillLevel>((query.data?.viewer?.verifiedSkills ?? []).map((v) => [v.skill.id, v.level]));
  /** Passing verifies every skill of the test, so the test's level counts as verified once each of them is there. */
  const verified = (test: Test) => test.skills.every((s) => satisfiesLevel(levels.get(s.id), test.level));
  const ready = tests.length > 0;

  useScrollToHash(ready);

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.verify.title")} />
      <SkillsSubNav />
      <Title order={1}>{t("skills.verify.title")}</Title>
      <Text>{t("skills.verify.intro")}</Text>
      <QueryListBody
        query={query}
        isEmpty={tests.length === 0}
        messages={{ loading: t("skills.verify.loading"), error: t("skills.verify.error"), empty: t("skills.verify.empty") }}
      >
        <SkillTestTopics
          tests={tests}
          note={(topicTests) => {
            const mine = topicTests[0]!.skills.flatMap((s) => {
              const level = levels.get(s.id);
              return level ? [t("skills.verify.skillAt", { skill: s.title, level: t(`skills.level.${level}`) })] : [];
            });
            return (
              <Text size="sm">
                {mine.length ? t("skills.verify.yourLevel", { levels: mine.join(", ") }) : t("skills.verify.notVerified")}
              </Text>
            );
          }}
          card={(test) => (
            <SkillTestCard key={test.id} test={test} verified={verified(test)}>
              <VerifyTestAction test={test} />
            </SkillTestCard>
          )}
        />
      </QueryListBody>
    </Stack>
  );
}
