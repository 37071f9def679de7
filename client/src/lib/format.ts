/** Locale-aware money and date formatting for the enrolment pages. */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(d);
}

/** An instant (ISO 8601) as date and time in the viewer's time zone. */
export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(d);
}
