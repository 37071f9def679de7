/**
 * /courses/admin/orders (COURSE_ADMIN): every order, paged, filtered by status (URL `?status=&page=`, default
 * PENDING_PAYMENT; `status=ALL` for every status). Pending rows have Confirm payment / Reject, each behind a confirm
 * dialog (ISA orders waiting for approval link to the financing page, where they are approved); the list is re-read after each action. Other people see a not-allowed state (the server answers FORBIDDEN).
 */
import { Anchor, Badge, Select, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminOrdersDocument, type OrderStatus } from "../../../__generated__/graphql";
import { CourseAdminPage } from "../../catalogue";
import { ListPagination } from "../../../ui/ListPagination";
import { parsePage } from "../../../lib/pageParam";
import { STATUS_COLOR } from "./MyLearningPage";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { OrderDecisionTable, type OrderDecisionTexts } from "../components/OrderDecisionTable";
import { useConfirmOrderPayment } from "../mutations/useConfirmOrderPayment";
import { ORDER_PAGE_SIZE } from "@server/courses/modules/enrolment/rules/enrolment";

const STATUSES: OrderStatus[] = ["PENDING_PAYMENT", "PENDING_APPROVAL", "PAID", "FINANCED", "WITHDRAWN", "CANCELLED"];
const DECISION_TEXTS: OrderDecisionTexts = {
  accept: "adminOrders.confirm",
  acceptTitle: "adminOrders.confirmTitle",
  acceptBody: "adminOrders.confirmBody",
  acceptYes: "adminOrders.confirmYes",
  accepted: "adminOrders.confirmed",
  rejectTitle: "adminOrders.rejectTitle",
  rejectBody: "adminOrders.rejectBody",
  rejected: "adminOrders.rejected",
  actionError: "adminOrders.actionError",
};

function OrdersList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const status: OrderStatus | null =
    rawStatus === "ALL" ? null : STATUSES.includes(rawStatus as OrderStatus) ? (rawStatus as OrderStatus) : "PENDING_PAYMENT";
  const page = parsePage(params.get("page"));
  const { data, loading, error, refetch } = useQuery(AdminOrdersDocument, {
    ...PARTIAL_DATA,
    variables: { status, page, pageSize: ORDER_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [confirmPayment, confirmState] = useConfirmOrderPayment();

  const setFilter = (value: string | null) => setParams({ status: value ?? "PENDING_PAYMENT", page: "1" });
  const setPage = (p: number) => setParams({ status: rawStatus ?? "PENDING_PAYMENT", page: String(p) });

  return (
    <>
      <Select
        label={t("adminOrders.status")}
        data={[...STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) })), { value: "ALL", label: t("adminOrders.all") }]}
        value={status ?? "ALL"}
        onChange={setFilter}
        allowDeselect={false}
        maw={280}
      />
      <OrderDecisionTable
        ariaLabel={t("adminOrders.tableLabel")}
        query={{ data, loading, error, refetch }}
        messages={{ loading: t("adminOrders.loading"), error: t("adminOrders.error"), empty: t("adminOrders.empty") }}
        orders={data?.orders.items ?? []}
        columns={[
          { label: t("adminOrders.buyer"), cell: "buyer" },
          { label: t("adminOrders.course"), cell: "course" },
          { label: t("adminOrders.amount"), cell: "amount" },
          { label: t("enrol.reference"), cell: "reference" },
          { label: t("adminOrders.created"), cell: "created" },
          {
            label: t("adminOrders.statusColumn"),
            cell: (o) => (
              <Badge color={STATUS_COLOR[o.status]} variant="light" c="var(--tf-text-strong)">
                {t(`orderStatus.${o.status}`)}
              </Badge>
            ),
          },
        ]}
        accept={(id) => confirmPayment({ variables: { id } })}
        accepting={confirmState.loading}
        texts={DECISION_TEXTS}
        decidable={(o) => o.status === "PENDING_PAYMENT"}
        notDecidable={(o) =>
          o.status === "PENDING_APPROVAL" ? (
            <Anchor component={Link} to="/courses/admin/financing" size="sm">
              {t("adminOrders.reviewIsa")}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          )
        }
        footer={<ListPagination page={page} pageInfo={data?.orders.pageInfo} onChange={setPage} />}
      />
    </>
  );
}

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("adminOrders.title")}
      notAllowedTitle={t("adminOrders.notAllowedTitle")}
      notAllowedBody={t("adminOrders.notAllowedBody")}
    >
      <OrdersList />
    </CourseAdminPage>
  );
}
