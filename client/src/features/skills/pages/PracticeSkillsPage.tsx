/**
 * /skills/practice (logged in): the fifteen skill tests by topic, each to practise: no terms, untimed, no proctoring,
 * and nothing verified or put on the chart; the result shows the correct answers with explanations. Practising starts
 * a practice attempt (or resumes the open one) and opens it.
 */
import { useState } from "react";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { PracticeSkillsPageDocument } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { PracticeTestAction } from "../components/PracticeTestAction";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { SkillTestCard } from "../components/SkillTestCard";
import { SkillTestTopics } from "../components/SkillTestTopics";
import { attemptHref } from "../lib/skillTests";
import { useStartSkillAttempt } from "../mutations/useStartSkillAttempt";

export default function PracticeSkillsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(PracticeSkillsPageDocument, { fetchPolicy: "cache-and-network" });
  const [start] = useStartSkillAttempt();
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const tests = query.data?.skillTests ?? [];

  const practise = async (testId: string) => {
    setStarting(testId);
    setFailure(null);
    try {
      const { data } = await start({ variables: { input: { testId, mode: "PRACTICE", acceptedTermIds: [] } } });
      if (data) void navigate(attemptHref(data.startSkillAttempt.id));
    } catch (err) {
      const { code, message } = readServerError(err);
      setFailure(code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN"));
      setStarting(null);
    }
  };

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.practice.title")} />
      <SkillsSubNav />
      <Title order={1}>{t("skills.practice.title")}</Title>
      <Text>{t("skills.practice.intro")}</Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t("skills.practice.failed")}>
          {failure}
        </Alert>
      )}
      <QueryListBody
        query={query}
        isEmpty={tests.length === 0}
        messages={{ loading: t("skills.verify.loading"), error: t("skills.verify.error"), empty: t("skills.verify.empty") }}
      >
        <SkillTestTopics
          tests={tests}
          card={(test) => (
            <SkillTestCard key={test.id} test={test} verified={false} practice>
              <PracticeTestAction
                test={test}
                starting={starting === test.id}
                disabled={starting !== null && starting !== test.id}
                onPractise={() => void practise(test.id)}
              />
            </SkillTestCard>
          )}
        />
      </QueryListBody>
    </Stack>
  );
}
