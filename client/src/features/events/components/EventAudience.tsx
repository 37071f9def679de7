/** Who the event is for (attendee roles, SPEC §3 attendee) and its sectors (badges). */
import { Badge, Card, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventAudience_EventFragment } from "../../../__generated__/graphql";
import { EventSection } from "./EventSection";

export function EventAttendees({ event }: { event: EventAudience_EventFragment }) {
  const { t } = useTranslation();
  const roles = event.sections.attendee;
  if (roles.length === 0) return null;
  return (
    <EventSection id="attendees" title={t("events.attendees.title")}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className="plain-list">
        {roles.map((r) => (
          <Card component="li" key={r.title} withBorder radius="md" padding="md">
            <Title order={3} size="h5" mb={4}>
              {r.title}
            </Title>
            <Text size="sm">{r.description}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </EventSection>
  );
}

export function EventSectors({ event }: { event: EventAudience_EventFragment }) {
  const { t } = useTranslation();
  const { sectors } = event.sections;
  if (sectors.length === 0) return null;
  return (
    <EventSection id="sectors" title={t("events.sectors.title")}>
      <Group component="ul" className="plain-list" gap="xs" wrap="wrap">
        {sectors.map((s) => (
          <li key={s}>
            <Badge variant="light" color="indigo" c="var(--tf-text-strong)" radius="sm" tt="none" size="lg">
              {s}
            </Badge>
          </li>
        ))}
      </Group>
    </EventSection>
  );
}
