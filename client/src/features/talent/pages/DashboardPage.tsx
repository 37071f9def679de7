/**
 * /dashboard (Home): a welcome, the profile-completion ring with its tasks, and the current CV score with a link to
 * /cv. Re-reads on every visit (cache-and-network) so edits made elsewhere show at once.
 */
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DashboardPageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ProfileCompletionCard } from "../components/ProfileCompletionCard";

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DashboardPageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("dashboard.title")} />
      <Title order={1}>{viewer ? t("dashboard.welcome", { name: viewer.firstName }) : t("dashboard.title")}</Title>
      {!viewer && loading && <ListLoading label={t("app.loading")} />}
      {!viewer && error && <ListError message={t("dashboard.error")} onRetry={() => void refetch()} />}
      {viewer && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {viewer.profileCompletion && <ProfileCompletionCard completion={viewer.profileCompletion} />}
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cv-score-heading">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3" id="cv-score-heading">
                {t("dashboard.cvScore")}
              </Title>
              {viewer.cvScore ? (
                <>
                  <Text fz={40} fw={800} lh={1}>
                    {t("cv.outOf", { total: viewer.cvScore.total })}
                  </Text>
                  <Text size="sm">{t("cv.againstRole", { role: viewer.cvScore.role.title })}</Text>
                  <Button component={Link} to="/cv">
                    {t("dashboard.seeCv")}
                  </Button>
                </>
              ) : (
                <>
                  <Text size="sm">{t("dashboard.noScore")}</Text>
                  <Button component={Link} to="/cv">
                    {t("dashboard.pickRole")}
                  </Button>
                </>
              )}
            </Stack>
          </Paper>
          {viewer.roles.includes("TALENT_ADMIN") && (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="admin-heading">
              <Stack gap="xs" align="flex-start">
                <Title order={2} size="h3" id="admin-heading">
                  {t("admin.title")}
                </Title>
                <Anchor component={Link} to="/dashboard/admin">
                  {t("dashboard.peopleSearch")}
                </Anchor>
              </Stack>
            </Paper>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
