/** "Add to calendar": the iCalendar text the API gives, saved as `<event id>.ics` (text/calendar) by the browser. */
export function downloadCalendarFile(eventId: string, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${eventId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
