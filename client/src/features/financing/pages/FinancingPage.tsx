/**
 * /courses/financing: the ISA calculator (tuition, first collection month and an editable employment timeline → the
 * server's month-by-month schedule, totals and a cumulative chart), the upfront discount, what withdrawing costs, and
 * self-paced vs sponsored. Quotes are queries, re-run (debounced) as inputs change; BAD_USER_INPUT field paths
 * (`periods.2.salary`) land on the matching inputs. Charts (and their CSS) load only with this route.
 */
import "@mantine/charts/styles.css";
import { useEffect, useState } from "react";
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { LineChart } from "@mantine/charts";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { IsaQuoteDocument, UpfrontQuoteDocument, WithdrawalQuoteDocument, type IsaQuoteQuery } from "../../../__generated__/graphql";
import { CoursesSubNav } from "../../catalogue";
import { PageTitle } from "../../../ui/PageTitle";
import { readServerError } from "../../../lib/graphqlErrors";
import { numberFormat } from "../../../lib/format";

const DEBOUNCE_MS = 300;
const MONTHS_PER_PAGE = 12;

const num = (v: number | string) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

function nextMonth(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

function useMoney() {
  const { i18n } = useTranslation();
  const f = numberFormat(i18n.language, { style: "currency", currency: "USD" });
  return (n: number) => f.format(n);
}

/** Field messages from a failed quote, keyed by input path (`periods.0.salary`, `tuition`). */
function fieldErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!error) return { fields: {}, message: null };
  const e = readServerError(error);
  return { fields: e.fields, message: e.code === "BAD_USER_INPUT" ? null : e.message || "error" };
}

interface Period {
  key: number;
  months: number | string;
  employed: boolean;
  salary: number | string;
}
interface IsaValues {
  tuition: number | string;
  startMonth: string;
  periods: Period[];
}

let periodKey = 0;
const newPeriod = (p: Omit<Period, "key">): Period => ({ key: ++periodKey, ...p });

type Schedule = IsaQuoteQuery["isaQuote"];

function ScheduleTable({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(schedule.months.length / MONTHS_PER_PAGE));
  useEffect(() => {
    if (page > pages) setPage(1);
  }, [page, pages]);
  const rows = schedule.months.slice((page - 1) * MONTHS_PER_PAGE, page * MONTHS_PER_PAGE);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={t("financing.isa.tableLabel")}>
          <Table.Thead>
            <Table.Tr>
              {(["month", "collectedOn", "employed", "salary", "amount", "rule", "cumulative"] as const).map((c) => (
                <Table.Th key={c} scope="col">
                  {t(`financing.isa.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Td>{m.month}</Table.Td>
                <Table.Td>{m.collectedOn}</Table.Td>
                <Table.Td>{m.employed ? t("financing.yes") : t("financing.no")}</Table.Td>
                <Table.Td>{money(m.salary)}</Table.Td>
                <Table.Td>{money(m.amount)}</Table.Td>
                <Table.Td>{t(`financing.isa.rules.${m.rule}`, { defaultValue: m.rule })}</Table.Td>
                <Table.Td>{money(m.cumulative)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <nav aria-label={t("financing.isa.tablePages")}>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ "aria-label": t(`list.${control}`) })}
            getItemProps={(p) => ({ "aria-label": t("list.page", { page: p }) })}
          />
        </nav>
      )}
    </Stack>
  );
}

function IsaResults({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const money = useMoney();
  const points = schedule.months.map((m) => ({ month: m.month, cumulative: m.cumulative }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {(
          [
            ["totalPaid", money(schedule.totalPaid)],
            ["cap", money(schedule.cap)],
            ["monthsCounted", String(schedule.monthsCounted)],
            ["endReason", t(`financing.isa.endReasons.${schedule.endReason}`, { defaultValue: schedule.endReason })],
          ] as const
        ).map(([k, v]) => (
          <Paper key={k} withBorder radius="md" p="sm">
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`financing.isa.totals.${k}`)}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg" data-testid={`isa-${k}`}>
              {v}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Alert variant="light" color="teal" title={t("financing.isa.disclosureTitle")}>
        <Text size="sm">{t("financing.isa.disclosure", { total: money(schedule.totalPaid), cap: money(schedule.cap) })}</Text>
        <Text size="sm" mt={4}>
          {t("financing.isa.rulesSummary", { rate: Math.round(schedule.rate * 100), threshold: money(schedule.threshold) })}
        </Text>
      </Alert>
      {points.length > 1 && (
        <figure style={{ margin: 0 }} aria-labelledby="isa-chart-caption">
          <figcaption id="isa-chart-caption">
            <Text fw={600} size="sm" mb="xs">
              {t("financing.isa.chartCaption")}
            </Text>
          </figcaption>
          {/* The table below has every number; the chart is a visual summary of it. */}
          <div aria-hidden="true">
            <LineChart
              h={220}
              data={points}
              dataKey="month"
              series={[{ name: "cumulative", label: t("financing.isa.columns.cumulative"), color: "indigo.7" }]}
              curveType="linear"
              withDots={false}
              yAxisProps={{ domain: [0, schedule.cap] }}
              referenceLines={[{ y: schedule.cap, label: t("financing.isa.totals.cap"), color: "red.7" }]}
              lineChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
            />
          </div>
        </figure>
      )}
      {schedule.months.length > 0 && <ScheduleTable schedule={schedule} />}
    </Stack>
  );
}

function IsaCalculator() {
  const { t } = useTranslation();
  const form = useForm<IsaValues>({
    mode: "controlled",
    initialValues: {
      tuition: 6000,
      startMonth: nextMonth(),
      periods: [newPeriod({ months: 6, employed: false, salary: 0 }), newPeriod({ months: 60, employed: true, salary: 3000 })],
    },
  });
  const [values] = useDebouncedValue(form.values, DEBOUNCE_MS);
  const input = {
    tuition: num(values.tuition),
    startMonth: values.startMonth,
    periods: values.periods.map((p) => ({
      months: Math.trunc(num(p.months)),
      employed: p.employed,
      salary: p.employed ? num(p.salary) : 0,
    })),
  };
  const { data, previousData, error, loading } = useQuery(IsaQuoteDocument, { variables: { input } });
  const { fields, message } = fieldErrors(error);
  const fieldsKey = JSON.stringify(fields);
  useEffect(() => {
    form.setErrors(JSON.parse(fieldsKey) as Record<string, string>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldsKey]);
  const schedule = (data ?? (error ? undefined : previousData))?.isaQuote;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label={t("financing.isa.tuition")} min={0} prefix="$" thousandSeparator="," {...form.getInputProps("tuition")} />
        <TextInput
          type="month"
          label={t("financing.isa.startMonth")}
          description={t("financing.isa.startMonthHint")}
          {...form.getInputProps("startMonth")}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("financing.isa.timeline")}
        </Title>
        {form.errors.periods && (
          <Text c="var(--tf-text-danger)" size="sm" role="alert">
            {form.errors.periods}
          </Text>
        )}
        {form.values.periods.map((p, i) => (
          <Fieldset key={p.key} legend={t("financing.isa.period", { n: i + 1 })} radius="md">
            <Group align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label={t("financing.isa.months")}
                min={1}
                allowDecimal={false}
                w={140}
                {...form.getInputProps(`periods.${i}.months`)}
              />
              <Checkbox
                mt={30}
                label={t("financing.isa.employed")}
                {...form.getInputProps(`periods.${i}.employed`, { type: "checkbox" })}
              />
              <NumberInput
                label={t("financing.isa.salary")}
                min={0}
                w={200}
                disabled={!p.employed}
                {...form.getInputProps(`periods.${i}.salary`)}
              />
              <Button
                variant="subtle"
                color="red"
                mt={24}
                disabled={form.values.periods.length <= 1}
                onClick={() => form.removeListItem("periods", i)}
                aria-label={t("financing.isa.removePeriod", { n: i + 1 })}
              >
                {t("financing.isa.remove")}
              </Button>
            </Group>
          </Fieldset>
        ))}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem("periods", newPeriod({ months: 12, employed: true, salary: 2500 }))}>
            {t("financing.isa.addPeriod")}
          </Button>
        </Group>
      </Stack>
      {message && (
        <Alert color="red" role="alert" variant="light">
          {t("financing.error")}
        </Alert>
      )}
      {error && !message && (
        <Text size="sm" c="var(--tf-text-danger)" role="status">
          {t("financing.fixFields")}
        </Text>
      )}
      <div aria-live="polite" aria-busy={loading}>
        {schedule && !error && <IsaResults schedule={schedule} />}
      </div>
    </Stack>
  );
}

function UpfrontBox() {
  const { t } = useTranslation();
  const money = useMoney();
  const [price, setPrice] = useState<number | string>(6000);
  const [debounced] = useDebouncedValue(price, DEBOUNCE_MS);
  const { data, error } = useQuery(UpfrontQuoteDocument, { variables: { price: num(debounced) } });
  const { fields } = fieldErrors(error);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="upfront-title">
      <Title order={2} size="h3" id="upfront-title" mb="xs">
        {t("financing.upfront.title")}
      </Title>
      <Text size="sm" mb="md">
        {t("financing.upfront.body")}
      </Text>
      <NumberInput
        label={t("financing.upfront.price")}
        min={0}
        prefix="$"
        thousandSeparator=","
        value={price}
        onChange={setPrice}
        error={fields.price}
      />
      {data && !error && (
        <Text mt="md" aria-live="polite" data-testid="upfront-result">
          {t("financing.upfront.result", {
            amount: money(data.upfrontQuote.amount),
            price: money(data.upfrontQuote.price),
            rate: Math.round(data.upfrontQuote.discountRate * 100),
          })}
        </Text>
      )}
    </Paper>
  );
}

function WithdrawalBox() {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useForm({
    mode: "controlled",
    initialValues: {
      tuition: 6000 as number | string,
      paidInAdvance: 1000 as number | string,
      completedModules: 2 as number | string,
      totalModules: 8 as number | string,
    },
  });
  const [v] = useDebouncedValue(form.values, DEBOUNCE_MS);
  const { data, error } = useQuery(WithdrawalQuoteDocument, {
    variables: {
      tuition: num(v.tuition),
      paidInAdvance: num(v.paidInAdvance),
      completedModules: Math.trunc(num(v.completedModules)),
      totalModules: Math.trunc(num(v.totalModules)),
    },
  });
  const { fields } = fieldErrors(error);
  const q = data?.withdrawalQuote;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="withdrawal-title">
      <Title order={2} size="h3" id="withdrawal-title" mb="xs">
        {t("financing.withdrawal.title")}
      </Title>
      <Text size="sm" mb="md">
        {t("financing.withdrawal.body")}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t("financing.withdrawal.tuition")}
          min={0}
          prefix="$"
          thousandSeparator=","
          {...form.getInputProps("tuition")}
          error={fields.tuition}
        />
        <NumberInput
          label={t("financing.withdrawal.paidInAdvance")}
          min={0}
          prefix="$"
          thousandSeparator=","
          {...form.getInputProps("paidInAdvance")}
          error={fields.paidInAdvance}
        />
        <NumberInput
          label={t("financing.withdrawal.completedModules")}
          min={0}
          allowDecimal={false}
          {...form.getInputProps("completedModules")}
          error={fields.completedModules}
        />
        <NumberInput
          label={t("financing.withdrawal.totalModules")}
          min={1}
          allowDecimal={false}
          {...form.getInputProps("totalModules")}
          error={fields.totalModules}
        />
      </SimpleGrid>
      {q && !error && (
        <Stack gap={4} mt="md" aria-live="polite" data-testid="withdrawal-result">
          <Text>{t("financing.withdrawal.owed", { amount: money(q.owed) })}</Text>
          <Text>{t("financing.withdrawal.refund", { amount: money(q.refund) })}</Text>
          <Text size="sm" c="dimmed">
            {t(`financing.withdrawal.rules.${q.rule}`, { defaultValue: q.rule })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

function Comparison() {
  const { t } = useTranslation();
  const rows = ["cost", "gets", "eligibility", "length"] as const;
  return (
    <section aria-labelledby="compare-title">
      <Title order={2} size="h3" id="compare-title" mb="sm">
        {t("financing.compare.title")}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Td />
              <Table.Th scope="col">{t("financing.compare.selfPaced")}</Table.Th>
              <Table.Th scope="col">{t("financing.compare.sponsored")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r}>
                <Table.Th scope="row">{t(`financing.compare.rows.${r}`)}</Table.Th>
                <Table.Td>{t(`financing.compare.selfPacedValues.${r}`)}</Table.Td>
                <Table.Td>{t(`financing.compare.sponsoredValues.${r}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

export default function FinancingPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title={t("financing.title")} />
      <div>
        <Title order={1}>{t("financing.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("financing.intro")}
        </Text>
      </div>
      <CoursesSubNav />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="isa-title">
        <Title order={2} size="h3" id="isa-title" mb="xs">
          {t("financing.isa.title")}
        </Title>
        <Text size="sm" mb="md">
          {t("financing.isa.body")}
        </Text>
        <IsaCalculator />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UpfrontBox />
        <WithdrawalBox />
      </SimpleGrid>
      <Comparison />
    </Stack>
  );
}
