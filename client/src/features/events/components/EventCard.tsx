/**
 * An event in the /events list: its banner image, title (to its page), type and mode, its days in the event's time
 * zone, where (or Online), where its registration stands, and the viewer's own registration.
 */
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EventCard_EventFragment } from "../../../__generated__/graphql";
import { ClockIcon, MapPinIcon } from "../../../ui/icons";
import { eventDateTimeWithZone, eventDayRange } from "../lib/eventTime";
import { useEventWords } from "../lib/words";
import { RegistrationBadge } from "./RegistrationBadge";

export const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

/** Where registration stands, in a line: opens on …, open (places left), full (waitlist), closed, teams only. */
export function RegistrationState({ event }: { event: EventCard_EventFragment }) {
  const { t, i18n } = useTranslation();
  let text: string;
  if (event.registrationWindow === "NOT_YET_OPEN") {
    text = t("events.card.opensOn", { date: eventDateTimeWithZone(event.registrationPeriod.from, event.timeZone, i18n.language) });
  } else if (event.registrationWindow === "CLOSED") {
    text = t(event.past ? "events.card.ended" : "events.card.closed");
  } else if (event.team) {
    text = t("events.card.teamsOnly");
  } else if (event.placesLeft === 0) {
    text = t("events.card.full");
  } else if (event.placesLeft != null) {
    text = t("events.card.openPlaces", { count: event.placesLeft });
  } else {
    text = t("events.card.open");
  }
  return (
    <Text size="sm" fw={500}>
      {text}
    </Text>
  );
}

export function EventCard({ event, headingOrder = 2 }: { event: EventCard_EventFragment; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const { typeName, modeName } = useEventWords();
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      {event.banner?.mainImg && (
        <Card.Section mb="sm">
          {/* Decorative: the title and facts below say what the event is. */}
          <Image src={event.banner.mainImg} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="grape" c="var(--tf-text-strong)" radius="sm" tt="none">
            {typeName(event.type)}
          </Badge>
          <Badge variant="light" color="gray" c="var(--tf-text-strong)" radius="sm" tt="none">
            {modeName(event.mode)}
          </Badge>
          <RegistrationBadge registration={event.viewerRegistration} />
        </Group>
        <Title order={headingOrder} size="h4">
          <Anchor component={Link} to={eventPath(event.id)} inherit c="inherit">
            {event.title}
          </Anchor>
        </Title>
        <Stack gap={2} component="ul" className="plain-list" aria-label={t("events.card.dates")}>
          {event.dates.map((d) => (
            <Group key={d.from} component="li" gap={6} wrap="nowrap" c="dimmed">
              <ClockIcon />
              <Text size="sm">{eventDayRange(d, event.timeZone, i18n.language)}</Text>
            </Group>
          ))}
        </Stack>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <MapPinIcon />
          <Text size="sm">{event.location?.short ?? t("events.online")}</Text>
        </Group>
        <RegistrationState event={event} />
      </Stack>
    </Card>
  );
}
