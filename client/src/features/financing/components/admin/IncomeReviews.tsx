/**
 * Income reports to review, oldest first and paged: Accept behind a confirm dialog, or Reject with a required note.
 */
import { useState } from "react";
import { Anchor, Button, Group, Modal, Stack, Table, Text, Textarea } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { INCOME_REPORT_PAGE_SIZE, INCOME_REVIEW_NOTE_MAX } from "@server/courses/modules/financing/rules/income-reports";
import { AdminIncomeReportsDocument } from "../../../../__generated__/graphql";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { DataTable } from "../../../../ui/DataTable";
import { LearnerName } from "../../../../ui/LearnerName";
import { ListPagination } from "../../../../ui/ListPagination";
import { QueryListBody } from "../../../../ui/ListStates";
import { formatDate, formatMoney } from "../../../../lib/format";
import { readServerError } from "../../../../lib/graphqlErrors";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { useReviewIncomeReport } from "../../mutations/useReviewIncomeReport";
import { AdminSection } from "./AdminSection";

export function IncomeReviews() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminIncomeReportsDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: INCOME_REPORT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [review, reviewState] = useReviewIncomeReport();
  const [accepting, setAccepting] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const decide = async (id: string, decision: "ACCEPT" | "REJECT") => {
    setDone(null);
    setActionError(null);
    setNoteError(null);
    if (decision === "REJECT" && !note.trim()) {
      setNoteError(t("adminFinancing.noteRequired"));
      return;
    }
    try {
      await review({ variables: { id, decision, note: note.trim() || null } });
      setDone(t(decision === "ACCEPT" ? "adminFinancing.reportAccepted" : "adminFinancing.reportRejected"));
      setAccepting(null);
      setRejecting(null);
      setNote("");
    } catch (e) {
      const err = readServerError(e);
      if (err.fields.note) {
        setNoteError(err.fields.note);
        return;
      }
      setActionError(err.message || t("adminFinancing.actionError"));
      setAccepting(null);
      setRejecting(null);
    }
    await refetch();
  };

  const items = data?.incomeReports.items ?? [];
  return (
    <AdminSection id="income-reviews" title={t("adminFinancing.reportsTitle")}>
      <ActionFeedback done={done} error={actionError} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noReports") }}
      >
        <DataTable
          ariaLabel={t("adminFinancing.reportsTitle")}
          minWidth={860}
          columns={[
            t("adminFinancing.learner"),
            t("adminOrders.course"),
            t("adminFinancing.employed"),
            t("isa.salary"),
            t("isa.kindLabel"),
            t("adminFinancing.submitted"),
            t("adminOrders.actions"),
          ]}
        >
          {items.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <LearnerName user={r.learner} />
              </Table.Td>
              <Table.Td>
                {r.order.course.title}
                <Text size="xs" c="dimmed">
                  <code>{r.order.payment.reference}</code>
                </Text>
              </Table.Td>
              <Table.Td>{r.employed ? t("isa.employedYes") : t("isa.employedNo")}</Table.Td>
              <Table.Td>{formatMoney(r.monthlySalary, r.order.currency, i18n.language)}</Table.Td>
              <Table.Td>
                {r.documentKind ? t(`isa.documentKinds.${r.documentKind}`) : "—"}
                {r.documentUrl && (
                  <Text size="xs">
                    <Anchor href={r.documentUrl} target="_blank" rel="noopener noreferrer">
                      {t("isa.openDocument", { name: r.documentName ?? t("adminFinancing.document") })}
                    </Anchor>
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(r.submittedAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => setAccepting(r.id)}>
                    {t("adminFinancing.accept")}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => {
                      setNote("");
                      setNoteError(null);
                      setRejecting(r.id);
                    }}
                  >
                    {t("adminOrders.reject")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} pageInfo={data?.incomeReports.pageInfo} onChange={setPage} />
      </QueryListBody>
      <ConfirmDialog
        opened={accepting != null}
        title={t("adminFinancing.acceptTitle")}
        body={t("adminFinancing.acceptBody")}
        confirmLabel={t("adminFinancing.acceptYes")}
        cancelLabel={t("adminOrders.keep")}
        color="indigo"
        loading={reviewState.loading}
        onConfirm={() => accepting && void decide(accepting, "ACCEPT")}
        onClose={() => setAccepting(null)}
      />
      <Modal
        opened={rejecting != null}
        onClose={() => setRejecting(null)}
        title={t("adminFinancing.rejectReportTitle")}
        centered
        closeButtonProps={{ "aria-label": t("adminOrders.keep") }}
      >
        <Stack gap="sm">
          <Textarea
            label={t("adminFinancing.note")}
            description={t("adminFinancing.noteHint")}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={INCOME_REVIEW_NOTE_MAX}
            required
            autosize
            minRows={2}
            error={noteError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)} disabled={reviewState.loading}>
              {t("adminOrders.keep")}
            </Button>
            <Button color="red" loading={reviewState.loading} onClick={() => rejecting && void decide(rejecting, "REJECT")}>
              {t("adminFinancing.rejectReportYes")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminSection>
  );
}
