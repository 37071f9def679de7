/** Locale-aware money and date formatting. */

// Making an Intl formatter costs far more than using one (milliseconds with a time zone, on every render of a list):
// each language and set of options is made once.
function keptPerLanguageAndOptions<O extends object, F>(make: (language: string, options: O) => F) {
  const kept = new Map<string, F>();
  return (language: string, options: O): F => {
    const key = `${language}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) kept.set(key, (format = make(language, options)));
    return format;
  };
}

/** Intl.DateTimeFormat, kept per language and options. Throws as the constructor does (an unknown time zone). */
export const dateTimeFormat = keptPerLanguageAndOptions(
  (language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);

const keptNumberFormat = keptPerLanguageAndOptions(
  (language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);
/** Intl.NumberFormat, kept per language and options. */
export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}) => keptNumberFormat(language, options);

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
