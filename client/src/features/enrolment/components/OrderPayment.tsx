/** How to pay a pending order: provider, the reference to quote and the steps, from the server. */
import { Code, Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OrderPayment_OrderFragment } from "../../../__generated__/graphql";
import { formatMoney } from "../../../lib/format";

export function OrderPayment({ order }: { order: OrderPayment_OrderFragment }) {
  const { t, i18n } = useTranslation();
  const { provider, reference, steps } = order.payment;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("enrol.provider")}
        </Text>
        <Text size="sm">{t(`enrol.providers.${provider}`, { defaultValue: provider })}</Text>
      </Group>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("enrol.amountToPay")}
        </Text>
        <Text size="sm">{formatMoney(order.amount, order.currency, i18n.language)}</Text>
      </Group>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t("enrol.reference")}
        </Text>
        <Code fz="sm">{reference}</Code>
      </Group>
      <List type="ordered" size="sm" spacing={4}>
        {steps.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
