/**
 * The viewer's role chart: for each requirement of their role, category by category, the level it asks against the
 * level verified with its best allowed skill (0 none, then Beginner, Intermediate, Advanced — the server's levelRank).
 * Horizontal bars, so the requirement names stay readable on a phone. The chart is hidden from assistive technology: the
 * table under each one holds the same values as text.
 */
import { BarChart } from "@mantine/charts";
import { useMediaQuery } from "@mantine/hooks";
import { Box, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SkillChart_ReadinessFragment } from "../../../__generated__/graphql";
import { levelRank, SKILL_LEVELS } from "@server/talent/modules/skills/rules/levels";

type Outcome = SkillChart_ReadinessFragment["categories"][number]["requirements"][number];

const REQUIRED_COLOR = "gray.5";
const VERIFIED_COLOR = "indigo.7";
/** Level ranks 0..3 as ticks on the value axis. */
const LEVEL_TICKS = [0, ...SKILL_LEVELS.map((l) => levelRank(l))];
/** Requirement names longer than this are cut on the axis (the table has them in full). */
const AXIS_LABEL_MAX = 22;

function useLevelName() {
  const { t } = useTranslation();
  return (rank: number) => (rank === 0 ? t("skills.chart.none") : t(`skills.level.${SKILL_LEVELS[rank - 1]!}`));
}

function Legend() {
  const { t } = useTranslation();
  const swatch = (color: string, label: string) => (
    <Group gap={6} wrap="nowrap">
      <Box w={14} h={14} bg={color} style={{ borderRadius: 3 }} aria-hidden="true" />
      <Text size="sm">{label}</Text>
    </Group>
  );
  return (
    <Group gap="lg" aria-hidden="true">
      {swatch(REQUIRED_COLOR, t("skills.chart.required"))}
      {swatch(VERIFIED_COLOR, t("skills.chart.verified"))}
    </Group>
  );
}

function CategoryChart({ outcomes }: { outcomes: readonly Outcome[] }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  // On a phone the names get a narrower column and the level ticks a smaller font, so all four levels stay legible.
  const narrow = useMediaQuery("(max-width: 36em)") ?? false;
  const data = outcomes.map((o) => ({
    requirement: o.requirement.title,
    required: levelRank(o.requirement.level),
    verified: levelRank(o.bestLevel),
  }));
  const cut = (name: string) => (name.length > AXIS_LABEL_MAX ? `${name.slice(0, AXIS_LABEL_MAX - 1)}…` : name);
  return (
    <div aria-hidden="true">
      <BarChart
        h={outcomes.length * 52 + 40}
        data={data}
        dataKey="requirement"
        orientation="vertical"
        series={[
          { name: "required", label: t("skills.chart.required"), color: REQUIRED_COLOR },
          { name: "verified", label: t("skills.chart.verified"), color: VERIFIED_COLOR },
        ]}
        gridAxis="x"
        tickLine="none"
        withTooltip={false}
        valueFormatter={levelName}
        // Every level tick shown (recharts would drop some), the requirement names cut to the axis's width.
        xAxisProps={{
          domain: [0, LEVEL_TICKS.length - 1],
          ticks: LEVEL_TICKS,
          interval: 0,
          tick: { transform: "translate(0, 10)", fontSize: narrow ? 10 : 11, fill: "currentColor" },
        }}
        yAxisProps={{
          width: narrow ? 84 : 128,
          interval: 0,
          tickFormatter: cut,
          tick: { transform: "translate(-10, 0)", fontSize: 12, fill: "currentColor" },
        }}
        // Hidden from assistive technology (the table has the values), so no keyboard stop either.
        // The right margin leaves room for the last level's name under the axis's end.
        barChartProps={{ accessibilityLayer: false, tabIndex: -1, barGap: 2, margin: { right: narrow ? 26 : 30, left: 0 } }}
      />
    </div>
  );
}

function CategoryTable({ outcomes, labelledBy }: { outcomes: readonly Outcome[]; labelledBy: string }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table withTableBorder verticalSpacing={6} horizontalSpacing={6} fz={{ base: "xs", sm: "sm" }} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("skills.chart.columns.requirement")}</Table.Th>
            <Table.Th scope="col">{t("skills.chart.columns.required")}</Table.Th>
            <Table.Th scope="col">{t("skills.chart.columns.verified")}</Table.Th>
            <Table.Th scope="col">{t("skills.chart.columns.met")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcomes.map((o) => (
            <Table.Tr key={o.requirement.id}>
              <Table.Th scope="row" fw={600}>
                {o.requirement.title}
              </Table.Th>
              <Table.Td>{levelName(levelRank(o.requirement.level))}</Table.Td>
              <Table.Td>
                {o.bestLevel && o.bestSkill && o.requirement.kind === "CONDITIONAL"
                  ? t("skills.chart.verifiedWith", { level: levelName(levelRank(o.bestLevel)), skill: o.bestSkill.title })
                  : levelName(levelRank(o.bestLevel))}
              </Table.Td>
              <Table.Td>
                {o.met ? (
                  <Text inherit fw={700} c="var(--tf-text-success)" span>
                    {t("skills.chart.met")}
                  </Text>
                ) : (
                  <Text inherit c="dimmed" span>
                    {t("skills.chart.notMet")}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SkillChart({ readiness }: { readiness: SkillChart_ReadinessFragment }) {
  const { t } = useTranslation();
  // Categories the role asks nothing in have nothing to chart.
  const categories = readiness.categories.filter((c) => c.total > 0);
  return (
    <Stack gap="md">
      <Legend />
      {categories.map((c) => {
        const headingId = `skill-chart-${c.category.toLowerCase()}`;
        return (
          <Paper key={c.category} withBorder radius="md" p={{ base: "xs", sm: "md" }} component="section" aria-labelledby={headingId}>
            <Stack gap="sm">
              <Group justify="space-between" align="baseline" gap="xs">
                <Title order={3} size="h4" id={headingId}>
                  {t(`skills.category.${c.category}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("skills.chart.categoryMet", { met: c.metCount, total: c.total })}
                </Text>
              </Group>
              <CategoryChart outcomes={c.requirements} />
              <CategoryTable outcomes={c.requirements} labelledBy={headingId} />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
