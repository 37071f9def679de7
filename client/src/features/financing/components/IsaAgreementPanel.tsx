/**
 * A learner's income-share agreement (SPEC §1): the cap and what was billed, paid and remains, payment months counted
 * toward the 120-month limit, the first collection month and why it ended; then the monthly statements (rule in words,
 * the reference to quote with each transfer) and the income reports with their review state and document link.
 */
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type {
  IncomeReportsList_ReportFragment,
  IncomeReportStatus,
  IsaAgreementPanel_AgreementFragment,
  IsaStatementStatus,
  IsaStatementsTable_StatementFragment,
} from "../../../__generated__/graphql";
import { dateTimeFormat, formatDate, formatMoney } from "../../../lib/format";
import { useOptionLabel } from "../../../lib/optionLabels";
import { DataTable } from "../../../ui/DataTable";
import { ISA_MAX_PAYMENT_MONTHS } from "@server/courses/modules/financing/rules/isa-payment.js";

export const STATEMENT_COLOR: Record<IsaStatementStatus, string> = { NOTHING_DUE: "gray", DUE: "yellow", PAID: "green" };
export const REPORT_COLOR: Record<IncomeReportStatus, string> = { SUBMITTED: "yellow", ACCEPTED: "green", REJECTED: "red" };

/** "2026-09" in the reader's language ("Sep 2026"). */
export function formatMonth(yyyyMm: string, language: string): string {
  const [y, m] = yyyyMm.split("-").map(Number) as [number, number];
  if (!y || !m) return yyyyMm;
  return dateTimeFormat(language, { year: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 1)));
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

export function IsaStatementsTable({
  statements,
  currency,
  label,
}: {
  statements: IsaStatementsTable_StatementFragment[];
  currency: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  if (statements.length === 0) return <Text size="sm">{t("isa.noStatements")}</Text>;
  return (
    <DataTable
      ariaLabel={label}
      columns={[
        t("isa.month"),
        t("isa.rule"),
        t("isa.salary"),
        t("isa.amount"),
        t("isa.cumulative"),
        t("isa.statementStatus"),
        t("enrol.reference"),
      ]}
    >
      {statements.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Th scope="row" fw={500}>
            {formatMonth(s.month, i18n.language)}
          </Table.Th>
          <Table.Td>{t(`isa.rules.${s.rule}`)}</Table.Td>
          <Table.Td>{money(s.salary)}</Table.Td>
          <Table.Td>{money(s.amount)}</Table.Td>
          <Table.Td>{money(s.cumulative)}</Table.Td>
          <Table.Td>
            <Badge color={STATEMENT_COLOR[s.status]} variant="light" c="var(--tf-text-strong)">
              {t(`isa.statementStatuses.${s.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td>
            <code>{s.reference}</code>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function IncomeReportsList({ reports, currency }: { reports: IncomeReportsList_ReportFragment[]; currency: string }) {
  const { t, i18n } = useTranslation();
  if (reports.length === 0) return <Text size="sm">{t("isa.noReports")}</Text>;
  return (
    <Stack component="ul" className="plain-list" gap="xs">
      {reports.map((r) => (
        <Paper component="li" withBorder radius="sm" p="xs" key={r.id}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {r.employed
                  ? t("isa.reportEmployed", { salary: formatMoney(r.monthlySalary, currency, i18n.language) })
                  : t("isa.reportUnemployed")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("isa.submittedOn", { date: formatDate(r.submittedAt, i18n.language) })}
                {r.documentKind && ` · ${t(`isa.documentKinds.${r.documentKind}`)}`}
              </Text>
              {r.reviewNote && <Text size="sm">{t("isa.reviewNote", { note: r.reviewNote })}</Text>}
              {r.documentUrl && (
                <Anchor href={r.documentUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t("isa.openDocument", { name: r.documentName ?? t(`isa.documentKinds.${r.documentKind ?? "EMPLOYER_LETTER"}`) })}
                </Anchor>
              )}
            </Stack>
            <Badge color={REPORT_COLOR[r.status]} variant="light" c="var(--tf-text-strong)">
              {t(`isa.reportStatuses.${r.status}`)}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function IsaAgreementPanel({
  agreement,
  currency,
  headingId,
}: {
  agreement: IsaAgreementPanel_AgreementFragment;
  currency: string;
  headingId: string;
}) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={headingId}>
          {t("isa.agreementTitle")}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t("isa.cap")} value={money(agreement.cap)} />
          <Fact label={t("isa.billed")} value={money(agreement.totalBilled)} />
          <Fact label={t("isa.paid")} value={money(agreement.totalPaid)} />
          <Fact label={t("isa.remaining")} value={money(agreement.remaining)} />
          <Fact
            label={t("isa.paymentMonths")}
            value={t("isa.paymentMonthsValue", { count: agreement.paymentMonthsCounted, limit: ISA_MAX_PAYMENT_MONTHS })}
          />
          <Fact
            label={t("isa.firstCollection")}
            value={
              agreement.firstCollectionMonth ? formatMonth(agreement.firstCollectionMonth, i18n.language) : t("isa.firstCollectionPending")
            }
          />
          <Fact label={t("isa.country")} value={label("country", agreement.country)} />
          <Fact
            label={t("isa.endReason")}
            value={
              agreement.endReason
                ? `${t(`isa.endReasons.${agreement.endReason}`)}${agreement.endedAt ? ` (${formatDate(agreement.endedAt, i18n.language)})` : ""}`
                : t("isa.active")
            }
          />
        </SimpleGrid>
        <Title order={5} size="h6">
          {t("isa.statements")}
        </Title>
        <IsaStatementsTable statements={agreement.statements} currency={currency} label={t("isa.statements")} />
        <Title order={5} size="h6">
          {t("isa.incomeReports")}
        </Title>
        <IncomeReportsList reports={agreement.incomeReports} currency={currency} />
      </Stack>
    </Paper>
  );
}
