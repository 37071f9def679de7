/**
 * /jobs/applied-jobs?page= (logged in): the viewer's job applications, newest first, paged on the server (10 a page):
 * each with its job (link), employer, the status badge (a word, not colour alone), the date applied, the dated history
 * of its stages and Withdraw while it is open (confirm dialog with an optional note). Closed jobs are marked.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AppliedJobsPageDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ApplicationSummary, useWithdrawDialog } from "../components/ApplyPanel";
import { JobsSubNav } from "../components/JobsSubNav";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { JOB_APPLICATION_PAGE_SIZE } from "@server/jobs/modules/applications/rules/applications";

export default function AppliedJobsPage() {
  const { t, i18n } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(AppliedJobsPageDocument, {
    variables: { page, pageSize: JOB_APPLICATION_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const withdraw = useWithdrawDialog();
  const empty = data?.myJobApplications.pageInfo.knownCount === 0;

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("jobApplications.applied.title")} />
      <JobsSubNav />
      <Title order={1}>{t("jobApplications.applied.title")}</Title>
      <ActionFeedback done={withdraw.done} error={withdraw.error} />
      {empty ? (
        <ListEmpty
          message={t("jobApplications.applied.empty")}
          action={
            <Button component={Link} to="/jobs/browse?page=1" variant="light">
              {t("jobApplications.applied.browse")}
            </Button>
          }
        />
      ) : (
        <PagedListBody
          messages="jobApplications.applied"
          result={data?.myJobApplications}
          search=""
          setSearch={() => undefined}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => (
            <Stack component="ul" className="plain-list" gap="sm" aria-label={t("jobApplications.applied.title")}>
              {items.map((a) => (
                <Paper component="li" withBorder radius="md" p="md" key={a.id} aria-labelledby={`job-application-${a.id}`}>
                  <Stack gap="sm">
                    <div>
                      <Group gap="xs" wrap="wrap">
                        <Title order={2} size="h4" id={`job-application-${a.id}`}>
                          <Anchor component={Link} to={`/jobs/${encodeURIComponent(a.job.id)}`} inherit c="inherit">
                            {a.job.title}
                          </Anchor>
                        </Title>
                        {!a.job.open && (
                          <Badge color="gray" variant="light" c="var(--tf-text-strong)" radius="sm">
                            {t("jobApplications.applied.closed")}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" mt={2}>
                        <Anchor component={Link} to={`/companies/${encodeURIComponent(a.job.employer.id)}`} fw={500}>
                          {a.job.employer.title}
                        </Anchor>
                        <Text span c="dimmed">
                          {` · ${a.job.location}`}
                        </Text>
                      </Text>
                    </div>
                    <ApplicationSummary application={a} language={i18n.language} />
                    {a.allowedMoves.includes("WITHDRAWN") && (
                      <Group gap="xs">
                        <Button size="xs" variant="light" color="red" onClick={() => withdraw.ask({ id: a.id, title: a.job.title })}>
                          {t("jobApplications.withdraw.button")}
                        </Button>
                      </Group>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </PagedListBody>
      )}
      {withdraw.dialog}
    </Stack>
  );
}
