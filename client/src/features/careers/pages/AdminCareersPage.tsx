/**
 * /careers/admin?tab=learners|reviews|staff: career services for the staff — instructors (mentors) and talent admins.
 * Anyone who may serve switches their availability as mentor or coach. Learners (the default tab) lists the
 * career-services learners with their team and progress (talent admins assign teams); Reviews holds the projects and
 * resume and portfolio reviews waiting for feedback; Staff (talent admins only; others land on Learners whatever the
 * URL says) lists the mentors and coaches with their learner counts. Only the open tab's queries run. Other people
 * see the not-allowed state (the server answers FORBIDDEN anyway).
 */
import { Tabs, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { CareerLearners } from "../components/admin/CareerLearners";
import { CareerReviewQueue } from "../components/admin/CareerReviewQueue";
import { CareerStaffList } from "../components/admin/CareerStaffList";
import { StaffAvailability } from "../components/admin/StaffAvailability";
import { isCareerStaff } from "../lib/staff";

const TABS = ["learners", "reviews", "staff"] as const;
type Tab = (typeof TABS)[number];

function AdminTabs({ isTalentAdmin }: { isTalentAdmin: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((tab) => tab !== "staff" || isTalentAdmin);
  const tab: Tab = tabs.find((x) => x === params.get("tab")) ?? "learners";
  // A new tab starts afresh: the other tab's filter and pages do not carry over.
  const selectTab = (value: string | null) => setParams(new URLSearchParams({ tab: tabs.find((x) => x === value) ?? "learners" }));
  return (
    <Tabs value={tab} onChange={selectTab} keepMounted={false}>
      <Tabs.List aria-label={t("careers.admin.tabsLabel")}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`careers.admin.tab.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="learners" pt="lg">
        <CareerLearners isTalentAdmin={isTalentAdmin} />
      </Tabs.Panel>
      <Tabs.Panel value="reviews" pt="lg">
        <CareerReviewQueue />
      </Tabs.Panel>
      {isTalentAdmin && (
        <Tabs.Panel value="staff" pt="lg">
          <CareerStaffList />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

export default function AdminCareersPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const me = viewer.data?.viewer ?? null;
  const roles = me?.roles ?? [];
  const isTalentAdmin = roles.includes("TALENT_ADMIN");
  const allowed = viewer.loading && !viewer.data ? null : isCareerStaff(roles);
  return (
    <AdminPage
      allowed={allowed}
      subNav={null}
      title={t("careers.admin.title")}
      notAllowedTitle={t("careers.admin.notAllowedTitle")}
      notAllowedBody={t("careers.admin.notAllowedBody")}
    >
      <Text>{t(isTalentAdmin ? "careers.admin.introAdmin" : "careers.admin.intro")}</Text>
      {me && <StaffAvailability viewerId={me.id} roles={roles} />}
      <AdminTabs isTalentAdmin={isTalentAdmin} />
    </AdminPage>
  );
}
