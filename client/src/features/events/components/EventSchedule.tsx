/**
 * The schedule (SPEC §2 "schedule by date and time slots"): a day per heading (the server groups the slots by the
 * event's local date), each slot with its times in the event's time zone — named once above — its title, what happens
 * and where.
 */
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventSchedule_EventFragment } from "../../../__generated__/graphql";
import { eventTimeRange, scheduleDay, zoneName } from "../lib/eventTime";
import { EventSection } from "./EventSection";

export function EventSchedule({ event }: { event: EventSchedule_EventFragment }) {
  const { t, i18n } = useTranslation();
  const days = event.sections.schedule;
  if (days.length === 0) return null;
  const firstSlot = days[0]?.slots[0]?.from;
  return (
    <EventSection id="schedule" title={t("events.schedule.title")}>
      <Text size="sm" c="dimmed">
        {t("events.page.timesIn", { zone: zoneName(event.timeZone, i18n.language, firstSlot) })}
      </Text>
      {days.map((day) => {
        const headingId = `event-schedule-${day.date}`;
        return (
          <Stack key={day.date} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} size="h4" id={headingId}>
              {scheduleDay(day.date, i18n.language)}
            </Title>
            <Stack component="ol" className="plain-list" gap="xs">
              {day.slots.map((slot) => (
                <Paper component="li" key={`${slot.from}-${slot.to}-${slot.title}`} withBorder radius="md" p="sm">
                  <Group align="flex-start" gap="md" wrap="wrap">
                    <Text fw={700} miw={110} style={{ fontVariantNumeric: "tabular-nums" }}>
                      {eventTimeRange(slot, event.timeZone, i18n.language)}
                    </Text>
                    <Stack gap={2} style={{ flex: "1 1 200px", minWidth: 0 }}>
                      <Text fw={600}>{slot.title}</Text>
                      <Text size="sm">{slot.description}</Text>
                      {slot.place && (
                        <Text size="sm" c="dimmed">
                          {t("events.schedule.place", { place: slot.place })}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </EventSection>
  );
}
