/** "Add to calendar": saves the event's iCalendar file (the registration's own once registered) as `<event id>.ics`. */
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { downloadCalendarFile } from "../lib/calendarDownload";
import { CalendarIcon } from "./icons";

export function AddToCalendarButton({ eventId, ics }: { eventId: string; ics: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="light" size="xs" leftSection={<CalendarIcon />} onClick={() => downloadCalendarFile(eventId, ics)}>
      {t("events.calendar.add")}
    </Button>
  );
}
