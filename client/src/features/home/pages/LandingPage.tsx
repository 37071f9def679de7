/**
 * `/`: a short hero with the headline statistics, then the hiring partners' logos. Kept small: no data fetching, no
 * heavy components here; the partners section (its query and its logos) is a lazily loaded chunk of its own.
 */
import { lazy, Suspense } from "react";
import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../ui/PageTitle";

const HiringPartners = lazy(() => import("../components/HiringPartners"));

/**
 * The height held for the partners section while its chunk and data load: the heading and the six-odd logos' rows
 * (3 rows of 2 on phones, 2 of 3 on tablets, 1 of 6 from md up).
 */
const PARTNERS_RESERVED_HEIGHT = { base: 300, sm: 210, md: 120 };

const STATS = [
  { value: "92%", key: "placement" },
  { value: "5k+", key: "matches" },
  { value: "10k+", key: "jobs" },
  { value: "8k+", key: "seekers" },
  { value: "10k+", key: "students" },
  { value: "60+", key: "partners" },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <PageTitle />
      <Stack gap="xl">
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            {t("landing.title")}
          </Title>
          <Text size="lg" c="dimmed">
            {t("landing.subtitle")}
          </Text>
          <Group gap="sm" mt="sm">
            <Button component={Link} to="/courses?page=1" size="md">
              {t("landing.browseCourses")}
            </Button>
            <Button component={Link} to="/jobs?page=1" size="md" variant="default">
              {t("landing.browseJobs")}
            </Button>
          </Group>
        </Stack>
        <section aria-labelledby="stats-heading">
          <Title order={2} size="h3" id="stats-heading" mb="md">
            {t("landing.statsHeading")}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="dl" m={0}>
            {STATS.map((s) => (
              <Paper key={s.key} withBorder radius="md" p="md" className="stat">
                <Text component="dt" size="sm" c="dimmed">
                  {t(`landing.stats.${s.key}`)}
                </Text>
                <Text component="dd" m={0} fz={28} fw={700} c="var(--mantine-primary-color-filled)" style={{ order: -1 }}>
                  {s.value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
        <Suspense fallback={<Box mih={PARTNERS_RESERVED_HEIGHT} aria-hidden="true" />}>
          <HiringPartners reservedHeight={PARTNERS_RESERVED_HEIGHT} />
        </Suspense>
      </Stack>
    </Container>
  );
}
