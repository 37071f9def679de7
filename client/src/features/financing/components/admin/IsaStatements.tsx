/**
 * "Compute statements now" (runIsaStatements, which also runs on a schedule) and the DUE statements of financed
 * agreements, oldest month first, each with "Confirm payment" behind a confirm dialog.
 */
import { useState } from "react";
import { Button, Group, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminIsaStatementsDocument } from "../../../../__generated__/graphql";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { DataTable } from "../../../../ui/DataTable";
import { LearnerName } from "../../../../ui/LearnerName";
import { QueryListBody } from "../../../../ui/ListStates";
import { formatMoney } from "../../../../lib/format";
import { readServerError } from "../../../../lib/graphqlErrors";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { formatMonth } from "../IsaAgreementPanel";
import { useConfirmStatementPayment } from "../../mutations/useConfirmStatementPayment";
import { useRunIsaStatements } from "../../mutations/useRunIsaStatements";
import { AdminSection } from "./AdminSection";

export function IsaStatements() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminIsaStatementsDocument, { ...PARTIAL_DATA, fetchPolicy: "cache-and-network" });
  const [runStatements, runState] = useRunIsaStatements();
  const [confirmPayment, confirmState] = useConfirmStatementPayment();
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
    <AdminSection id="isa-statements" title={t("adminFinancing.statementsTitle")}>
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
    </AdminSection>
  );
}
