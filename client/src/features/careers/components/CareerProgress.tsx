/**
 * Progress toward the two goals of career services (SPEC §1): approved portfolio projects toward 10, and interview
 * preparation hours toward 100, with the way to the interviews page.
 */
import { Anchor, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CareerProgress_ServicesFragment } from "../../../__generated__/graphql";
import { numberFormat } from "../../../lib/format";

const HEADING_ID = "career-progress-heading";
const percentOf = (value: number, target: number) => (target > 0 ? Math.min(100, (value / target) * 100) : 0);

function Goal({ label, value, target, text }: { label: string; value: number; target: number; text: string }) {
  return (
    <Stack gap={6}>
      <Text fw={600}>{label}</Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={percentOf(value, target)} aria-label={label} />
      </Progress.Root>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

export function CareerProgress({ services }: { services: CareerProgress_ServicesFragment }) {
  const { t, i18n } = useTranslation();
  const { approvedProjects, projectTarget, preparation } = services;
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(preparation.hours);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t("careers.progress.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Goal
            label={t("careers.progress.projects")}
            value={approvedProjects}
            target={projectTarget}
            text={t("careers.progress.projectsCount", { count: approvedProjects, target: projectTarget })}
          />
          <Stack gap={6}>
            <Goal
              label={t("careers.progress.preparation")}
              value={preparation.hours}
              target={preparation.targetHours}
              text={t("careers.progress.hours", { hours, target: preparation.targetHours })}
            />
            <Anchor component={Link} to="/interviews" size="sm">
              {t("careers.progress.toInterviews")}
            </Anchor>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
