/**
 * The overview section (SPEC §2 "overview with optional countdown"): its heading and text, and — when the section asks
 * for one and the event has not started — a live countdown to the start. The ticking numbers are hidden from screen
 * readers (a live region announcing every second would drown everything else); they read a static sentence with the
 * start instead.
 */
import { useEffect, useState } from "react";
import { Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventOverview_EventFragment } from "../../../__generated__/graphql";
import { firstStart } from "@server/events/modules/listings/rules/listings";
import { eventDateTimeWithZone } from "../lib/eventTime";
import { EventSection } from "./EventSection";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds in `ms` (≥ 0). */
export function countdownParts(ms: number) {
  const left = Math.max(0, ms);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

function Countdown({ startsAt, timeZone }: { startsAt: Date; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = startsAt.getTime() - now;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [running]);
  if (!running) return null;
  const parts = countdownParts(left);
  const units = (["days", "hours", "minutes", "seconds"] as const).map((unit) => ({ unit, value: parts[unit] }));
  return (
    <Paper withBorder radius="md" p="md" bg="var(--tf-surface-muted)">
      <Stack gap="xs">
        <Text fw={600}>{t("events.countdown.title")}</Text>
        <VisuallyHidden>
          {t("events.countdown.startsAt", { date: eventDateTimeWithZone(startsAt.toISOString(), timeZone, i18n.language) })}
        </VisuallyHidden>
        <Group gap="lg" aria-hidden="true" data-testid="countdown-ticking">
          {units.map(({ unit, value }) => (
            <Stack key={unit} gap={0} align="center" miw={56}>
              <Text fz={28} fw={700} lh={1.1} style={{ fontVariantNumeric: "tabular-nums" }}>
                {unit === "days" ? value : String(value).padStart(2, "0")}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`events.countdown.${unit}`, { count: value })}
              </Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export function EventOverview({ event }: { event: EventOverview_EventFragment }) {
  const overview = event.sections.overview;
  if (!overview) return null;
  const startsAt = firstStart(event.dates);
  return (
    <EventSection id="overview" title={overview.title}>
      {overview.body.split(/\n\s*\n/).map((p, i) => (
        <Text key={i} style={{ whiteSpace: "pre-line" }}>
          {p}
        </Text>
      ))}
      {overview.countdown && <Countdown startsAt={startsAt} timeZone={event.timeZone} />}
    </EventSection>
  );
}
