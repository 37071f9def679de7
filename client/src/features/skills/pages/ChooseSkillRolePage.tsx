/**
 * /skills/choose-role (logged in): the skills system's roles by family (junior, mid and senior of each), each with its
 * summary and requirements, then the coming-soon roles, which show what they will ask but cannot be chosen. Choosing a
 * role sets it (useChooseSkillRole updates the cache) and goes to /skills/home to show the readiness for it.
 */
import { useState } from "react";
import { Alert, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { ChooseSkillRolePageDocument, type ChooseSkillRolePageQuery } from "../../../__generated__/graphql";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { readServerError } from "../../../lib/graphqlErrors";
import { RoleCard } from "../components/RoleCard";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { useChooseSkillRole } from "../mutations/useChooseSkillRole";

type Role = ChooseSkillRolePageQuery["skillRoles"][number];

/** Roles grouped by family in the server's order; families whose roles are all coming soon are gathered apart. */
function groupRoles(roles: readonly Role[]) {
  const families = new Map<string, { family: string; title: string; roles: Role[] }>();
  for (const role of roles) {
    const group = families.get(role.family) ?? { family: role.family, title: role.familyTitle, roles: [] };
    group.roles.push(role);
    families.set(role.family, group);
  }
  const all = [...families.values()];
  const open = all.filter((f) => f.roles.some((r) => r.status === "AVAILABLE"));
  const comingSoon = all.filter((f) => !open.includes(f)).flatMap((f) => f.roles);
  return { open, comingSoon };
}

export default function ChooseSkillRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(ChooseSkillRolePageDocument, { fetchPolicy: "cache-and-network" });
  const [choose] = useChooseSkillRole();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const roles = query.data?.skillRoles ?? [];
  const currentId = query.data?.viewer?.skillRole?.id ?? null;
  const { open, comingSoon } = groupRoles(roles);

  const onChoose = async (roleId: string) => {
    setChoosing(roleId);
    setFailure(null);
    try {
      await choose({ variables: { roleId } });
      void navigate("/skills/home");
    } catch (err) {
      const { code, message } = readServerError(err);
      setFailure(code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN"));
      setChoosing(null);
    }
  };

  const card = (role: Role) => (
    <RoleCard
      key={role.id}
      role={role}
      current={role.id === currentId}
      choosing={choosing === role.id}
      onChoose={() => void onChoose(role.id)}
    />
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.choose.title")} />
      <SkillsSubNav />
      <Title order={1}>{t("skills.choose.title")}</Title>
      <Text>{t("skills.choose.intro")}</Text>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t("skills.choose.failed")}>
          {failure}
        </Alert>
      )}
      <QueryListBody
        query={query}
        isEmpty={roles.length === 0}
        messages={{ loading: t("skills.choose.loading"), error: t("skills.choose.error"), empty: t("skills.choose.empty") }}
      >
        {open.map((f) => (
          <Stack key={f.family} gap="sm" component="section" aria-labelledby={`skill-family-${f.family}`}>
            <Title order={2} size="h3" id={`skill-family-${f.family}`}>
              {f.title}
            </Title>
            <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, md: 3 }} spacing="md">
              {f.roles.map(card)}
            </SimpleGrid>
          </Stack>
        ))}
        {comingSoon.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="skill-roles-coming-soon">
            <Title order={2} size="h3" id="skill-roles-coming-soon">
              {t("skills.choose.comingSoonHeading")}
            </Title>
            <Text size="sm">{t("skills.choose.comingSoonIntro")}</Text>
            <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, sm: 2 }} spacing="md">
              {comingSoon.map(card)}
            </SimpleGrid>
          </Stack>
        )}
      </QueryListBody>
    </Stack>
  );
}
