/**
 * The Buy flow for a direct enrolment option: list price, the 20% upfront discount, amount and currency, access days,
 * a country when the option is limited to some regions, then "Place order". On success the payment instructions
 * (bank transfer, reference, steps) and a link to My learning. CONFLICT (access or a pending order already) and
 * BAD_USER_INPUT (extensions.fields.country / acceptIsaTerms / paymentPlan) are shown in the dialog, on their fields.
 *
 * When the option accepts the ISA plan (`paymentPlans`), the learner chooses Upfront or Income share agreement. The ISA
 * needs a country of residence among `isaCountries` (explained when the chosen one is not) and the terms accepted; its
 * order waits for the course team's approval (PENDING_APPROVAL) instead of a payment.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Paper, Radio, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  BuyCountriesDocument,
  BuyPlansDocument,
  type EnrolmentOptionCard_OptionFragment,
  type PaymentPlan,
  type PlaceOrderMutation,
} from "../../../__generated__/graphql";
import { readServerError, type ServerError } from "../../../lib/graphqlErrors";
import { formatMoney } from "../../../lib/format";
import { useOptionData, useOptionLabel } from "../../../lib/optionLabels";
import { OrderPayment } from "./OrderPayment";
import { usePlaceOrder } from "../mutations/usePlaceOrder";
import { orderPricing } from "@server/courses/modules/enrolment/rules/enrolment";
import { toCents, toUsd } from "@server/courses/modules/financing/rules/money";

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

/** What the income-share agreement means, in the SPEC's terms (§1), with a link to the calculator. */
function IsaTerms({ cap, money, onNavigate }: { cap: number; money: (n: number) => string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" aria-labelledby="isa-terms-title">
      <Text size="sm" fw={600} id="isa-terms-title" mb={4}>
        {t("isa.termsTitle")}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t("isa.termNothingUpfront")}</List.Item>
        <List.Item>{t("isa.termShare")}</List.Item>
        <List.Item>{t("isa.termCap", { cap: money(cap) })}</List.Item>
        <List.Item>{t("isa.termMonths")}</List.Item>
        <List.Item>{t("isa.termNoInterest")}</List.Item>
      </List>
      <Anchor component={Link} to="/courses/financing" size="sm" onClick={onNavigate}>
        {t("isa.calculatorLink")}
      </Anchor>
    </Paper>
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
  const label = useOptionLabel();
  const optionData = useOptionData();
  const plans = useQuery(BuyPlansDocument, { variables: { optionId: option.id }, skip: !opened });
  const isaOffered = plans.data?.enrolmentOption?.paymentPlans.includes("ISA") ?? false;
  const isaCountries = plans.data?.isaCountries ?? [];
  const [plan, setPlan] = useState<PaymentPlan>("UPFRONT");
  const isa = isaOffered && plan === "ISA";
  const limited = option.limitedRegions.length > 0;
  const needsCountry = limited || isa;
  const countries = useQuery(BuyCountriesDocument, { skip: !opened || !(limited || isaOffered) });
  const [placeOrder, { loading }] = usePlaceOrder();
  const [country, setCountry] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<ServerError | null>(null);
  const [order, setOrder] = useState<PlaceOrderMutation["placeOrder"] | null>(null);

  const money = (n: number) => formatMoney(n, option.currency, i18n.language);
  // The order's own pricing rule, in whole cents, so the modal shows what the order will charge.
  const pricing = orderPricing(toCents(option.fee), "UPFRONT");
  const discount = toUsd(pricing.discountCents);
  const amount = toUsd(pricing.amountCents);
  const countryNames = (list: readonly string[]) => list.map((c) => label("country", c)).join(", ");
  const countryNotEligible = isa && country != null && isaCountries.length > 0 && !isaCountries.includes(country);

  const close = () => {
    onClose();
    setError(null);
    setFieldErrors({});
    setOrder(null);
    setAccepted(false);
  };

  const submit = async () => {
    setError(null);
    const fields: Record<string, string> = {};
    if (needsCountry && !country) fields.country = t("enrol.countryRequired");
    else if (countryNotEligible) fields.country = t("isa.countryNotEligible", { countries: countryNames(isaCountries) });
    if (isa && !accepted) fields.acceptIsaTerms = t("isa.acceptRequired");
    setFieldErrors(fields);
    if (Object.keys(fields).length) return;
    try {
      const result = await placeOrder({
        variables: {
          input: {
            optionId: option.id,
            courseId,
            paymentPlan: isa ? "ISA" : "UPFRONT",
            ...(needsCountry && country ? { country } : {}),
            ...(isa ? { acceptIsaTerms: accepted } : {}),
          },
        },
      });
      if (result.data) setOrder(result.data.placeOrder);
    } catch (e) {
      const err = readServerError(e);
      const known = ["country", "acceptIsaTerms", "paymentPlan"].filter((f) => err.fields[f]);
      if (err.code === "BAD_USER_INPUT" && known.length) setFieldErrors(Object.fromEntries(known.map((f) => [f, err.fields[f]!])));
      else setError(err);
    }
  };

  const waitingApproval = order?.status === "PENDING_APPROVAL";

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={order ? t("enrol.placedTitle") : t("enrol.buyTitle", { course: courseTitle })}
      centered
      size="md"
      closeButtonProps={{ "aria-label": t("enrol.closeDialog") }}
    >
      {order ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status">
            {waitingApproval ? t("isa.placedBody") : t("enrol.placedBody")}
          </Alert>
          {waitingApproval ? (
            <Stack gap={4}>
              <Text size="sm">
                {t("isa.statusLabel")} <strong>{t("orderStatus.PENDING_APPROVAL")}</strong>
              </Text>
              <Text size="sm">
                {t("enrol.reference")} <code>{order.payment.reference}</code>
              </Text>
            </Stack>
          ) : (
            <OrderPayment order={order} />
          )}
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
          {isaOffered && (
            <Radio.Group
              label={t("isa.planLabel")}
              value={plan}
              onChange={(v) => setPlan(v as PaymentPlan)}
              error={fieldErrors.paymentPlan}
              required
            >
              <Stack gap="xs" mt={4}>
                <Radio value="UPFRONT" label={t("isa.planUpfront", { amount: money(amount) })} />
                <Radio value="ISA" label={t("isa.planIsa")} />
              </Stack>
            </Radio.Group>
          )}
          {isa ? (
            <>
              <Row label={t("isa.payNow")} value={money(0)} strong />
              <IsaTerms cap={option.fee} money={money} onNavigate={close} />
            </>
          ) : (
            <>
              <Row label={t("enrol.listPrice")} value={money(option.fee)} />
              <Row label={t("enrol.upfrontDiscount")} value={`− ${money(discount)}`} />
              <Row label={t("enrol.amount", { currency: option.currency })} value={money(amount)} strong />
            </>
          )}
          {option.accessDays != null && (
            <Text size="sm">{t(isa ? "isa.accessDays" : "enrol.accessDays", { count: option.accessDays })}</Text>
          )}
          {needsCountry && (
            <Select
              label={t("enrol.country")}
              description={
                isa
                  ? t("isa.countryHint", { countries: countryNames(isaCountries) })
                  : t("enrol.countryHint", { regions: countryNames(option.limitedRegions) })
              }
              data={optionData("country", countries.data?.profileOptions.countries ?? (isa ? isaCountries : option.limitedRegions))}
              value={country}
              onChange={(v) => {
                setCountry(v);
                setFieldErrors(({ country: _, ...rest }) => rest);
              }}
              searchable
              required
              error={
                fieldErrors.country ??
                (countryNotEligible ? t("isa.countryNotEligible", { countries: countryNames(isaCountries) }) : undefined)
              }
            />
          )}
          {isa && (
            <Checkbox
              label={t("isa.accept")}
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.currentTarget.checked);
                setFieldErrors(({ acceptIsaTerms: _, ...rest }) => rest);
              }}
              required
              error={fieldErrors.acceptIsaTerms}
            />
          )}
          {error && (
            <Alert
              color={error.code === "CONFLICT" ? "yellow" : "red"}
              title={error.code === "CONFLICT" ? t("enrol.conflictTitle") : t("enrol.errorTitle")}
              role="alert"
            >
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
              {isa ? t("isa.placeOrder") : t("enrol.placeOrder")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
