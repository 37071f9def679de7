/**
 * Orders an admin decides on, shared by the orders back office (confirm a payment) and the ISA back office (approve an
 * agreement): a table of orders whose rows accept or reject the order, each behind a confirm dialog, with what the
 * last decision did above the list; the list is re-read after each. The page names its columns (the order's own cells
 * or its own, such as the status) and the words of its decision; Reject, its confirm button and Go back are the same.
 */
import type { ReactNode } from "react";
import { Anchor, Button, Group, Table } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import type { OrderDecisionTable_OrderFragment } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { QueryListBody } from "../../../ui/ListStates";
import { formatDate, formatMoney } from "../../../lib/format";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { useRejectOrder } from "../mutations/useRejectOrder";

type Order = OrderDecisionTable_OrderFragment;

const ORDER_CELLS = {
  buyer: (o: Order) => <LearnerName user={o.buyer} />,
  course: (o: Order) => (
    <Anchor component={Link} to={`/courses/${o.course.id}`} size="sm">
      {o.course.title}
    </Anchor>
  ),
  amount: (o: Order, language: string) => formatMoney(o.amount, o.currency, language),
  reference: (o: Order) => <code>{o.payment.reference}</code>,
  created: (o: Order, language: string) => formatDate(o.createdAt, language),
} satisfies Record<string, (o: Order, language: string) => ReactNode>;

/** A column before Actions: its header, and one of the order's own cells or what the page shows in it. */
export interface OrderColumn<O extends Order> {
  label: string;
  cell: keyof typeof ORDER_CELLS | ((order: O) => ReactNode);
}

/** The translation keys of a page's decision (`acceptBody`, `rejectBody`, `accepted` and `rejected` get `{{reference}}`). */
export interface OrderDecisionTexts {
  accept: ParseKeys;
  acceptTitle: ParseKeys;
  acceptBody: ParseKeys;
  acceptYes: ParseKeys;
  accepted: ParseKeys;
  rejectTitle: ParseKeys;
  rejectBody: ParseKeys;
  rejected: ParseKeys;
  actionError: ParseKeys;
}

export function OrderDecisionTable<O extends Order>({
  ariaLabel,
  query,
  messages,
  orders,
  columns,
  accept,
  accepting,
  texts,
  decidable = () => true,
  notDecidable = () => null,
  footer,
}: {
  ariaLabel: string;
  /** The list's query (`useQuery`): its states, and `refetch` to re-read it after a decision. */
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  messages: { loading: string; error: string; empty: string };
  orders: O[];
  columns: OrderColumn<O>[];
  /** Accepts the order (confirms its payment, approves its agreement). */
  accept: (id: string) => Promise<unknown>;
  accepting: boolean;
  texts: OrderDecisionTexts;
  /** Whether a row can be decided now (every row unless said); the others show `notDecidable` under Actions. */
  decidable?: (order: O) => boolean;
  notDecidable?: (order: O) => ReactNode;
  /** Under the table, inside the list (a pagination). */
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [reject, rejectState] = useRejectOrder();
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; action: "accept" | "reject"; reference: string }) => {
      if (picked.action === "accept") await accept(picked.id);
      else await reject({ variables: { id: picked.id } });
      return t(picked.action === "accept" ? texts.accepted : texts.rejected, { reference: picked.reference });
    },
    t(texts.actionError),
    query.refetch,
  );

  return (
    <>
      <ActionFeedback done={done} error={error} />
      <QueryListBody query={query} isEmpty={orders.length === 0} messages={messages}>
        <DataTable ariaLabel={ariaLabel} columns={[...columns.map((c) => c.label), t("adminOrders.actions")]}>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              {columns.map((c, i) => (
                <Table.Td key={i}>{typeof c.cell === "function" ? c.cell(o) : ORDER_CELLS[c.cell](o, i18n.language)}</Table.Td>
              ))}
              <Table.Td>
                {decidable(o) ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" onClick={() => setPending({ id: o.id, action: "accept", reference: o.payment.reference })}>
                      {t(texts.accept)}
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
                ) : (
                  notDecidable(o)
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        {footer}
      </QueryListBody>
      <ConfirmDialog
        opened={pending != null}
        title={pending?.action === "accept" ? t(texts.acceptTitle) : t(texts.rejectTitle)}
        body={pending ? t(pending.action === "accept" ? texts.acceptBody : texts.rejectBody, { reference: pending.reference }) : undefined}
        confirmLabel={pending?.action === "accept" ? t(texts.acceptYes) : t("adminOrders.rejectYes")}
        cancelLabel={t("adminOrders.keep")}
        color={pending?.action === "accept" ? "indigo" : "red"}
        loading={accepting || rejectState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </>
  );
}
