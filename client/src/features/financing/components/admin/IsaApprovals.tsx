/**
 * ISA orders waiting for approval, with Approve and Reject behind confirm dialogs; the list is re-read after either.
 */
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminIsaApprovalsDocument } from "../../../../__generated__/graphql";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { useOptionLabel } from "../../../../lib/optionLabels";
import { OrderDecisionTable, type OrderDecisionTexts } from "../../../enrolment";
import { useApproveIsaOrder } from "../../mutations/useApproveIsaOrder";
import { AdminSection } from "./AdminSection";

const DECISION_TEXTS: OrderDecisionTexts = {
  accept: "adminFinancing.approve",
  acceptTitle: "adminFinancing.approveTitle",
  acceptBody: "adminFinancing.approveBody",
  acceptYes: "adminFinancing.approveYes",
  accepted: "adminFinancing.approved",
  rejectTitle: "adminFinancing.rejectTitle",
  rejectBody: "adminFinancing.rejectBody",
  rejected: "adminFinancing.rejected",
  actionError: "adminFinancing.actionError",
};

export function IsaApprovals() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { data, loading, error, refetch } = useQuery(AdminIsaApprovalsDocument, { ...PARTIAL_DATA, fetchPolicy: "cache-and-network" });
  const [approve, approveState] = useApproveIsaOrder();

  return (
    <AdminSection id="isa-approvals" title={t("adminFinancing.approvalsTitle")}>
      <OrderDecisionTable
        ariaLabel={t("adminFinancing.approvalsTitle")}
        query={{ data, loading, error, refetch }}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noApprovals") }}
        orders={data?.orders.items ?? []}
        columns={[
          { label: t("adminFinancing.learner"), cell: "buyer" },
          { label: t("adminOrders.course"), cell: "course" },
          { label: t("isa.cap"), cell: "amount" },
          { label: t("isa.country"), cell: (o) => (o.country ? label("country", o.country) : "—") },
          { label: t("enrol.reference"), cell: "reference" },
          { label: t("adminOrders.created"), cell: "created" },
        ]}
        accept={(id) => approve({ variables: { id } })}
        accepting={approveState.loading}
        texts={DECISION_TEXTS}
      />
    </AdminSection>
  );
}
