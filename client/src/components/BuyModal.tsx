/**
 * The Buy flow for a direct enrolment option: list price, the 20% upfront discount, amount and currency, access days,
 * a country when the option is limited to some regions, then "Place order". On success the payment instructions
 * (bank transfer, reference, steps) and a link to My learning. CONFLICT (access or a pending order already) and
 * BAD_USER_INPUT (extensions.fields.country) are shown in the dialog.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BuyCountriesDocument, PlaceOrderDocument, type EnrolmentOptionCard_OptionFragment, type PlaceOrderMutation } from "../__generated__/graphql";
import { readServerError, type ServerError } from "../lib/graphqlErrors";
import { formatMoney } from "../lib/format";
import { OrderPayment } from "./OrderPayment";

export const UPFRONT_DISCOUNT = 0.2;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

export function BuyModal({
  option,
  courseId,
  courseTitle,
  opened,
  onClose,
}: {
  option: EnrolmentOptionCard_OptionFragment;
  courseId: string;
  courseTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const limited = option.limitedRegions.length > 0;
  const countries = useQuery(BuyCountriesDocument, { skip: !opened || !limited });
  const [placeOrder, { loading }] = useMutation(PlaceOrderDocument);
  const [country, setCountry] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const [error, setError] = useState<ServerError | null>(null);
  const [order, setOrder] = useState<PlaceOrderMutation["placeOrder"] | null>(null);

  const money = (n: number) => formatMoney(n, option.currency, i18n.language);
  const discount = Math.round(option.fee * UPFRONT_DISCOUNT * 100) / 100;
  const amount = Math.round((option.fee - discount) * 100) / 100;

  const close = () => {
    onClose();
    setError(null);
    setCountryError(null);
    setOrder(null);
  };

  const submit = async () => {
    setError(null);
    setCountryError(null);
    if (limited && !country) {
      setCountryError(t("enrol.countryRequired"));
      return;
    }
    try {
      const result = await placeOrder({
        variables: { input: { optionId: option.id, courseId, paymentPlan: "UPFRONT", ...(limited && country ? { country } : {}) } },
      });
      if (result.data) setOrder(result.data.placeOrder);
    } catch (e) {
      const err = readServerError(e);
      if (err.code === "BAD_USER_INPUT" && err.fields.country) setCountryError(err.fields.country);
      else setError(err);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={order ? t("enrol.placedTitle") : t("enrol.buyTitle", { course: courseTitle })} centered size="md" closeButtonProps={{ "aria-label": t("enrol.closeDialog") }}>
      {order ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {t("enrol.placedBody")}
          </Alert>
          <OrderPayment order={order} />
          <Group justify="space-between">
            <Anchor component={Link} to="/courses/my-learning" onClick={close}>
              {t("enrol.goToMyLearning")}
            </Anchor>
            <Button variant="default" onClick={close}>
              {t("enrol.close")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {option.title}
          </Text>
          <Row label={t("enrol.listPrice")} value={money(option.fee)} />
          <Row label={t("enrol.upfrontDiscount")} value={`− ${money(discount)}`} />
          <Row label={t("enrol.amount", { currency: option.currency })} value={money(amount)} strong />
          {option.accessDays != null && <Text size="sm">{t("enrol.accessDays", { count: option.accessDays })}</Text>}
          {limited && (
            <Select
              label={t("enrol.country")}
              description={t("enrol.countryHint", { regions: option.limitedRegions.join(", ") })}
              data={countries.data?.profileOptions.countries ?? option.limitedRegions}
              value={country}
              onChange={setCountry}
              searchable
              required
              error={countryError}
            />
          )}
          {error && (
            <Alert color={error.code === "CONFLICT" ? "yellow" : "red"} title={error.code === "CONFLICT" ? t("enrol.conflictTitle") : t("enrol.errorTitle")} role="alert">
              <Stack gap={4}>
                <Text size="sm">{error.code === "CONFLICT" ? t("enrol.conflictBody") : error.message || t("enrol.error")}</Text>
                {error.code === "CONFLICT" && (
                  <Anchor component={Link} to="/courses/my-learning" size="sm" onClick={close}>
                    {t("enrol.goToMyLearning")}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t("enrol.cancel")}
            </Button>
            <Button onClick={() => void submit()} loading={loading}>
              {t("enrol.placeOrder")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
