/**
 * The admin dashboard's building blocks: an area's section (its heading, a skeleton while its figures load, an alert
 * when its subgraph could not answer), a figure (a number and the link to its list) and the sign-ups trend.
 */
import type { ReactNode } from "react";
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { BarChart } from "@mantine/charts";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { dateTimeFormat, numberFormat } from "../../../../lib/format";

export function FigureSection({
  id,
  title,
  loading,
  failed,
  children,
}: {
  id: string;
  title: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb="md">
        {title}
      </Title>
      {loading ? (
        <div role="status" aria-live="polite" aria-label={t("admin.figures.loading")}>
          <VisuallyHidden>{t("admin.figures.loading")}</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true" data-loading-skeleton="figures">
            {[0, 1, 2].map((i) => (
              <Stack key={i} gap={8}>
                <Skeleton height={28} width="40%" />
                <Skeleton height={12} width="70%" />
              </Stack>
            ))}
          </SimpleGrid>
        </div>
      ) : failed ? (
        <Alert color="yellow" variant="light" title={t("admin.figures.unavailableTitle")}>
          {t("admin.figures.unavailable")}
        </Alert>
      ) : (
        children
      )}
    </Paper>
  );
}

/** A figure: the number, and its label as the link to the list it counts (or to the section of this page that lists it). */
export function Figure({ value, capped = false, label, to }: { value: number; capped?: boolean; label: string; to: string }) {
  const { t, i18n } = useTranslation();
  const n = numberFormat(i18n.language).format(value);
  return (
    <Stack gap={2} data-figure>
      <Text fz={28} fw={700} lh={1.2}>
        {capped ? t("admin.figures.atLeast", { n }) : n}
      </Text>
      {/* An in-page target ("#people-heading") is a plain link, so the browser scrolls to it. */}
      {to.startsWith("#") ? (
        <Anchor href={to} size="sm">
          {label}
        </Anchor>
      ) : (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
    </Stack>
  );
}

export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {children}
    </SimpleGrid>
  );
}

/**
 * Sign-ups per day as bars: the trend reads better than 30 numbers. The chart is decoration for sighted readers; its
 * total and busiest day are said in text for everyone.
 */
export function SignUpsTrend({ days }: { days: readonly { day: string; count: number }[] }) {
  const { t, i18n } = useTranslation();
  const short = dateTimeFormat(i18n.language, { month: "short", day: "numeric", timeZone: "UTC" });
  const data = days.map((d) => ({ day: short.format(new Date(`${d.day}T00:00:00Z`)), count: d.count }));
  const total = days.reduce((n, d) => n + d.count, 0);
  const busiest = days.reduce<{ day: string; count: number } | null>((best, d) => (d.count > (best?.count ?? 0) ? d : best), null);
  return (
    <Stack gap="xs">
      <Text fw={500}>{t("admin.figures.signUpsTitle")}</Text>
      <Text size="sm">
        {t("admin.figures.signUpsTotal", { count: total })}
        {busiest &&
          ` ${t("admin.figures.signUpsBusiest", { day: short.format(new Date(`${busiest.day}T00:00:00Z`)), count: busiest.count })}`}
      </Text>
      <div aria-hidden="true">
        <BarChart
          h={160}
          data={data}
          dataKey="day"
          series={[{ name: "count", label: t("admin.figures.signUpsSeries"), color: "indigo.7" }]}
          tickLine="none"
          gridAxis="y"
          xAxisProps={{ interval: 6 }}
          barChartProps={{ accessibilityLayer: false, tabIndex: -1 }}
        />
      </div>
    </Stack>
  );
}
