/**
 * /skills/attempts/:id (logged in): a skill-test attempt — its questions while it is open (TakeAttempt), its result
 * once graded (SkillAttemptResult). Submitting puts the result in the cache, so the page turns into the result view in
 * place. Someone else's or an unknown attempt is not found.
 */
import { useRef } from "react";
import { Badge, Group, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SkillAttemptPageDocument } from "../../../__generated__/graphql";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SkillAttemptResult } from "../components/SkillAttemptResult";
import { TakeAttempt } from "../components/TakeAttempt";
import { topicTitle } from "../lib/skillTests";

export default function SkillAttemptPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(SkillAttemptPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const attempt = query.data?.skillAttempt;
  // Whether the questions were on screen in this visit: the result then takes the focus when it replaces them.
  const wasTaking = useRef(false);

  if (!query.data && query.loading) return <ListLoading label={t("skills.attempt.loading")} />;
  if (!query.data && query.error) {
    return (
      <DetailLoadError title={t("skills.attempt.errorTitle")} message={t("skills.attempt.error")} onRetry={() => void query.refetch()} />
    );
  }
  if (!attempt) {
    return (
      <DetailNotFound
        title={t("skills.attempt.notFound")}
        body={t("skills.attempt.notFoundBody")}
        backTo="/skills/verify"
        backLabel={t("skills.start.back")}
      />
    );
  }

  const name = t("skills.testName", { topic: topicTitle(attempt.test.topic), level: t(`skills.level.${attempt.test.level}`) });
  const title = t(`skills.attempt.title.${attempt.mode}`, { test: name });
  const taking = !attempt.result;
  if (taking) wasTaking.current = true;

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={title} />
      <Group gap="sm" justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color={attempt.mode === "VERIFY" ? "indigo" : "gray"} c="var(--tf-text-strong)" tt="none">
          {t(`skills.attempt.mode.${attempt.mode}`)}
        </Badge>
      </Group>
      {taking ? <TakeAttempt attempt={attempt} /> : <SkillAttemptResult attempt={attempt} focus={wasTaking.current} />}
    </Stack>
  );
}
