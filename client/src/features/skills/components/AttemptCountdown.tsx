/**
 * The time left of a verify attempt, counted down to the server's deadline. `offsetMs` is what the local clock is
 * behind the server's (so the countdown follows the server's time). Screen readers hear it only at 5 and at 1 minute
 * left (a polite announcement, shown too); at 0 `onExpire` runs once.
 */
import { useEffect, useRef, useState } from "react";
import { Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const MINUTE_MS = 60_000;
/** The moments announced, in minutes left. */
const ANNOUNCE_AT_MINUTES = [5, 1];

export function remainingMs(deadline: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Date.parse(deadline) - (now + offsetMs));
}

/** m:ss, or h:mm:ss from an hour up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

export function AttemptCountdown({ deadline, offsetMs, onExpire }: { deadline: string; offsetMs: number; onExpire: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => remainingMs(deadline, offsetMs));
  // The thresholds already passed when the page opened are not announced again; the last one passed is shown.
  const announced = useRef(new Set(ANNOUNCE_AT_MINUTES.filter((m) => left <= m * MINUTE_MS)));
  const [announcement, setAnnouncement] = useState("");
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  const expired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const ms = remainingMs(deadline, offsetMs);
      setLeft(ms);
      for (const minutes of ANNOUNCE_AT_MINUTES) {
        if (ms <= minutes * MINUTE_MS && !announced.current.has(minutes)) {
          announced.current.add(minutes);
          setAnnouncement(t("skills.attempt.minutesLeft", { count: minutes }));
        }
      }
      if (ms <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offsetMs, t]);

  const low = left <= ANNOUNCE_AT_MINUTES[0]! * MINUTE_MS;
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} id="skill-attempt-time-left">
          {t("skills.attempt.timeLeft")}
        </Text>
        <Text
          role="timer"
          aria-labelledby="skill-attempt-time-left"
          ff="monospace"
          fz="xl"
          fw={700}
          c={low ? "var(--tf-text-danger)" : undefined}
        >
          {formatClock(left)}
        </Text>
      </Group>
      <Text role="status" aria-live="polite" size="sm" fw={600} c="var(--tf-text-danger)">
        {announcement}
      </Text>
    </Paper>
  );
}
