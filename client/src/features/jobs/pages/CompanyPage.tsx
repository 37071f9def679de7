/**
 * /companies/:id?page=: one employer's profile (industry, size, location, website) and its open jobs, paged (10).
 * Unknown → the not-found state.
 */
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CompanyPageDocument } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { JobCard } from "../components/JobCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { ListLoading } from "../../../ui/ListStates";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { useOptionLabel } from "../../../lib/optionLabels";
import { JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";

export default function CompanyPage() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { id = "" } = useParams();
  const { page, setPage, setSearch } = usePagedSearchParams();
  const { data, previousData, loading, error, refetch } = useQuery(CompanyPageDocument, {
    variables: { id, page, pageSize: JOB_PAGE_SIZE },
  });
  // Keep the profile on screen while another page of jobs loads.
  const employer = (data ?? previousData)?.employer;

  if (loading && !data && !previousData) return <ListLoading label={t("jobs.companies.loadingOne")} variant="page" />;
  if (error && !data)
    return <DetailLoadError title={t("jobs.companies.errorTitle")} message={t("jobs.companies.error")} onRetry={() => void refetch()} />;
  if (!employer)
    return (
      <DetailNotFound
        title={t("jobs.companies.notFoundTitle")}
        body={t("jobs.companies.notFoundBody")}
        backTo="/companies?page=1"
        backLabel={t("jobs.companies.backToCompanies")}
      />
    );

  return (
    <Stack gap="xl" maw={1000} mx="auto">
      <PageTitle title={employer.title} />
      <JobsSubNav />
      <div>
        <Title order={1}>{employer.title}</Title>
        <Text mt="sm">{employer.profile}</Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" mt="md">
          <Fact label={t("jobs.companies.facts.industry")} value={label("industry", employer.industry)} />
          <Fact label={t("jobs.companies.facts.size")} value={t("jobs.companies.employees", { size: employer.size })} />
          <Fact label={t("jobs.companies.facts.location")} value={employer.location} />
          <Fact
            label={t("jobs.companies.facts.website")}
            value={
              employer.website ? (
                // A long domain breaks anywhere rather than widening its grid column past a phone's width.
                <Anchor
                  href={employer.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  underline="always"
                  style={{ overflowWrap: "anywhere" }}
                >
                  {employer.website.replace(/^https?:\/\//, "")}
                </Anchor>
              ) : (
                "—"
              )
            }
          />
        </SimpleGrid>
      </div>
      <section aria-labelledby="company-jobs">
        <Title order={2} size="h3" id="company-jobs" mb="sm">
          {t("jobs.companies.openJobsTitle", { count: employer.openJobCount })}
        </Title>
        <PagedListBody
          messages="jobs.companies.jobs"
          result={employer.jobs}
          {...{ loading, error, refetch, page, search: "", setPage, setSearch }}
        >
          {(items) => (
            <Stack
              gap="sm"
              component="ul"
              className="plain-list"
              aria-label={t("jobs.companies.openJobsList", { employer: employer.shortTitle })}
            >
              {items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} headingOrder={3} />
                </li>
              ))}
            </Stack>
          )}
        </PagedListBody>
      </section>
    </Stack>
  );
}
