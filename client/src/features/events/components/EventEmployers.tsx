/**
 * The employers section: the employers exhibiting (jobs' employers), in booth order, each with its logo, name (to its
 * company page), booth, how many open jobs it has and up to three of them (to their job pages). When a job campaign
 * belongs to this event (the KL Career Fair tab of the jobs area), a link leads to that tab.
 */
import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EventEmployers_EventFragment } from "../../../__generated__/graphql";
import { EventSection } from "./EventSection";
import { useOptionLabel } from "../../../lib/optionLabels";

type Exhibitor = EventEmployers_EventFragment["exhibitors"][number];

/** The jobs area's tab of a campaign (the jobs feature's ?campaign= parameter). */
const campaignPath = (id: string) => `/jobs?campaign=${encodeURIComponent(id)}&page=1`;

function ExhibitorCard({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { employer, booth } = exhibitor;
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          {employer.logoUrl && (
            // Decorative: the employer's name is beside it.
            <Image src={employer.logoUrl} alt="" w={44} h={44} fit="contain" />
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              <Anchor component={Link} to={`/companies/${encodeURIComponent(employer.id)}`} inherit c="inherit">
                {employer.title}
              </Anchor>
            </Title>
            <Text size="xs" c="dimmed">
              {label("industry", employer.industry)}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="wrap">
          {booth && (
            <Badge variant="light" color="blue" c="var(--tf-text-strong)" radius="sm" tt="none">
              {t("events.employers.booth", { booth })}
            </Badge>
          )}
          <Badge variant="light" color={employer.openJobCount > 0 ? "teal" : "gray"} c="var(--tf-text-strong)" radius="sm" tt="none">
            {t("events.employers.openJobs", { count: employer.openJobCount })}
          </Badge>
        </Group>
        {employer.otherJobs.length > 0 && (
          <Stack gap={2} component="ul" className="plain-list" aria-label={t("events.employers.jobsOf", { employer: employer.shortTitle })}>
            {employer.otherJobs.map((job) => (
              <li key={job.id}>
                <Anchor component={Link} to={`/jobs/${encodeURIComponent(job.id)}`} size="sm">
                  {job.title}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function EventEmployers({
  event,
  campaign,
}: {
  event: EventEmployers_EventFragment;
  /** The job campaign of this event, when one belongs to it. */
  campaign: { id: string; title: string } | null;
}) {
  const { t } = useTranslation();
  const section = event.sections.employers;
  if (!section && event.exhibitors.length === 0) return null;
  return (
    <EventSection id="employers" title={section?.title ?? t("events.employers.title")}>
      {section?.description && <Text>{section.description}</Text>}
      {event.exhibitors.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="plain-list">
          {event.exhibitors.map((x) => (
            <li key={x.employer.id}>
              <ExhibitorCard exhibitor={x} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {campaign && (
        <Group>
          <Button component={Link} to={campaignPath(campaign.id)} variant="light">
            {t("events.employers.campaignLink", { campaign: campaign.title })}
          </Button>
        </Group>
      )}
    </EventSection>
  );
}
