import { dateTimeFormat } from "../../../lib/format";

/** When a message was kept, to the second: several often arrive within the same minute. */
export function formatSentAt(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium" }).format(d);
}
