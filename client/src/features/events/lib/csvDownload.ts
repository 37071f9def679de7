/** "Download CSV": the organiser's export as the API gives it, saved as `<event id>-registrations.csv` (text/csv). */
export const registrationsCsvName = (eventId: string) => `${eventId}-registrations.csv`;

export function downloadRegistrationsCsv(eventId: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = registrationsCsvName(eventId);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
