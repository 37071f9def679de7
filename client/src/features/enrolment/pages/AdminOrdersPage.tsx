/**
 * /courses/admin/orders (COURSE_ADMIN): every order, paged, filtered by status (URL `?status=&page=`, default
 * PENDING_PAYMENT; `status=ALL` for every status). Pending rows have Confirm payment / Reject, each behind a confirm
 * dialog (ISA orders waiting for approval link to the financing page, where they are approved); the list is re-read after each action. Other people see a not-allowed state (the server answers FORBIDDEN).
 */
import { Anchor, Badge, Button, Group, Select, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminOrdersDocument, type OrderStatus } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { formatDate, formatMoney } from "../../../lib/format";
import { parsePage } from "../../../lib/pageParam";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { STATUS_COLOR } from "./MyLearningPage";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useConfirmOrderPayment } from "../mutations/useConfirmOrderPayment";
import { useRejectOrder } from "../mutations/useRejectOrder";
import { ORDER_PAGE_SIZE } from "@server/courses/modules/enrolment/rules/enrolment";

const STATUSES: OrderStatus[] = ["PENDING_PAYMENT", "PENDING_APPROVAL", "PAID", "FINANCED", "WITHDRAWN", "CANCELLED"];
function OrdersList() {
  const { t, i18n } = useTranslation();
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
  const [rejectOrder, rejectState] = useRejectOrder();
  const {
    pending,
    setPending,
    done,
    error: actionError,
    run,
  } = useConfirmedAction(
    async (picked: { id: string; action: "confirm" | "reject"; reference: string }) => {
      if (picked.action === "confirm") await confirmPayment({ variables: { id: picked.id } });
      else await rejectOrder({ variables: { id: picked.id } });
      return t(picked.action === "confirm" ? "adminOrders.confirmed" : "adminOrders.rejected", { reference: picked.reference });
    },
    t("adminOrders.actionError"),
    refetch,
  );

  const setFilter = (value: string | null) => setParams({ status: value ?? "PENDING_PAYMENT", page: "1" });
  const setPage = (p: number) => setParams({ status: rawStatus ?? "PENDING_PAYMENT", page: String(p) });

  const items = data?.orders.items ?? [];
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
      <ActionFeedback done={done} error={actionError} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("adminOrders.loading"), error: t("adminOrders.error"), empty: t("adminOrders.empty") }}
      >
        <DataTable
          ariaLabel={t("adminOrders.tableLabel")}
          columns={[
            t("adminOrders.buyer"),
            t("adminOrders.course"),
            t("adminOrders.amount"),
            t("enrol.reference"),
            t("adminOrders.created"),
            t("adminOrders.statusColumn"),
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
              <Table.Td>
                <code>{o.payment.reference}</code>
              </Table.Td>
              <Table.Td>{formatDate(o.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[o.status]} variant="light" c="dark.7">
                  {t(`orderStatus.${o.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {o.status === "PENDING_PAYMENT" ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" onClick={() => setPending({ id: o.id, action: "confirm", reference: o.payment.reference })}>
                      {t("adminOrders.confirm")}
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
                ) : o.status === "PENDING_APPROVAL" ? (
                  <Anchor component={Link} to="/courses/admin/financing" size="sm">
                    {t("adminOrders.reviewIsa")}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} totalPages={data?.orders.pageInfo.totalPages ?? 1} onChange={setPage} />
      </QueryListBody>
      <ConfirmDialog
        opened={pending != null}
        title={pending?.action === "confirm" ? t("adminOrders.confirmTitle") : t("adminOrders.rejectTitle")}
        body={
          pending
            ? t(pending.action === "confirm" ? "adminOrders.confirmBody" : "adminOrders.rejectBody", { reference: pending.reference })
            : undefined
        }
        confirmLabel={pending?.action === "confirm" ? t("adminOrders.confirmYes") : t("adminOrders.rejectYes")}
        cancelLabel={t("adminOrders.keep")}
        color={pending?.action === "confirm" ? "indigo" : "red"}
        loading={confirmState.loading || rejectState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
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
