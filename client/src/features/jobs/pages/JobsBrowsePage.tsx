/**
 * /jobs/browse?page=&search=&role=&type=&remote=&location=&employer=: the full job search. Every filter lives in the
 * URL (changing one goes back to page 1); the list is paged on the server (10 a page), featured first, then newest.
 */
import { useCallback } from "react";
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { JobBrowseFilterOptionsDocument, JobsBrowsePageDocument } from "../../../__generated__/graphql";
import { JobCard } from "../components/JobCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useOptionData, useOptionLabel } from "../../../lib/optionLabels";
import { JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";

const FILTER_PARAMS = ["role", "type", "remote", "location", "employer"] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(FILTER_PARAMS.map((k) => [k, params.get(k)?.trim() ?? ""])) as Record<FilterParam, string>;
  const active = FILTER_PARAMS.some((k) => values[k]);
  const setFilter = useCallback(
    (key: FilterParam | "all", value: string) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (key === "all") FILTER_PARAMS.forEach((k) => p.delete(k));
        else if (value) p.set(key, value);
        else p.delete(key);
        p.set("page", "1");
        return p;
      });
    },
    [setParams],
  );
  return {
    values,
    active,
    setFilter,
    variables: {
      roleId: values.role || null,
      type: values.type || null,
      remote: values.remote === "1" ? true : values.remote === "0" ? false : null,
      location: values.location || null,
      employerId: values.employer || null,
    },
  };
}

function JobFilters({ values, active, setFilter }: ReturnType<typeof useJobFilters>) {
  const { t } = useTranslation();
  const { data } = useQuery(JobBrowseFilterOptionsDocument, PARTIAL_DATA);
  const any = { value: "", label: t("jobs.filters.any") };
  const optionData = useOptionData();
  const optionLabel = useOptionLabel();
  // Locations are free text, shown as written; job types are a list, shown in the viewer's language.
  const options = (list: string[]) => list.map((v) => ({ value: v, label: v }));
  return (
    <section aria-label={t("jobs.filters.label")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t("jobs.filters.role")}
          value={values.role}
          onChange={(e) => setFilter("role", e.currentTarget.value)}
          data={[any, ...(data?.careerRoles ?? []).map((r) => ({ value: r.id, label: optionLabel("careerRole", r.id) }))]}
        />
        <NativeSelect
          label={t("jobs.filters.type")}
          value={values.type}
          onChange={(e) => setFilter("type", e.currentTarget.value)}
          data={[any, ...optionData("jobType", data?.jobFilterOptions.types ?? [])]}
        />
        <NativeSelect
          label={t("jobs.filters.remote")}
          value={values.remote}
          onChange={(e) => setFilter("remote", e.currentTarget.value)}
          data={[any, { value: "1", label: t("jobs.filters.remoteOnly") }, { value: "0", label: t("jobs.filters.onSiteOnly") }]}
        />
        <NativeSelect
          label={t("jobs.filters.location")}
          value={values.location}
          onChange={(e) => setFilter("location", e.currentTarget.value)}
          data={[any, ...options(data?.jobFilterOptions.locations ?? [])]}
        />
        <NativeSelect
          label={t("jobs.filters.employer")}
          value={values.employer}
          onChange={(e) => setFilter("employer", e.currentTarget.value)}
          data={[any, ...(data?.companies.items ?? []).map((c) => ({ value: c.id, label: c.title }))]}
        />
      </SimpleGrid>
      {active && (
        <Group mt="sm" justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => setFilter("all", "")}>
            {t("jobs.filters.clear")}
          </Button>
        </Group>
      )}
    </section>
  );
}

export default function JobsBrowsePage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const filters = useJobFilters();
  const { data, loading, error, refetch } = useQuery(JobsBrowsePageDocument, {
    variables: { page, pageSize: JOB_PAGE_SIZE, search: search || null, ...filters.variables },
  });
  const body = (
    <PagedListBody messages="jobs" result={data?.jobs} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
      {(items) => (
        <Stack gap="sm" component="ul" className="plain-list" aria-label={t("jobs.browse.results")}>
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
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={t("jobs.browse.title")} />
      <div>
        <Title order={1}>{t("jobs.browse.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("jobs.browse.intro")}
        </Text>
      </div>
      <JobsSubNav />
      <SearchForm value={search} onSearch={setSearch} label={t("jobs.searchLabel")} placeholder={t("jobs.searchPlaceholder")} />
      <JobFilters {...filters} />
      {filters.active && data?.jobs.pageInfo.knownCount === 0 ? (
        <ListEmpty
          message={t("jobs.emptyFilters")}
          action={
            <Anchor component="button" type="button" onClick={() => filters.setFilter("all", "")}>
              {t("jobs.filters.clear")}
            </Anchor>
          }
        />
      ) : (
        body
      )}
    </Stack>
  );
}
