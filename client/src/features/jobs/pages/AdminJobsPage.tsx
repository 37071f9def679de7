/**
 * /jobs/admin/all?search=&status=open|closed&page=&applications= (JOB_ADMIN: every job, open and closed, exclusive ones
 * included; an approved company representative: their employer's jobs, under "Jobs at {employer}" and without the
 * employer column), newest first, 20 a page, with a search (title or employer) and an Open / Closed / All filter in the
 * URL (no `status`: all). "Post a job" opens the job form. Each row links to the job, shows its status in words, its
 * applications count, and offers Edit (the job form), "Applications" (opens the panel of that job's applications below
 * the table, where they are moved along; `?applications={jobId}`) and Close job / Reopen job behind a confirm dialog;
 * the list is re-read after each action. A note the job form leaves in the location state ("… is posted.") shows on
 * top. Other people see the not-allowed state (the server answers FORBIDDEN).
 */
import { useId } from "react";
import { Alert, Anchor, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminJobsDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DataTable } from "../../../ui/DataTable";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { JobApplicationsPanel } from "../components/admin/JobApplicationsPanel";
import { useJobsBackOffice } from "../components/admin/useJobsBackOffice";
import { JobsSubNav } from "../components/JobsSubNav";
import { useCloseJob } from "../mutations/useCloseJob";
import { useReopenJob } from "../mutations/useReopenJob";
import { formatDate } from "../../../lib/format";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { ALL_JOBS_PAGE_SIZE } from "@server/jobs/modules/postings/rules/postings";

type Filter = "open" | "closed" | "all";

/** The job form leaves what it did here (navigate state) for the list to say. */
export interface AdminJobsLocationState {
  notice?: string;
}

function JobsList({ showEmployer }: { showEmployer: boolean }) {
  const { t, i18n } = useTranslation();
  const notice = (useLocation().state as AdminJobsLocationState | null)?.notice ?? null;
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const filter: Filter = raw === "open" || raw === "closed" ? raw : "all";
  const { data, loading, error, refetch } = useQuery(AdminJobsDocument, {
    variables: { page, pageSize: ALL_JOBS_PAGE_SIZE, search: search || null, open: filter === "all" ? null : filter === "open" },
    fetchPolicy: "cache-and-network",
  });
  const [closeJob, closeState] = useCloseJob();
  const [reopenJob, reopenState] = useReopenJob();
  const viewing = params.get("applications");
  const filterLabelId = useId();
  const setViewing = (jobId: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (jobId) p.set("applications", jobId);
      else p.delete("applications");
      return p;
    });
  const {
    pending,
    setPending,
    done,
    error: actionError,
    run,
  } = useConfirmedAction(
    async (picked: { id: string; title: string; action: "close" | "reopen" }) => {
      if (picked.action === "close") await closeJob({ variables: { jobId: picked.id } });
      else await reopenJob({ variables: { jobId: picked.id } });
      return t(picked.action === "close" ? "jobsAdmin.closed" : "jobsAdmin.reopened", { title: picked.title });
    },
    t("jobsAdmin.actionError"),
    refetch,
  );

  const setFilter = (value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value === "open" || value === "closed") p.set("status", value);
      else p.delete("status");
      p.set("page", "1");
      return p;
    });

  const items = data?.allJobs.items ?? [];
  return (
    <>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <SearchForm value={search} onSearch={setSearch} label={t("jobsAdmin.searchLabel")} placeholder={t("jobsAdmin.searchPlaceholder")} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={filterLabelId}>
            {t("jobsAdmin.filter")}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabelId}
            value={filter}
            onChange={setFilter}
            data={(["open", "closed", "all"] as const).map((f) => ({ value: f, label: t(`jobsAdmin.filters.${f}`) }))}
          />
        </Stack>
        <Button component={Link} to="/jobs/admin/jobs/new" ml="auto">
          {t("jobPostings.post")}
        </Button>
      </Group>
      {notice && !done && !actionError && (
        <Alert color="green" role="status" variant="light">
          {notice}
        </Alert>
      )}
      <ActionFeedback done={done} error={actionError} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("jobsAdmin.loading"), error: t("jobsAdmin.error"), empty: t("jobsAdmin.empty") }}
      >
        <DataTable
          ariaLabel={t("jobsAdmin.tableLabel")}
          columns={[
            t("jobsAdmin.columns.title"),
            ...(showEmployer ? [t("jobsAdmin.columns.employer")] : []),
            t("jobsAdmin.columns.posted"),
            t("jobsAdmin.columns.status"),
            t("jobsAdmin.columns.applications"),
            t("jobsAdmin.columns.actions"),
          ]}
        >
          {items.map((j) => {
            const shown = viewing === j.id;
            return (
              <Table.Tr key={j.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/jobs/${j.id}`} size="sm">
                    {j.title}
                  </Anchor>
                </Table.Td>
                {showEmployer && <Table.Td>{j.employer.title}</Table.Td>}
                <Table.Td>{formatDate(j.postedAt, i18n.language)}</Table.Td>
                <Table.Td>
                  <Badge color={j.open ? "green" : "gray"} variant="light" c="var(--tf-text-strong)">
                    {t(j.open ? "jobsAdmin.status.open" : "jobsAdmin.status.closed")}
                  </Badge>
                </Table.Td>
                <Table.Td>{j.applications}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/jobs/admin/jobs/${j.id}/edit`}
                      size="xs"
                      variant="default"
                      aria-label={t("jobPostings.editFor", { title: j.title })}
                    >
                      {t("jobPostings.edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant={shown ? "filled" : "default"}
                      aria-expanded={shown}
                      aria-label={t("jobsAdmin.applicationsFor", { title: j.title })}
                      onClick={() => setViewing(shown ? null : j.id)}
                    >
                      {t("jobsAdmin.applications")}
                    </Button>
                    {j.open ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t("jobsAdmin.closeFor", { title: j.title })}
                        onClick={() => setPending({ id: j.id, title: j.title, action: "close" })}
                      >
                        {t("jobsAdmin.close")}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t("jobsAdmin.reopenFor", { title: j.title })}
                        onClick={() => setPending({ id: j.id, title: j.title, action: "reopen" })}
                      >
                        {t("jobsAdmin.reopen")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
        <ListPagination page={page} pageInfo={data?.allJobs.pageInfo} onChange={setPage} />
      </QueryListBody>
      {viewing && <JobApplicationsPanel key={viewing} jobId={viewing} onMoved={() => void refetch()} />}
      <ConfirmDialog
        opened={pending != null}
        title={pending ? t(pending.action === "close" ? "jobsAdmin.closeTitle" : "jobsAdmin.reopenTitle", { title: pending.title }) : ""}
        body={pending ? t(pending.action === "close" ? "jobsAdmin.closeBody" : "jobsAdmin.reopenBody") : undefined}
        confirmLabel={pending?.action === "reopen" ? t("jobsAdmin.reopenYes") : t("jobsAdmin.closeYes")}
        cancelLabel={t("jobsAdmin.keep")}
        color={pending?.action === "reopen" ? "indigo" : "red"}
        loading={closeState.loading || reopenState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </>
  );
}

export default function AdminJobsPage() {
  const { t } = useTranslation();
  const office = useJobsBackOffice();
  // A representative (not a job admin) manages their own employer's jobs only.
  const asEmployer = !office.jobAdmin && office.employer != null;
  return (
    <AdminPage
      allowed={office.deciding ? null : office.allowed}
      subNav={<JobsSubNav />}
      title={asEmployer ? t("jobPostings.titleFor", { employer: office.employer!.title }) : t("jobsAdmin.title")}
      notAllowedTitle={t("jobPostings.notAllowedTitle")}
      notAllowedBody={t("jobPostings.notAllowedBody")}
    >
      <JobsList showEmployer={!asEmployer} />
    </AdminPage>
  );
}
