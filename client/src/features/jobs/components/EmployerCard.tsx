/** An employer in the companies grid: the name links to /companies/:id; industry, size, location, open jobs. */
import { Anchor, Badge, Card, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EmployerCard_EmployerFragment } from "../../../__generated__/graphql";
import { MapPinIcon } from "../../../ui/icons";
import { useOptionLabel } from "../../../lib/optionLabels";

export function EmployerCard({ employer }: { employer: EmployerCard_EmployerFragment }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4">
        <Anchor component={Link} to={`/companies/${encodeURIComponent(employer.id)}`} inherit c="inherit">
          {employer.title}
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {label("industry", employer.industry)}
      </Text>
      <Group gap={6} mt={6} c="dimmed" wrap="nowrap">
        <MapPinIcon />
        <Text size="sm">{employer.location}</Text>
      </Group>
      <Group gap={6} mt="sm" wrap="wrap">
        <Badge variant="light" color="gray" c="var(--tf-text-strong)" radius="sm" tt="none">
          {t("jobs.companies.employees", { size: employer.size })}
        </Badge>
        <Badge variant="light" color={employer.openJobCount > 0 ? "teal" : "gray"} c="var(--tf-text-strong)" radius="sm" tt="none">
          {t("jobs.companies.openJobs", { count: employer.openJobCount })}
        </Badge>
      </Group>
    </Card>
  );
}
