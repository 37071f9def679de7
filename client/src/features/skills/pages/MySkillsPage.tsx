/**
 * /skills/my-skills?tab= (logged in): the viewer's skills in two tabs kept in the URL. Tab 0 (the default, the SPEC's
 * /skills/my-skills?tab=0) charts their verified levels against their role's requirements, with the verified skills and
 * each test's chart score; tab 1 lists their ranking entries and highest rank, and `&test=<id>&page=` shows one test's
 * ranked list a page at a time. Only the open tab's query runs.
 */
import "@mantine/charts/styles.css";
import { Alert, Anchor, Button, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { MySkillRankingsDocument, MySkillsChartDocument, SkillRankedListDocument } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { isRanked, SKILL_RANKING_PAGE_SIZE } from "@server/talent/modules/skills/rules/ranking";
import { RankedList } from "../components/RankedList";
import { RankingEntryList } from "../components/RankingEntryList";
import { SkillChart } from "../components/SkillChart";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { TestScoreList } from "../components/TestScoreList";
import { VerifiedSkillList } from "../components/VerifiedSkillList";
import { topicTitle } from "../lib/skillTests";

const CHART = "0";
const RANKINGS = "1";

function ChartTab() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MySkillsChartDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  if (!viewer && loading) return <ListLoading label={t("skills.mySkills.loading")} />;
  if (!viewer && error) return <ListError message={t("skills.mySkills.error")} onRetry={() => void refetch()} />;
  if (!viewer) return null;
  const role = viewer.skillRole;
  const readiness = viewer.skillReadiness;
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="my-skills-chart-heading">
        <Title order={2} size="h3" id="my-skills-chart-heading">
          {role ? t("skills.mySkills.chartHeading", { role: role.title }) : t("skills.mySkills.chartHeadingNoRole")}
        </Title>
        {role && readiness ? (
          <>
            <Text fw={700}>{t("skills.home.metOfTotal", { met: readiness.metCount, total: readiness.total })}</Text>
            <Text size="sm">{t("skills.mySkills.chartIntro")}</Text>
            <SkillChart readiness={readiness} />
          </>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t("skills.mySkills.noRole")}</Text>
              <Button component={Link} to="/skills/choose-role">
                {t("skills.home.chooseRole")}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="my-skills-verified-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="my-skills-verified-heading">
            {t("skills.home.verifiedHeading")}
          </Title>
          {viewer.verifiedSkills.length > 0 ? (
            <VerifiedSkillList skills={viewer.verifiedSkills} labelledBy="my-skills-verified-heading" />
          ) : (
            <Text size="sm">{t("skills.home.verifiedEmpty")}</Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="my-skills-scores-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="my-skills-scores-heading">
            {t("skills.mySkills.scoresHeading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("skills.mySkills.scoresIntro")}
          </Text>
          {data.skillTests && <TestScoreList tests={data.skillTests} labelledBy="my-skills-scores-heading" />}
          <Anchor component={Link} to="/skills/verify" size="sm">
            {t("skills.home.seeTests")}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** One sentence on how every ranked list is ordered. */
function RankingOrder() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t("skills.rankings.order")}
    </Text>
  );
}

function ViewerRankings() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MySkillRankingsDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  if (!viewer && loading) return <ListLoading label={t("skills.rankings.loading")} />;
  if (!viewer && error) return <ListError message={t("skills.rankings.error")} onRetry={() => void refetch()} />;
  if (!viewer) return null;
  const highest = viewer.highestSkillRank;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="my-rankings-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-rankings-heading">
          {t("skills.rankings.heading")}
        </Title>
        <Text fw={700} fz="lg">
          {highest != null && isRanked(highest) ? t("skills.rankings.highest", { rank: highest }) : t("skills.rankings.highestNone")}
        </Text>
        <RankingOrder />
        {viewer.skillRanking.length > 0 ? (
          <RankingEntryList entries={viewer.skillRanking} labelledBy="my-rankings-heading" />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("skills.rankings.empty")}</Text>
            <Anchor component={Link} to="/skills/verify" size="sm">
              {t("skills.home.seeTests")}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function TestRanking({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(SkillRankedListDocument, {
    variables: { testId, page, pageSize: SKILL_RANKING_PAGE_SIZE },
    // Anyone's finished attempt moves the list: re-read it on every visit.
    fetchPolicy: "cache-and-network",
  });
  const back = (
    <Anchor component={Link} to={`/skills/my-skills?tab=${RANKINGS}`} size="sm">
      {t("skills.rankings.back")}
    </Anchor>
  );
  const unknown = !data && !loading && error && readServerError(error).code === "NOT_FOUND";
  if (unknown || (data && !data.skillTest)) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="blue" variant="light" title={t("skills.rankings.notFound")} w="100%">
          {t("skills.rankings.notFoundBody")}
        </Alert>
        {back}
      </Stack>
    );
  }
  const test = data?.skillTest;
  const name = test ? t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) }) : "";
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby="ranked-list-heading">
      <Stack gap="sm">
        {back}
        <Title order={2} size="h3" id="ranked-list-heading">
          {test ? t("skills.rankings.listHeading", { test: name }) : t("skills.rankings.listHeadingLoading")}
        </Title>
        <RankingOrder />
        <PagedListBody
          messages="skills.rankedList"
          result={data?.skillRanking}
          search=""
          setSearch={() => undefined}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => (
            <RankedList entries={items} viewerId={data?.viewer?.id ?? null} label={t("skills.rankings.listLabel", { test: name })} />
          )}
        </PagedListBody>
      </Stack>
    </Paper>
  );
}

export default function MySkillsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === RANKINGS ? RANKINGS : CHART;
  const testId = tab === RANKINGS ? (params.get("test")?.trim() ?? "") : "";
  // Changing tab starts it afresh: no test, first page.
  const selectTab = (value: string | null) => setParams(new URLSearchParams({ tab: value === RANKINGS ? RANKINGS : CHART }));
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.mySkills.title")} />
      <SkillsSubNav />
      <Title order={1}>{t("skills.mySkills.title")}</Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List aria-label={t("skills.mySkills.tabsLabel")}>
          <Tabs.Tab value={CHART}>{t("skills.mySkills.chartTab")}</Tabs.Tab>
          <Tabs.Tab value={RANKINGS}>{t("skills.mySkills.rankingsTab")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={CHART} pt="lg">
          <ChartTab />
        </Tabs.Panel>
        <Tabs.Panel value={RANKINGS} pt="lg">
          {testId ? <TestRanking testId={testId} /> : <ViewerRankings />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
