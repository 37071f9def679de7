/**
 * /skills/home (logged in): the viewer's skills-system role (or a call to choose one), their readiness for it and the
 * skills they have verified. Re-read on every visit (cache-and-network); choosing a role updates it in the cache.
 */
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SkillsHomePageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { RoleReadiness } from "../components/RoleReadiness";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { VerifiedSkillList } from "../components/VerifiedSkillList";

export default function SkillsHomePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(SkillsHomePageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.home.title")} />
      <SkillsSubNav />
      <Title order={1}>{t("skills.home.title")}</Title>
      {!viewer && loading && <ListLoading label={t("skills.home.loading")} />}
      {!viewer && error && <ListError message={t("skills.home.error")} onRetry={() => void refetch()} />}
      {viewer && (
        <>
          <RoleReadiness viewer={viewer} />
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="skills-verified-heading">
            <Stack gap="sm">
              <Title order={2} size="h3" id="skills-verified-heading">
                {t("skills.home.verifiedHeading")}
              </Title>
              {viewer.verifiedSkills.length > 0 ? (
                <VerifiedSkillList skills={viewer.verifiedSkills} labelledBy="skills-verified-heading" />
              ) : (
                <Text size="sm">{t("skills.home.verifiedEmpty")}</Text>
              )}
              <Group>
                <Button component={Link} to="/skills/verify" variant="default">
                  {t("skills.home.seeTests")}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
