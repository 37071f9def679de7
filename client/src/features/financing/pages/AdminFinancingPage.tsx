/**
 * /courses/admin/financing (COURSE_ADMIN): the ISA back office (SPEC §1). ISA orders waiting for approval (Approve /
 * Reject behind confirm dialogs); income reports to review, oldest first and paged (Accept, or Reject with a required
 * note); "Compute statements now" (runIsaStatements, which also runs on a schedule); DUE statements of financed
 * agreements with "Confirm payment"; and withdrawal requests, applied with the modules finished after a live quote of
 * the withdrawal rule (tuition and advance payments from the order: the amount paid upfront, or the ISA cap and the
 * statements paid). Other people see the not-allowed state, like the orders page (the server answers FORBIDDEN).
 */
import { useState, type ReactNode } from "react";
import { Alert, Anchor, Badge, Button, Group, Modal, NumberInput, Paper, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminIncomeReportsDocument,
  AdminIsaApprovalsDocument,
  AdminIsaStatementsDocument,
  AdminWithdrawalRequestsDocument,
  ApplyWithdrawalDocument,
  ApproveIsaOrderDocument,
  ConfirmStatementPaymentDocument,
  RejectOrderDocument,
  ReviewIncomeReportDocument,
  RunIsaStatementsDocument,
  WithdrawalQuoteDocument,
  type AdminWithdrawalRequestsQuery,
} from "../../../__generated__/graphql";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { formatMonth } from "../components/IsaAgreementPanel";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { formatDate, formatMoney } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../lib/partialData";

const REPORTS_PAGE_SIZE = 10;

/** A short learner id, the full one on hover (ids are UUIDs). */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

function Approvals() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminIsaApprovalsDocument, { ...PARTIAL_DATA, fetchPolicy: "cache-and-network" });
  const [approve, approveState] = useMutation(ApproveIsaOrderDocument);
  const [reject, rejectState] = useMutation(RejectOrderDocument);
  const {
    pending,
    setPending,
    done,
    error: actionError,
    run,
  } = useConfirmedAction(
    async (picked: { id: string; action: "approve" | "reject"; reference: string }) => {
      if (picked.action === "approve") await approve({ variables: { id: picked.id } });
      else await reject({ variables: { id: picked.id } });
      return t(picked.action === "approve" ? "adminFinancing.approved" : "adminFinancing.rejected", { reference: picked.reference });
    },
    t("adminFinancing.actionError"),
    refetch,
  );

  const items = data?.orders.items ?? [];
  return (
    <Section id="isa-approvals" title={t("adminFinancing.approvalsTitle")}>
      <ActionFeedback done={done} error={actionError} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noApprovals") }}
      >
        <DataTable
          ariaLabel={t("adminFinancing.approvalsTitle")}
          columns={[
            t("adminFinancing.learner"),
            t("adminOrders.course"),
            t("isa.cap"),
            t("isa.country"),
            t("enrol.reference"),
            t("adminOrders.created"),
            t("adminOrders.actions"),
          ]}
        >
          {items.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <LearnerName user={o.buyer} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/courses/${o.course.id}`} size="sm">
                  {o.course.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatMoney(o.amount, o.currency, i18n.language)}</Table.Td>
              <Table.Td>{o.country ?? "—"}</Table.Td>
              <Table.Td>
                <code>{o.payment.reference}</code>
              </Table.Td>
              <Table.Td>{formatDate(o.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => setPending({ id: o.id, action: "approve", reference: o.payment.reference })}>
                    {t("adminFinancing.approve")}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setPending({ id: o.id, action: "reject", reference: o.payment.reference })}
                  >
                    {t("adminOrders.reject")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </QueryListBody>
      <ConfirmDialog
        opened={pending != null}
        title={pending?.action === "approve" ? t("adminFinancing.approveTitle") : t("adminFinancing.rejectTitle")}
        body={
          pending
            ? t(pending.action === "approve" ? "adminFinancing.approveBody" : "adminFinancing.rejectBody", { reference: pending.reference })
            : undefined
        }
        confirmLabel={pending?.action === "approve" ? t("adminFinancing.approveYes") : t("adminOrders.rejectYes")}
        cancelLabel={t("adminOrders.keep")}
        color={pending?.action === "approve" ? "indigo" : "red"}
        loading={approveState.loading || rejectState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </Section>
  );
}

function IncomeReviews() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminIncomeReportsDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: REPORTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [review, reviewState] = useMutation(ReviewIncomeReportDocument);
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
    <Section id="income-reviews" title={t("adminFinancing.reportsTitle")}>
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
        <ListPagination page={page} totalPages={data?.incomeReports.pageInfo.totalPages ?? 1} onChange={setPage} />
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
            maxLength={500}
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
    </Section>
  );
}

function Statements() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminIsaStatementsDocument, { ...PARTIAL_DATA, fetchPolicy: "cache-and-network" });
  const [runStatements, runState] = useMutation(RunIsaStatementsDocument);
  const [confirmPayment, confirmState] = useMutation(ConfirmStatementPaymentDocument);
  const [confirming, setConfirming] = useState<{ id: string; reference: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const compute = async () => {
    setDone(null);
    setActionError(null);
    try {
      const result = await runStatements();
      setDone(t("adminFinancing.computed", { count: result.data?.runIsaStatements ?? 0 }));
    } catch (e) {
      setActionError(readServerError(e).message || t("adminFinancing.actionError"));
    }
    await refetch();
  };

  const confirm = async () => {
    if (!confirming) return;
    setDone(null);
    setActionError(null);
    try {
      await confirmPayment({ variables: { id: confirming.id } });
      setDone(t("adminFinancing.statementPaid", { reference: confirming.reference }));
    } catch (e) {
      setActionError(readServerError(e).message || t("adminFinancing.actionError"));
    }
    setConfirming(null);
    await refetch();
  };

  const due = (data?.orders.items ?? [])
    .flatMap((o) => (o.isaAgreement?.statements ?? []).filter((s) => s.status === "DUE").map((s) => ({ s, o })))
    .sort((a, b) => a.s.month.localeCompare(b.s.month));
  return (
    <Section id="isa-statements" title={t("adminFinancing.statementsTitle")}>
      <Text size="sm">{t("adminFinancing.statementsHint")}</Text>
      <Group>
        <Button onClick={() => void compute()} loading={runState.loading}>
          {t("adminFinancing.compute")}
        </Button>
      </Group>
      <ActionFeedback done={done} error={actionError} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={due.length === 0}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noDue") }}
      >
        <DataTable
          ariaLabel={t("adminFinancing.dueLabel")}
          columns={[
            t("adminFinancing.learner"),
            t("adminOrders.course"),
            t("isa.month"),
            t("isa.rule"),
            t("isa.amount"),
            t("enrol.reference"),
            t("adminOrders.actions"),
          ]}
        >
          {due.map(({ s, o }) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <LearnerName user={o.buyer} />
              </Table.Td>
              <Table.Td>{o.course.title}</Table.Td>
              <Table.Td>{formatMonth(s.month, i18n.language)}</Table.Td>
              <Table.Td>{t(`isa.rules.${s.rule}`)}</Table.Td>
              <Table.Td>{formatMoney(s.amount, o.currency, i18n.language)}</Table.Td>
              <Table.Td>
                <code>{s.reference}</code>
              </Table.Td>
              <Table.Td>
                <Button size="xs" onClick={() => setConfirming({ id: s.id, reference: s.reference })}>
                  {t("adminOrders.confirm")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </QueryListBody>
      <ConfirmDialog
        opened={confirming != null}
        title={t("adminFinancing.statementConfirmTitle")}
        body={confirming ? t("adminFinancing.statementConfirmBody", { reference: confirming.reference }) : undefined}
        confirmLabel={t("adminOrders.confirmYes")}
        cancelLabel={t("adminOrders.keep")}
        color="indigo"
        loading={confirmState.loading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </Section>
  );
}

type WithdrawalOrder = AdminWithdrawalRequestsQuery["orders"]["items"][number];

/** Modules finished → the rule's live quote → apply (behind a confirmation). */
function ApplyWithdrawalForm({ order, onApplied }: { order: WithdrawalOrder; onApplied: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, order.currency, i18n.language);
  const totalModules = order.course.modules.length;
  const [completed, setCompleted] = useState<number | string>("");
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [apply, applyState] = useMutation(ApplyWithdrawalDocument);
  // Tuition and advance payments as the server will take them: the upfront amount, or the ISA cap and statements paid.
  const tuition = order.isaAgreement ? order.isaAgreement.cap : order.amount;
  const paidInAdvance = order.isaAgreement ? order.isaAgreement.totalPaid : order.amount;
  const modules =
    typeof completed === "number" && Number.isInteger(completed) && completed >= 0 && completed <= totalModules ? completed : null;
  const quote = useQuery(WithdrawalQuoteDocument, {
    variables: { tuition, paidInAdvance, completedModules: modules ?? 0, totalModules },
    skip: modules == null || totalModules < 1,
  });
  const id = `withdraw-${order.id}`;

  const run = async () => {
    if (modules == null) return;
    setError(null);
    try {
      await apply({ variables: { input: { orderId: order.id, completedModules: modules } } });
      setConfirming(false);
      onApplied(t("adminFinancing.withdrawalApplied", { reference: order.payment.reference }));
    } catch (e) {
      const err = readServerError(e);
      setConfirming(false);
      if (err.fields.completedModules) setFieldError(err.fields.completedModules);
      else setError(err.message || t("adminFinancing.actionError"));
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={id}>
            {order.course.title} · <code>{order.payment.reference}</code>
          </Title>
          <Badge variant="light" c="dark.7">
            {t(`orderStatus.${order.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t("adminFinancing.learner")}: <LearnerName user={order.buyer} />
          {order.withdrawal?.requestedAt &&
            ` · ${t("withdrawal.requestedOn", { date: formatDate(order.withdrawal.requestedAt, i18n.language) })}`}
        </Text>
        {order.withdrawal?.reason && <Text size="sm">{t("withdrawal.reasonShown", { reason: order.withdrawal.reason })}</Text>}
        <Text size="sm">{t("adminFinancing.tuitionPaid", { tuition: money(tuition), paid: money(paidInAdvance) })}</Text>
        <NumberInput
          label={t("adminFinancing.completedModules", { total: totalModules })}
          value={completed}
          onChange={(v) => {
            setCompleted(v);
            setFieldError(null);
          }}
          min={0}
          max={totalModules}
          allowDecimal={false}
          required
          maw={260}
          error={fieldError}
        />
        {quote.data && modules != null && (
          <Text size="sm" role="status">
            {t("adminFinancing.quote", {
              rule: t(`withdrawal.rules.${quote.data.withdrawalQuote.rule}`, { defaultValue: quote.data.withdrawalQuote.rule }),
              owed: money(quote.data.withdrawalQuote.owed),
              refund: money(quote.data.withdrawalQuote.refund),
            })}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button size="xs" color="red" disabled={modules == null} onClick={() => setConfirming(true)}>
            {t("adminFinancing.applyWithdrawal")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("adminFinancing.applyTitle")}
        body={t("adminFinancing.applyBody", { reference: order.payment.reference })}
        confirmLabel={t("adminFinancing.applyYes")}
        cancelLabel={t("adminOrders.keep")}
        loading={applyState.loading}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

function Withdrawals() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminWithdrawalRequestsDocument, {
    ...PARTIAL_DATA,
    fetchPolicy: "cache-and-network",
  });
  const [done, setDone] = useState<string | null>(null);
  const items = data?.orders.items ?? [];
  return (
    <Section id="withdrawal-requests" title={t("adminFinancing.withdrawalsTitle")}>
      <Text size="sm">{t("withdrawal.ruleExplained")}</Text>
      <ActionFeedback done={done} error={null} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noWithdrawals") }}
      >
        <Stack component="ul" className="plain-list" gap="sm">
          {items.map((o) => (
            <ApplyWithdrawalForm
              key={o.id}
              order={o}
              onApplied={(message) => {
                setDone(message);
                void refetch();
              }}
            />
          ))}
        </Stack>
      </QueryListBody>
    </Section>
  );
}

export default function AdminFinancingPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("adminFinancing.title")}
      notAllowedTitle={t("adminOrders.notAllowedTitle")}
      notAllowedBody={t("adminFinancing.notAllowedBody")}
      gap="xl"
    >
      <Approvals />
      <IncomeReviews />
      <Statements />
      <Withdrawals />
    </CourseAdminPage>
  );
}
