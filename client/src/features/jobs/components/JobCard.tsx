/**
 * A job in a list: the title links to /jobs/:id, the employer to /companies/:id; location, role, posted date, the
 * Featured / type / Remote badges (words, not colour alone) and, for logged-in people, the Save toggle.
 * `headingOrder` keeps the outline right where the card sits (2 in a page's list, 3 under a section heading).
 */
import { Anchor, Badge, Card, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { JobCard_JobFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { useOptionLabel } from "../../../lib/optionLabels";
import { MapPinIcon } from "../../../ui/icons";
import { SaveJobButton } from "./SaveJobButton";

export function JobCard({ job, headingOrder = 2 }: { job: JobCard_JobFragment; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="h4">
            <Anchor component={Link} to={`/jobs/${encodeURIComponent(job.id)}`} inherit c="inherit">
              {job.title}
            </Anchor>
          </Title>
          <Anchor
            component={Link}
            to={`/companies/${encodeURIComponent(job.employer.id)}`}
            size="sm"
            fw={500}
            mt={2}
            display="inline-block"
          >
            {job.employer.title}
          </Anchor>
        </div>
        <SaveJobButton job={job} size="xs" />
      </Group>
      <Group gap={6} mt={6} c="dimmed" wrap="wrap">
        <MapPinIcon />
        <Text size="sm">{job.location}</Text>
        <Text size="sm" aria-hidden="true">
          ·
        </Text>
        {/* The role's name in the interface language, from its code; the server's English name when it has none. */}
        <Text size="sm">{job.careerRole ? label("careerRole", job.careerRole.id) : job.role}</Text>
        <Text size="sm" aria-hidden="true">
          ·
        </Text>
        <Text size="sm">{t("jobs.postedOn", { date: formatDate(job.postedAt, i18n.language) })}</Text>
      </Group>
      <Group gap={6} mt="sm" wrap="wrap">
        {job.featured && (
          <Badge color="yellow" variant="light" c="var(--tf-text-strong)" radius="sm">
            {t("jobs.featured")}
          </Badge>
        )}
        <Badge variant="light" color="gray" c="var(--tf-text-strong)" radius="sm">
          {label("jobType", job.type)}
        </Badge>
        {job.remote && (
          <Badge variant="light" color="teal" c="var(--tf-text-strong)" radius="sm">
            {t("jobs.remote")}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
