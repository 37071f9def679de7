/**
 * The top of an event page (SPEC §3 banner): on the banner's colours (a light banner takes dark text, a dark one light
 * text), the kind of event, its title (the page's h1), the banner's line, its days in the event's time zone, where,
 * and its description; the banner's main image beside it (below on a phone).
 */
import { Badge, Box, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventBanner_EventFragment } from "../../../__generated__/graphql";
import { ClockIcon, MapPinIcon } from "../../../ui/icons";
import { eventDayRange, zoneName } from "../lib/eventTime";
import { useEventWords } from "../lib/words";

export function EventBanner({ event }: { event: EventBanner_EventFragment }) {
  const { t, i18n } = useTranslation();
  const { typeName, modeName } = useEventWords();
  const light = event.banner?.light ?? true;
  const mainImg = event.banner?.mainImg;
  const contentImg = event.banner?.contentImg;
  const text = light ? "var(--tf-text-strong)" : "white";
  return (
    <Box
      bg={light ? "var(--tf-surface-muted)" : "dark.7"}
      c={text}
      p={{ base: "md", sm: "xl" }}
      style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
    >
      <SimpleGrid cols={{ base: 1, md: mainImg ? 2 : 1 }} spacing="xl">
        <Stack gap="sm">
          <Group gap={6} wrap="wrap">
            {[
              { label: typeName(event.type), color: "grape" },
              { label: modeName(event.mode), color: "gray" },
            ].map(({ label, color }) => (
              <Badge
                key={color}
                variant={light ? "light" : "white"}
                color={light ? color : "dark"}
                c={light ? "var(--tf-text-strong)" : "dark.9"}
                radius="sm"
                tt="none"
              >
                {label}
              </Badge>
            ))}
          </Group>
          <Title order={1}>{event.title}</Title>
          {event.banner?.description && (
            <Text size="lg" fw={500}>
              {event.banner.description}
            </Text>
          )}
          <Stack gap={4} component="ul" className="plain-list" aria-label={t("events.page.dates")}>
            {event.dates.map((d) => (
              <Group key={d.from} component="li" gap={6} wrap="nowrap">
                <ClockIcon />
                <Text size="sm">{eventDayRange(d, event.timeZone, i18n.language)}</Text>
              </Group>
            ))}
          </Stack>
          <Text size="xs">{t("events.page.timesIn", { zone: zoneName(event.timeZone, i18n.language, event.dates[0]?.from) })}</Text>
          <Group gap={6} wrap="nowrap">
            <MapPinIcon />
            <Text size="sm">{event.location?.short ?? t("events.online")}</Text>
          </Group>
          <Text>{event.description}</Text>
        </Stack>
        {mainImg && (
          <Stack gap="sm">
            {/* Decorative: the title and text beside it say what the event is. */}
            <Image src={mainImg} alt="" radius="md" fit="cover" mah={320} />
            {contentImg && <Image src={contentImg} alt="" radius="md" fit="cover" mah={160} visibleFrom="sm" />}
          </Stack>
        )}
      </SimpleGrid>
    </Box>
  );
}
