/**
 * Withdrawing from a paid or financed course (SPEC §1): the rule explained (pro-rata tuition between module 1 and the
 * end of module 5, advance payments refunded; the full tuition after module 5), a "Request withdrawal" action with an
 * optional reason behind a dialog, and once requested or applied, its state and outcome.
 */
import { useState } from "react";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { WITHDRAWAL_REASON_MAX } from "@server/courses/modules/financing/rules/withdrawal";
import type { WithdrawalSection_WithdrawalFragment } from "../../../__generated__/graphql";
import { formatDate, formatMoney } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useRequestWithdrawal } from "../mutations/useRequestWithdrawal";

/** Where a withdrawal stands and what the rule settled, in words. */
export function WithdrawalOutcome({ withdrawal, currency }: { withdrawal: WithdrawalSection_WithdrawalFragment; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (n: number | null | undefined) => formatMoney(n ?? 0, currency, i18n.language);
  return (
    <Alert
      color={withdrawal.appliedAt ? "gray" : "yellow"}
      variant="light"
      title={withdrawal.appliedAt ? t("withdrawal.appliedTitle") : t("withdrawal.requestedTitle")}
    >
      <Stack gap={2}>
        {withdrawal.requestedAt && (
          <Text size="sm">{t("withdrawal.requestedOn", { date: formatDate(withdrawal.requestedAt, i18n.language) })}</Text>
        )}
        {withdrawal.reason && <Text size="sm">{t("withdrawal.reasonShown", { reason: withdrawal.reason })}</Text>}
        {withdrawal.appliedAt ? (
          <>
            <Text size="sm">{t("withdrawal.appliedOn", { date: formatDate(withdrawal.appliedAt, i18n.language) })}</Text>
            <Text size="sm">
              {t("withdrawal.modules", { completed: withdrawal.completedModules ?? 0, total: withdrawal.totalModules ?? 0 })}
            </Text>
            {withdrawal.rule && <Text size="sm">{t(`withdrawal.rules.${withdrawal.rule}`, { defaultValue: withdrawal.rule })}</Text>}
            <Text size="sm">
              {t("withdrawal.outcome", {
                tuition: money(withdrawal.tuition),
                paid: money(withdrawal.paidInAdvance),
                owed: money(withdrawal.owed),
                refund: money(withdrawal.refund),
              })}
            </Text>
          </>
        ) : (
          <Text size="sm">{t("withdrawal.waiting")}</Text>
        )}
      </Stack>
    </Alert>
  );
}

export function RequestWithdrawal({ orderId, courseTitle }: { orderId: string; courseTitle: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [request, { loading }] = useRequestWithdrawal();

  const close = () => {
    setOpened(false);
    setError(null);
    setFieldError(null);
  };

  const confirm = async () => {
    setError(null);
    setFieldError(null);
    try {
      await request({ variables: { orderId, reason: reason.trim() || null } });
      setReason("");
      setOpened(false);
    } catch (e) {
      const err = readServerError(e);
      if (err.fields.reason) setFieldError(err.fields.reason);
      else setError(err.message || t("withdrawal.error"));
    }
  };

  return (
    <>
      <Group>
        <Button variant="light" color="red" size="xs" onClick={() => setOpened(true)}>
          {t("withdrawal.request")}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={close}
        title={t("withdrawal.dialogTitle", { course: courseTitle })}
        centered
        closeButtonProps={{ "aria-label": t("withdrawal.keep") }}
      >
        <Stack gap="sm">
          <Text size="sm">{t("withdrawal.ruleExplained")}</Text>
          <Text size="sm">{t("withdrawal.afterRequest")}</Text>
          <Textarea
            label={t("withdrawal.reason")}
            description={t("withdrawal.reasonHint")}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={WITHDRAWAL_REASON_MAX}
            autosize
            minRows={2}
            error={fieldError}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={loading}>
              {t("withdrawal.keep")}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={loading}>
              {t("withdrawal.confirm")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
