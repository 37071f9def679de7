/**
 * /jobs/saved-jobs?page= (logged in): the viewer's saved jobs, most recently saved first, paged on the server (10 a
 * page), as job cards with their Save toggle. Unsaving keeps the card on the page (unpressed, so it can be saved again);
 * the list is re-read on every visit.
 */
import { Button, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SavedJobsPageDocument } from "../../../__generated__/graphql";
import { JobCard } from "../components/JobCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { JOB_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";

export default function SavedJobsPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(SavedJobsPageDocument, {
    variables: { page, pageSize: JOB_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const empty = data?.savedJobs.pageInfo.knownCount === 0;

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("jobApplications.saved.title")} />
      <JobsSubNav />
      <Title order={1}>{t("jobApplications.saved.title")}</Title>
      {empty ? (
        <ListEmpty
          message={t("jobApplications.saved.empty")}
          action={
            <Button component={Link} to="/jobs/browse?page=1" variant="light">
              {t("jobApplications.saved.browse")}
            </Button>
          }
        />
      ) : (
        <PagedListBody
          messages="jobApplications.saved"
          result={data?.savedJobs}
          search=""
          setSearch={() => undefined}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => (
            <Stack gap="sm" component="ul" className="plain-list" aria-label={t("jobApplications.saved.title")}>
              {items.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </Stack>
          )}
        </PagedListBody>
      )}
    </Stack>
  );
}
