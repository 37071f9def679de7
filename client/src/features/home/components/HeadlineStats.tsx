/** The six headline statistics (SPEC §1) as a description list: what is counted, then its value drawn first. */
import { memo } from "react";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { HeadlineStats_StatFragment } from "../../../__generated__/graphql";

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const HeadlineStats = memo(function HeadlineStats({ stats }: { stats: readonly HeadlineStats_StatFragment[] }) {
  const { t } = useTranslation();
  if (stats.length === 0) return null;
  return (
    <section aria-labelledby="stats-heading">
      <Title order={2} size="h3" id="stats-heading" mb="md">
        {t("landing.statsHeading")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="dl" m={0}>
        {stats.map((s) => (
          <Paper key={s.slug} withBorder radius="md" p="md" className="stat" style={{ display: "flex", flexDirection: "column" }}>
            <Text component="dt" size="sm" c="dimmed">
              {s.subtext}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700} c="var(--mantine-primary-color-filled)" style={{ order: -1 }}>
              {s.title}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
});
