/**
 * One withdrawal request: the modules finished, the withdrawal rule's live quote (tuition and advance payments from
 * the order: the amount paid upfront, or the ISA cap and the statements paid), and apply behind a confirmation.
 */
import { useState } from "react";
import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { WithdrawalQuoteDocument, type AdminWithdrawalRequestsQuery } from "../../../../__generated__/graphql";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { LearnerName } from "../../../../ui/LearnerName";
import { formatDate, formatMoney } from "../../../../lib/format";
import { readServerError } from "../../../../lib/graphqlErrors";
import { useApplyWithdrawal } from "../../mutations/useApplyWithdrawal";

type WithdrawalOrder = AdminWithdrawalRequestsQuery["orders"]["items"][number];

export function ApplyWithdrawalForm({ order, onApplied }: { order: WithdrawalOrder; onApplied: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, order.currency, i18n.language);
  const totalModules = order.course.modules.length;
  const [completed, setCompleted] = useState<number | string>("");
  const [confirming, setConfirming] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [apply, applyState] = useApplyWithdrawal();
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
          <Badge variant="light" c="var(--tf-text-strong)">
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
