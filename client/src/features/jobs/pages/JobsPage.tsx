/**
 * /jobs?page=&search=&campaign=: the job area. Campaign tabs (All jobs + the active campaigns the viewer may view, in
 * the server's order; `?campaign=` selects one, changing tab goes back to page 1), then the paged list (10 a page,
 * featured first, then newest). An exclusive campaign the viewer may not view (KYouth Track B for non-members) or an
 * unknown one gets a notice instead of a list.
 */
import { Alert, Anchor, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { JobCampaignsDocument, JobsPageDocument } from "../../../__generated__/graphql";
import { JobCard } from "../components/JobCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";
import { useContentLanguage } from "../../../lib/contentLanguage";

const ALL = "all";

export default function JobsPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const [params, setParams] = useSearchParams();
  const campaignId = params.get("campaign")?.trim() ?? "";
  const campaignsQuery = useQuery(JobCampaignsDocument, { variables: { language: useContentLanguage() } });
  const campaigns = campaignsQuery.data?.campaigns ?? [];
  const tabs = campaigns.filter((c) => c.viewerMayView);
  const selected = campaignId ? campaigns.find((c) => c.id === campaignId) : undefined;
  const campaignsKnown = !!campaignsQuery.data;
  const blocked = campaignId !== "" && campaignsKnown && (!selected || !selected.viewerMayView);

  const { data, loading, error, refetch } = useQuery(JobsPageDocument, {
    variables: { page, pageSize: JOB_PAGE_SIZE, search: search || null, campaign: campaignId || null },
    skip: blocked,
  });

  const selectTab = (value: string | null) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (!value || value === ALL) p.delete("campaign");
      else p.set("campaign", value);
      p.set("page", "1");
      return p;
    });
  };

  const listLabel = selected?.viewerMayView ? selected.title : t("jobs.allJobs");
  const notice = blocked ? (
    <Alert
      variant="light"
      color="blue"
      title={selected ? t("jobs.campaignExclusiveTitle", { campaign: selected.title }) : t("jobs.campaignUnknownTitle")}
    >
      <Stack gap="xs">
        <Text size="sm">{selected ? t("jobs.campaignExclusiveBody") : t("jobs.campaignUnknownBody", { campaign: campaignId })}</Text>
        <Anchor component={Link} to="/jobs?page=1" size="sm" underline="always">
          {t("jobs.seeAllJobs")}
        </Anchor>
      </Stack>
    </Alert>
  ) : null;
  const list = (
    <Stack gap="lg">
      {selected?.viewerMayView && (
        <Text size="sm" c="dimmed">
          {selected.description}
        </Text>
      )}
      <SearchForm value={search} onSearch={setSearch} label={t("jobs.searchLabel")} placeholder={t("jobs.searchPlaceholder")} />
      <PagedListBody messages="jobs" result={data?.jobs} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
        {(items) => (
          <Stack gap="sm" component="ul" className="plain-list" aria-label={listLabel}>
            {items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );

  const activeTab = selected?.viewerMayView ? selected.id : campaignId && !campaignsKnown ? campaignId : ALL;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("jobs.title")} />
      <div>
        <Title order={1}>{t("jobs.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("jobs.intro")}
        </Text>
      </div>
      <JobsSubNav />
      {campaignsQuery.error && !campaignsQuery.data ? (
        list
      ) : (
        // Only the active tab's panel renders the list (keepMounted off); every tab still has its panel to point at.
        <Tabs value={blocked ? null : activeTab} onChange={selectTab} keepMounted={false}>
          <Tabs.List aria-label={t("jobs.campaignTabs")}>
            <Tabs.Tab value={ALL}>{t("jobs.allJobs")}</Tabs.Tab>
            {tabs.map((c) => (
              <Tabs.Tab key={c.id} value={c.id}>
                {c.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {[ALL, ...tabs.map((c) => c.id)].map((v) => (
            <Tabs.Panel key={v} value={v} pt="lg">
              {list}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {notice}
    </Stack>
  );
}
