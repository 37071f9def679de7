/**
 * Upcoming featured events: each its type, title, first day (in the event's time zone), place and a link to its page.
 * Its own query (the events subgraph's), so the rest of the page stands when events is down: then, or with no
 * featured event coming up, it points to the events page.
 */
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { memo, useDeferredValue } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FeaturedEventsDocument, type FeaturedEventsQuery } from "../../../__generated__/graphql";
import { ListLoading } from "../../../ui/ListStates";
import { LinkArrow } from "./LinkArrow";
import { dateTimeFormat } from "../../../lib/format";

type FeaturedEvent = FeaturedEventsQuery["featuredEvents"][number];

function firstDay(event: FeaturedEvent, language: string): string {
  const from = event.dates[0]?.from;
  if (!from) return "";
  try {
    return dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: event.timeZone }).format(new Date(from));
  } catch {
    return from;
  }
}

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const FeaturedEvents = memo(function FeaturedEvents() {
  const { t, i18n } = useTranslation();
  const { data: answer, loading } = useQuery(FeaturedEventsDocument);
  // Drawn from a deferred copy: the answer's arrival renders in slices instead of one long task on a phone.
  const data = useDeferredValue(answer);
  const events = data?.featuredEvents ?? [];
  return (
    <section aria-labelledby="events-heading">
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} size="h3" id="events-heading">
          {t("landing.eventsHeading")}
        </Title>
        <Anchor component={Link} to="/events" fw={600} size="sm">
          {t("landing.allEvents")}
          <LinkArrow />
        </Anchor>
      </Group>
      {(loading || answer) && !data ? (
        <ListLoading label={t("landing.loadingEvents")} variant="cards" count={3} />
      ) : events.length === 0 ? (
        <Text c="dimmed">{t("landing.noEvents")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {events.map((e) => (
            <Paper component="li" key={e.id} withBorder radius="md" p="md">
              <Stack gap="xs" h="100%">
                <Group gap="xs">
                  <Badge variant="light">{t(`landing.eventTypes.${e.type}`)}</Badge>
                  <Badge variant="outline" color="gray">
                    {t(`landing.eventModes.${e.mode}`)}
                  </Badge>
                </Group>
                <Title order={3} size="h5">
                  <Anchor component={Link} to={`/events/${encodeURIComponent(e.id)}`} inherit>
                    {e.title}
                  </Anchor>
                </Title>
                <Text size="sm" fw={500}>
                  <time dateTime={e.dates[0]?.from}>{firstDay(e, i18n.language)}</time>
                  {e.location ? ` · ${e.location.short}` : ""}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {e.description}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
});
