/** Locale-aware money and date formatting. */

// Making an Intl formatter costs far more than using one (milliseconds with a time zone, on every render of a list):
// each language and set of options is made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl.DateTimeFormat, kept per language and options. Throws as the constructor does (an unknown time zone). */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** Intl.NumberFormat, kept per language and options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return numberFormat(language, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDate(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(language, { dateStyle: "medium" }).format(d);
}

/** An instant (ISO 8601) as date and time in the viewer's time zone. */
export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(d);
}
