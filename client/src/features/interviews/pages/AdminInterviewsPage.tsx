/**
 * /interviews/admin?tab=slots|sets (the admin menu's "interviews"): mock interviews for the people who host them —
 * mentors (INSTRUCTOR) and talent admins. The Slots tab (the default) publishes, lists and cancels slots and takes the
 * hosts' feedback; the Question sets tab manages the practice question sets and is for talent admins only (hidden for
 * mentors, who land on Slots whatever the URL says). Only the open tab's queries run. Other people see the
 * not-allowed state (the server answers FORBIDDEN anyway).
 */
import { Tabs, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { HostedSlots } from "../components/admin/HostedSlots";
import { QuestionSetsAdmin } from "../components/admin/QuestionSetsAdmin";

const TABS = ["slots", "sets"] as const;
type Tab = (typeof TABS)[number];

function AdminTabs({ isTalentAdmin }: { isTalentAdmin: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const notAllowed = { title: t("interviews.admin.notAllowedTitle"), body: t("interviews.admin.notAllowedBody") };
  const tab: Tab = isTalentAdmin && params.get("tab") === "sets" ? "sets" : "slots";
  if (!isTalentAdmin) return <HostedSlots showHost={false} notAllowed={notAllowed} />;
  // A new tab starts afresh: the other tab's window and page do not carry over.
  const selectTab = (value: string | null) => setParams(new URLSearchParams({ tab: value === "sets" ? "sets" : "slots" }));
  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false}>
      <Tabs.List aria-label={t("interviews.admin.tabsLabel")}>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`interviews.admin.tab.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="slots" pt="lg">
        <HostedSlots showHost notAllowed={notAllowed} />
      </Tabs.Panel>
      <Tabs.Panel value="sets" pt="lg">
        <QuestionSetsAdmin />
      </Tabs.Panel>
    </Tabs>
  );
}

export default function AdminInterviewsPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const roles = viewer.data?.viewer?.roles ?? [];
  const isTalentAdmin = roles.includes("TALENT_ADMIN");
  const allowed = viewer.loading && !viewer.data ? null : isTalentAdmin || roles.includes("INSTRUCTOR");
  return (
    <AdminPage
      allowed={allowed}
      subNav={null}
      title={t("interviews.admin.title")}
      notAllowedTitle={t("interviews.admin.notAllowedTitle")}
      notAllowedBody={t("interviews.admin.notAllowedBody")}
    >
      <Text>{t(isTalentAdmin ? "interviews.admin.introAdmin" : "interviews.admin.intro")}</Text>
      <AdminTabs isTalentAdmin={isTalentAdmin} />
    </AdminPage>
  );
}
