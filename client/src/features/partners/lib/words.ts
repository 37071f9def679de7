/** How a key's scopes, limits, dates and a failed request read on the page, in the reader's language. */
import type { TFunction } from "i18next";
import { API_KEY_SCOPES, type ApiKeyScope } from "@server/shared/partner-api";
import { numberFormat } from "../../../lib/format";
import { ApiKeyError } from "./api";

/** "Jobs, Employers and Events", in the rules' order. */
export function scopesInWords(scopes: readonly ApiKeyScope[], t: TFunction, language: string): string {
  const names = API_KEY_SCOPES.filter((s) => scopes.includes(s)).map((s) => t(`apiKeys.scopes.${s}`));
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
}

export const formatWhole = (n: number, language: string) => numberFormat(language).format(n);

/** "120 requests / min" and "200,000 cost / min". */
export function limitsInWords(key: { requestsPerMinute: number; costPerMinute: number }, t: TFunction, language: string) {
  return {
    requests: t("apiKeys.list.requests", { count: key.requestsPerMinute, value: formatWhole(key.requestsPerMinute, language) }),
    cost: t("apiKeys.list.cost", { value: formatWhole(key.costPerMinute, language) }),
  };
}

/** Lists show a key by its first characters only ("tfk_ab12…"). */
export const shownKey = (shownPrefix: string) => (shownPrefix.endsWith("…") ? shownPrefix : `${shownPrefix}…`);

const KNOWN = ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMITED", "NETWORK"] as const;

/** Why a request failed, in the reader's words where the code is one the page knows, else the server's message. */
export function failureMessage(err: unknown, fallback: string, t: TFunction): string {
  if (!(err instanceof ApiKeyError)) return fallback;
  const code = KNOWN.find((k) => k === err.code);
  if (code) return t(`apiKeys.errors.${code}`);
  return err.message || fallback;
}
