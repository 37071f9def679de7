/**
 * Location details (SPEC §2 "location details with embedded map and transport directions"): the full address, where in
 * the venue, the map as a bundled image (no map service is loaded) with a link out to a map site in a new tab, and
 * directions by each means of transport. Online events have none.
 */
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventLocation_EventFragment } from "../../../__generated__/graphql";
import { MapPinIcon } from "../../../ui/icons";
import { useEventWords } from "../lib/words";
import { EventSection } from "./EventSection";
import { TransportIcon } from "./icons";

export function EventLocation({ event }: { event: EventLocation_EventFragment }) {
  const { t } = useTranslation();
  const { transportName } = useEventWords();
  const { location } = event;
  const details = event.sections.locationDetails;
  if (!location && !details) return null;
  return (
    <EventSection id="location" title={t("events.location.title")}>
      <SimpleGrid cols={{ base: 1, md: location?.mapSrc ? 2 : 1 }} spacing="lg">
        <Stack gap="sm">
          {location && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <MapPinIcon />
              <Text fw={500}>{location.full}</Text>
            </Group>
          )}
          {details?.description && <Text size="sm">{details.description}</Text>}
          {location?.mapLink && (
            <Anchor href={location.mapLink} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
              {t("events.location.openMap")}
            </Anchor>
          )}
          {details && details.directions.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("events.location.directions")}
              </Title>
              <Stack component="ul" className="plain-list" gap="xs">
                {details.directions.map((d) => (
                  <Paper component="li" key={`${d.mode}-${d.description}`} withBorder radius="md" p="sm">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <TransportIcon mode={d.mode} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {transportName(d.mode)}
                        </Text>
                        <Text size="sm">{d.description}</Text>
                      </Stack>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
        {location?.mapSrc && (
          <Image src={location.mapSrc} alt={t("events.location.mapAlt", { place: location.short })} radius="md" fit="contain" />
        )}
      </SimpleGrid>
    </EventSection>
  );
}
