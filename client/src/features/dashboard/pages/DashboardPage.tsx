/**
 * /dashboard (Home, SPEC §2): a welcome and cards, from one query: continue learning, recent posts (3) and
 * announcements (3), up to 2 active programmes, profile completion, the CV score, skills readiness, events marked for
 * the dashboard and a few open jobs for the target role. Each card links to its full list and says so when empty;
 * skeletons stand in while it loads. Re-reads on every visit (cache-and-network) so changes made elsewhere show.
 */
import { Anchor, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DashboardPageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { AnnouncementsCard } from "../components/AnnouncementsCard";
import { ContinueLearningCard } from "../components/ContinueLearningCard";
import { CvScoreCard } from "../components/CvScoreCard";
import { DashboardEventsCard } from "../components/DashboardEventsCard";
import { ProfileTasksCard } from "../components/ProfileTasksCard";
import { ProgrammesCard } from "../components/ProgrammesCard";
import { RecentPostsCard } from "../components/RecentPostsCard";
import { RoleJobsCard } from "../components/RoleJobsCard";
import { SkillReadinessCard } from "../components/SkillReadinessCard";

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DashboardPageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <PageTitle title={t("learnerDashboard.title")} />
      <Title order={1}>{viewer ? t("learnerDashboard.welcome", { name: viewer.firstName }) : t("learnerDashboard.title")}</Title>
      {!data && loading && <ListLoading label={t("learnerDashboard.loading")} variant="cards" count={6} />}
      {!data && error && <ListError message={t("learnerDashboard.error")} onRetry={() => void refetch()} />}
      {data && viewer && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <ContinueLearningCard classes={data.myClasses} />
          <RecentPostsCard posts={data.dashboardForumPosts} />
          <AnnouncementsCard announcements={data.dashboardAnnouncements} />
          <ProgrammesCard programmes={data.dashboardProgrammes} />
          {viewer.profileCompletion && <ProfileTasksCard completion={viewer.profileCompletion} />}
          <SkillReadinessCard readiness={viewer.skillReadiness} />
          <CvScoreCard score={viewer.cvScore} />
          <DashboardEventsCard events={data.dashboardEvents} />
          <RoleJobsCard role={viewer.targetRole ?? null} />
          {viewer.roles.includes("TALENT_ADMIN") && (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-heading">
              <Stack gap="xs" align="flex-start">
                <Title order={2} size="h3" id="admin-heading">
                  {t("learnerDashboard.admin")}
                </Title>
                <Anchor component={Link} to="/dashboard/admin">
                  {t("learnerDashboard.peopleSearch")}
                </Anchor>
              </Stack>
            </Paper>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
