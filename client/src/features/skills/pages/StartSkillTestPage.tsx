/**
 * /skills/verify/:testId (logged in): before a verify attempt — the test's facts, what passing verifies, and the test
 * terms as a checklist (SPEC §5), each shown in the interface language by its id. Start is enabled once every term is
 * ticked; it starts the attempt (the server's clock starts then) and opens it. A verify attempt left open is resumed
 * instead, and while the retake cooldown runs the page says from when the test can be taken again.
 */
import { useState } from "react";
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { StartSkillTestPageDocument } from "../../../__generated__/graphql";
import { TEST_TERMS } from "@server/talent/modules/skills/tests-seed-data";
import { readServerError } from "../../../lib/graphqlErrors";
import { formatDate } from "../../../lib/format";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { SkillTestFacts } from "../components/SkillTestCard";
import { nextAttemptAtOf } from "../lib/attemptErrors";
import { attemptHref, topicTitle } from "../lib/skillTests";
import { useStartSkillAttempt } from "../mutations/useStartSkillAttempt";

/** A term in the interface language, by its id, with the numbers the server's term fills in; the server's words if unknown. */
function useTermText() {
  const { t } = useTranslation();
  return (term: { id: string; text: string }) =>
    t(`skills.terms.${term.id}`, { ...TEST_TERMS.find((x) => x.id === term.id)?.params, defaultValue: term.text });
}

type Failure = { kind: "cooldown"; date: string } | { kind: "terms" | "other"; message: string };

export default function StartSkillTestPage() {
  const { t, i18n } = useTranslation();
  const { testId = "" } = useParams();
  const navigate = useNavigate();
  const termText = useTermText();
  const query = useQuery(StartSkillTestPageDocument, { variables: { testId }, fetchPolicy: "cache-and-network" });
  const [start, { loading: starting }] = useStartSkillAttempt();
  const [accepted, setAccepted] = useState<string[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);

  const test = query.data?.skillTest;
  const terms = query.data?.skillTestTerms ?? [];

  if (!query.data && query.loading) return <ListLoading label={t("skills.start.loading")} />;
  if (!query.data && query.error) {
    return <DetailLoadError title={t("skills.start.errorTitle")} message={t("skills.start.error")} onRetry={() => void query.refetch()} />;
  }
  if (!test) {
    return (
      <DetailNotFound
        title={t("skills.start.notFound")}
        body={t("skills.start.notFoundBody")}
        backTo="/skills/verify"
        backLabel={t("skills.start.back")}
      />
    );
  }

  const name = t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) });
  const title = t("skills.attempt.title.VERIFY", { test: name });
  const progress = test.viewerProgress;
  const open = progress?.openAttempt?.mode === "VERIFY" ? progress.openAttempt : null;
  const cooldownUntil = failure?.kind === "cooldown" ? failure.date : (progress?.nextAttemptAt ?? null);
  const allTicked = terms.length > 0 && terms.every((term) => accepted.includes(term.id));

  const onStart = async () => {
    setFailure(null);
    try {
      const { data } = await start({ variables: { input: { testId: test.id, mode: "VERIFY", acceptedTermIds: accepted } } });
      if (data) void navigate(attemptHref(data.startSkillAttempt.id));
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      const date = nextAttemptAtOf(err);
      if (code === "CONFLICT" && date) setFailure({ kind: "cooldown", date });
      else if (code === "BAD_USER_INPUT" && fields.acceptedTermIds) {
        // The terms may have changed since the page loaded: read them again, for the learner to tick the new ones.
        setFailure({ kind: "terms", message: t("skills.start.termsMissingBody") });
        setAccepted((ids) => ids.filter((id) => terms.some((term) => term.id === id)));
        void query.refetch();
      } else setFailure({ kind: "other", message: code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN") });
    }
  };

  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={title} />
      <SkillsSubNav />
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SkillTestFacts test={test} />
          <Text size="sm">
            {t("skills.start.verifies", { skills: test.skills.map((s) => s.title).join(", "), level: t(`skills.level.${test.level}`) })}
          </Text>
          {progress?.bestScore != null && (
            <Text size="sm">{t("skills.verify.bestScore", { score: progress.bestScore, total: test.total })}</Text>
          )}
        </Stack>
      </Paper>

      {open ? (
        <Alert color="blue" variant="light" title={t("skills.start.openTitle")}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t("skills.start.openBody")}</Text>
            <Button component={Link} to={attemptHref(open.id)}>
              {t("skills.verify.resume")}
            </Button>
          </Stack>
        </Alert>
      ) : cooldownUntil ? (
        <Alert color="orange" variant="light" role="alert" title={t("skills.start.cooldownTitle")}>
          {t("skills.start.cooldown", { date: formatDate(cooldownUntil, i18n.language) })}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="skill-test-terms-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="skill-test-terms-heading">
              {t("skills.start.termsHeading")}
            </Title>
            <Text size="sm">{t("skills.start.termsIntro")}</Text>
            <Checkbox.Group value={accepted} onChange={setAccepted} label={t("skills.start.termsLabel")}>
              <Stack gap="sm" mt="xs">
                {terms.map((term) => (
                  <Checkbox key={term.id} value={term.id} label={termText(term)} />
                ))}
              </Stack>
            </Checkbox.Group>
            {failure && failure.kind !== "cooldown" && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={failure.kind === "terms" ? t("skills.start.termsMissing") : t("skills.start.failed")}
              >
                {failure.message}
              </Alert>
            )}
            <Group>
              <Button onClick={() => void onStart()} disabled={!allTicked} loading={starting}>
                {t("skills.start.start")}
              </Button>
              {!allTicked && (
                <Text size="sm" c="dimmed">
                  {t("skills.start.tickAll", { count: terms.length - accepted.length })}
                </Text>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
