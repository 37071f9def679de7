/**
 * /jobs?page=&search=&campaign=: open jobs, paged on the server. `campaign` is kept in the URL (links from campaigns
 * and events carry it) but the API does not filter by it yet, so the page says so instead of pretending.
 */
import { Alert, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { JobsPageDocument } from "../__generated__/graphql";
import { JobCard } from "../components/JobCard";
import { PagedListBody } from "../components/PagedListBody";
import { PageTitle } from "../components/PageTitle";
import { SearchForm } from "../components/SearchForm";
import { usePagedSearchParams } from "../components/usePagedSearchParams";

export const JOBS_PAGE_SIZE = 10;

export default function JobsPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch, params } = usePagedSearchParams();
  const campaign = params.get("campaign")?.trim() ?? "";
  const { data, loading, error, refetch } = useQuery(JobsPageDocument, {
    variables: { page, pageSize: JOBS_PAGE_SIZE, search: search || null },
  });
  const body = (
    <PagedListBody messages="jobs" result={data?.jobs} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
      {(items) => (
        <Stack gap="sm" component="ul" className="plain-list" aria-label={t("jobs.title")}>
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </Stack>
      )}
    </PagedListBody>
  );

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("jobs.title")} />
      <div>
        <Title order={1}>{t("jobs.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("jobs.intro")}
        </Text>
      </div>
      {campaign && (
        <Alert variant="light" color="blue" title={t("jobs.campaignTitle", { campaign })}>
          {t("jobs.campaignNotice")}
        </Alert>
      )}
      <SearchForm value={search} onSearch={setSearch} />
      {body}
    </Stack>
  );
}
