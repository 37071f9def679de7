/** Limits of an organiser's event form, pure so the client's form shows the same bounds. */

export const EVENT_EDIT_LIMITS = {
  id: { min: 3, max: 80 },
  title: { min: 3, max: 120 },
  description: { min: 10, max: 500 },
  shortText: { max: 200 },
  /** Country, button label and sector names. */
  label: { max: 80 },
  booth: { max: 40 },
  url: { max: 2000 },
  longText: { max: 4000 },
  dates: { min: 1, max: 14 },
  links: { max: 6 },
  partners: { max: 30 },
  speakers: { max: 30 },
  offers: { min: 1, max: 12 },
  offerPoints: { max: 8 },
  grid: { min: 1, max: 4 },
  schedule: { max: 100 },
  directions: { max: 8 },
  attendee: { max: 10 },
  sectors: { max: 20 },
  exhibitors: { max: 100 },
  capacity: { min: 1, max: 1_000_000 },
  teamSize: { min: 2, max: 10 },
  year: { min: 1, max: 10 },
} as const;

/** A natural id: lowercase letters and digits in words joined by single hyphens. */
export const EVENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An image or link in an event: a path of this site, or an https URL (never plain http or a script URL). */
export function isSafeEventUrl(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether every slot lies within one of the event's days. */
export function slotWithinDays(slot: { from: string; to: string }, days: readonly { from: string; to: string }[]): boolean {
  const from = Date.parse(slot.from);
  const to = Date.parse(slot.to);
  return days.some((d) => Date.parse(d.from) <= from && to <= Date.parse(d.to));
}
