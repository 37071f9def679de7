/**
 * /skills/admin (TALENT_ADMIN): the skills admin home — a card for the assessments review and one for skills
 * management (tests and their banks, roles' requirements, the vocabulary), with how many tests and roles there are.
 * Other people see the not-allowed state.
 */
import type { ReactNode } from "react";
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SkillsAdminPageDocument } from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { SkillsAdminSubNav } from "../components/admin/SkillsAdminSubNav";

function AreaCard({ title, body, facts, to, link }: { title: string; body: string; facts?: ReactNode; to: string; link: string }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm">{body}</Text>
        {facts}
        <Anchor component={Link} to={to} fw={500}>
          {link}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Overview() {
  const { t } = useTranslation();
  const { data, error } = useQuery(SkillsAdminPageDocument, { fetchPolicy: "cache-and-network" });
  const roles = data?.skillRoles ?? [];
  const available = roles.filter((r) => r.status === "AVAILABLE").length;
  const facts = data ? (
    <Stack gap={2} component="ul" className="plain-list" aria-label={t("adminSkills.home.factsLabel")}>
      <Text component="li" size="sm" fw={500}>
        {t("adminSkills.home.tests", { count: data.skillTests.length })}
      </Text>
      <Text component="li" size="sm" fw={500}>
        {t("adminSkills.home.roles", { available, comingSoon: roles.length - available })}
      </Text>
    </Stack>
  ) : error ? (
    <Text size="sm" c="dimmed">
      {t("adminSkills.home.factsError")}
    </Text>
  ) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <AreaCard
        title={t("adminSkills.home.assessmentsTitle")}
        body={t("adminSkills.home.assessmentsBody")}
        to="/skills/admin/assessments"
        link={t("adminSkills.home.assessmentsLink")}
      />
      <AreaCard
        title={t("adminSkills.home.skillsTitle")}
        body={t("adminSkills.home.skillsBody")}
        facts={facts}
        to="/skills/admin/skills"
        link={t("adminSkills.home.skillsLink")}
      />
    </SimpleGrid>
  );
}

export default function SkillsAdminPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="TALENT_ADMIN"
      subNav={<SkillsAdminSubNav />}
      title={t("adminSkills.home.title")}
      notAllowedTitle={t("adminSkills.notAllowedTitle")}
      notAllowedBody={t("adminSkills.notAllowedBody")}
    >
      <Text>{t("adminSkills.home.intro")}</Text>
      <Overview />
    </AdminPage>
  );
}
