/**
 * /jobs/admin/representatives?status=PENDING|APPROVED|REJECTED|REVOKED|all&page= (JOB_ADMIN): company
 * representatives' requests, pending first then newest first, 20 a page; no `status` means PENDING. Each row shows the
 * person, their job title, what they asked (join an employer, or a new company with its proposed details), when, its
 * status and the decision note, and exactly the actions its status allows: Approve (optional note) and Reject (note
 * required) while pending, Revoke (note required) once approved. The list is re-read after each action. Everybody
 * else sees the not-allowed state.
 */
import { useState } from "react";
import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminRepresentativesPageDocument, type RepresentativeStatus } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { DataTable } from "../../../ui/DataTable";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { SegmentedFilter } from "../../../ui/SegmentedFilter";
import { MoveWithNoteModal } from "../../../ui/MoveWithNoteModal";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { RequestedCompany } from "../components/RequestedCompany";
import { useApproveRepresentative } from "../mutations/useApproveRepresentative";
import { useRejectRepresentative } from "../mutations/useRejectRepresentative";
import { useRevokeRepresentative } from "../mutations/useRevokeRepresentative";
import { JobsSubNav } from "../../jobs";
import { formatDate } from "../../../lib/format";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { DECISION_NOTE_MAX, REPRESENTATIVE_PAGE_SIZE } from "@server/jobs/modules/representatives/rules/representatives";

const STATUSES: RepresentativeStatus[] = ["PENDING", "APPROVED", "REJECTED", "REVOKED"];
type Filter = RepresentativeStatus | "all";
type Decision = "approve" | "reject" | "revoke";

const STATUS_COLOR: Record<RepresentativeStatus, string> = { PENDING: "yellow", APPROVED: "green", REJECTED: "red", REVOKED: "gray" };

export function parseRepresentativeFilter(value: string | null): Filter {
  if (value === "all") return "all";
  return STATUSES.includes(value as RepresentativeStatus) ? (value as RepresentativeStatus) : "PENDING";
}

function RequestsList() {
  const { t, i18n } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const [params, setParams] = useSearchParams();
  const filter = parseRepresentativeFilter(params.get("status"));
  const query = useQuery(AdminRepresentativesPageDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: REPRESENTATIVE_PAGE_SIZE, status: filter === "all" ? null : filter },
    fetchPolicy: "cache-and-network",
  });
  const [approve, approveState] = useApproveRepresentative();
  const [reject, rejectState] = useRejectRepresentative();
  const [revoke, revokeState] = useRevokeRepresentative();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; name: string; decision: Decision }) => {
      const variables = { id: picked.id, note: note.trim() };
      setNote("");
      if (picked.decision === "approve") await approve({ variables: { id: picked.id, note: variables.note || null } });
      else if (picked.decision === "reject") await reject({ variables });
      else await revoke({ variables });
      return t(`employer.reps.done.${picked.decision}`, { name: picked.name });
    },
    t("employer.reps.actionError"),
    query.refetch,
  );
  const close = () => {
    setPending(null);
    setNote("");
    setNoteError(null);
  };
  const noteRequired = pending != null && pending.decision !== "approve";
  const confirm = () => {
    if (noteRequired && !note.trim()) return setNoteError(t("employer.reps.noteRequired"));
    setNoteError(null);
    void run();
  };
  const setFilter = (value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set("status", value);
      p.set("page", "1");
      return p;
    });
  const items = query.data?.employerRepresentatives.items ?? [];
  const statusName = (s: RepresentativeStatus) => t(`employer.status.${s}`);

  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedFilter
          label={t("employer.reps.filter")}
          value={filter}
          onChange={setFilter}
          data={[...STATUSES.map((s) => ({ value: s, label: statusName(s) })), { value: "all", label: t("employer.reps.all") }]}
        />
        <Anchor component={Link} to="/jobs/admin/companies?page=1">
          {t("employer.reps.toCompanies")}
        </Anchor>
      </Group>
      <ActionFeedback done={done} error={error} />
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{
          loading: t("employer.reps.loading"),
          error: t("employer.reps.error"),
          empty: filter === "all" ? t("employer.reps.emptyAll") : t("employer.reps.empty", { status: statusName(filter) }),
        }}
      >
        <DataTable
          ariaLabel={t("employer.reps.tableLabel")}
          minWidth={980}
          columns={[
            t("employer.reps.columns.person"),
            t("employer.reps.columns.position"),
            t("employer.reps.columns.request"),
            t("employer.reps.columns.requested"),
            t("employer.reps.columns.status"),
            t("employer.reps.columns.note"),
            t("employer.reps.columns.actions"),
          ]}
        >
          {items.map((r) => {
            const name = personName(r.person, t);
            return (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>{r.position}</Table.Td>
                <Table.Td>
                  <RequestedCompany request={r} detailed />
                </Table.Td>
                <Table.Td>{formatDate(r.requestedAt, i18n.language)}</Table.Td>
                {/* nowrap: the table would otherwise squeeze the badge to an ellipsis ("Pend…"). */}
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Badge color={STATUS_COLOR[r.status]} variant="light" c="var(--tf-text-strong)" tt="none" style={{ overflow: "visible" }}>
                    {statusName(r.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {r.decisionNote ? (
                    <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                      {r.decisionNote}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                  {r.decidedAt && (
                    <Text size="xs" c="dimmed">
                      {t("employer.reps.decided", { date: formatDate(r.decidedAt, i18n.language) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {r.status === "PENDING" && (
                      <>
                        <Button
                          size="xs"
                          aria-label={t("employer.reps.approveFor", { name })}
                          onClick={() => setPending({ id: r.id, name, decision: "approve" })}
                        >
                          {t("employer.reps.approve")}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t("employer.reps.rejectFor", { name })}
                          onClick={() => setPending({ id: r.id, name, decision: "reject" })}
                        >
                          {t("employer.reps.reject")}
                        </Button>
                      </>
                    )}
                    {r.status === "APPROVED" && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t("employer.reps.revokeFor", { name })}
                        onClick={() => setPending({ id: r.id, name, decision: "revoke" })}
                      >
                        {t("employer.reps.revoke")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </DataTable>
        <ListPagination page={page} pageInfo={query.data?.employerRepresentatives.pageInfo} onChange={setPage} />
      </QueryListBody>

      <MoveWithNoteModal
        opened={pending != null}
        onClose={close}
        title={pending ? t(`employer.reps.title.${pending.decision}`, { name: pending.name }) : ""}
        body={pending ? t(`employer.reps.body.${pending.decision}`, { name: pending.name }) : null}
        noteLabel={t("employer.reps.note")}
        noteHint={noteRequired ? t("employer.reps.noteHintRequired") : t("employer.reps.noteHint")}
        noteMax={DECISION_NOTE_MAX}
        noteRequired={noteRequired}
        noteError={noteError}
        note={note}
        onNoteChange={(value) => {
          setNote(value);
          if (value.trim()) setNoteError(null);
        }}
        keepLabel={t("employer.reps.keep")}
        confirmLabel={pending ? t(`employer.reps.yes.${pending.decision}`) : ""}
        danger={pending?.decision !== "approve"}
        loading={approveState.loading || rejectState.loading || revokeState.loading}
        onConfirm={confirm}
      />
    </>
  );
}

export default function AdminRepresentativesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="JOB_ADMIN"
      subNav={<JobsSubNav />}
      title={t("employer.reps.pageTitle")}
      notAllowedTitle={t("employer.admin.notAllowedTitle")}
      notAllowedBody={t("employer.admin.notAllowedBody")}
    >
      <RequestsList />
    </AdminPage>
  );
}
