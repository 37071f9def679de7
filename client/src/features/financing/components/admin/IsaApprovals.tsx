/**
 * ISA orders waiting for approval, with Approve and Reject behind confirm dialogs; the list is re-read after either.
 */
import { Anchor, Button, Group, Table } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminIsaApprovalsDocument } from "../../../../__generated__/graphql";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { DataTable } from "../../../../ui/DataTable";
import { LearnerName } from "../../../../ui/LearnerName";
import { QueryListBody } from "../../../../ui/ListStates";
import { formatDate, formatMoney } from "../../../../lib/format";
import { useConfirmedAction } from "../../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { useRejectOrder } from "../../../enrolment";
import { useApproveIsaOrder } from "../../mutations/useApproveIsaOrder";
import { AdminSection } from "./AdminSection";

export function IsaApprovals() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminIsaApprovalsDocument, { ...PARTIAL_DATA, fetchPolicy: "cache-and-network" });
  const [approve, approveState] = useApproveIsaOrder();
  const [reject, rejectState] = useRejectOrder();
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
    <AdminSection id="isa-approvals" title={t("adminFinancing.approvalsTitle")}>
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
    </AdminSection>
  );
}
