import { Badge, Card, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { JobCard_JobFragment } from "../__generated__/graphql";
import { MapPinIcon } from "./icons";

export function JobCard({ job }: { job: JobCard_JobFragment }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {job.title}
      </Title>
      <Text size="sm" fw={500} mt={2}>
        {job.employer.title}
      </Text>
      <Group gap={6} mt={6} c="dimmed" wrap="wrap">
        <MapPinIcon />
        <Text size="sm">{job.location}</Text>
        <Text size="sm" aria-hidden="true">
          ·
        </Text>
        <Text size="sm">{job.role}</Text>
      </Group>
      <Group gap={6} mt="sm" wrap="wrap">
        {job.featured && (
          <Badge color="yellow" variant="light" c="dark.7" radius="sm">
            {t("jobs.featured")}
          </Badge>
        )}
        <Badge variant="light" color="gray" radius="sm">
          {job.type}
        </Badge>
        {job.remote && (
          <Badge variant="light" color="teal" c="dark.7" radius="sm">
            {t("jobs.remote")}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
