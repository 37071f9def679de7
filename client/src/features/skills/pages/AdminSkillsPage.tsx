/**
 * /skills/admin/skills?tab=tests|roles|vocabulary (TALENT_ADMIN): skills management in three tabs kept in the URL —
 * the skill tests' settings and a link to each question bank (the default), the roles' requirements, and the skills
 * vocabulary. Only the open tab's queries run; changing tab starts it afresh. Other people see the not-allowed state.
 */
import { Tabs, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../../../ui/AdminPage";
import { SkillsAdminSubNav } from "../components/admin/SkillsAdminSubNav";
import { SkillTestsAdmin } from "../components/admin/SkillTestsAdmin";
import { RoleRequirementsAdmin } from "../components/admin/RoleRequirementsAdmin";
import { VocabularyAdmin } from "../components/admin/VocabularyAdmin";
import { ADMIN_SKILLS_TABS, type AdminSkillsTab } from "../lib/adminPaths";

const isTab = (value: string | null): value is AdminSkillsTab => (ADMIN_SKILLS_TABS as readonly (string | null)[]).includes(value);

function ManagementTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: AdminSkillsTab = isTab(requested) ? requested : "tests";
  const selectTab = (value: string | null) => setParams(new URLSearchParams({ tab: isTab(value) ? value : "tests" }));
  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false}>
      <Tabs.List aria-label={t("adminSkills.manage.tabsLabel")}>
        {ADMIN_SKILLS_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`adminSkills.manage.tab.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="tests" pt="lg">
        <SkillTestsAdmin />
      </Tabs.Panel>
      <Tabs.Panel value="roles" pt="lg">
        <RoleRequirementsAdmin />
      </Tabs.Panel>
      <Tabs.Panel value="vocabulary" pt="lg">
        <VocabularyAdmin />
      </Tabs.Panel>
    </Tabs>
  );
}

export default function AdminSkillsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="TALENT_ADMIN"
      subNav={<SkillsAdminSubNav />}
      title={t("adminSkills.manage.title")}
      notAllowedTitle={t("adminSkills.notAllowedTitle")}
      notAllowedBody={t("adminSkills.notAllowedBody")}
    >
      <Text>{t("adminSkills.manage.intro")}</Text>
      <ManagementTabs />
    </AdminPage>
  );
}
