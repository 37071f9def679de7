/** The careers forms' own words for the shared form helpers in lib/formErrors, and the careers links' rule. */
import type { TFunction } from "i18next";
import type { FormWords } from "../../../lib/formErrors";

export const formWords = (t: TFunction): FormWords => ({
  badInput: t("careers.form.badInput"),
  failed: t("careers.form.failed"),
  length: (limits) => t("careers.form.length", limits),
});

/** A link's error (https, at most `max` characters), or null; an optional link may be left empty. */
export function httpsError(value: string, max: number, t: TFunction, optional = false): string | null {
  const url = value.trim();
  if (!url) return optional ? null : t("validation.required");
  let https = false;
  try {
    https = new URL(url).protocol === "https:";
  } catch {
    /* not a URL */
  }
  if (!https) return t("careers.form.https");
  return url.length > max ? t("validation.maxLength", { max }) : null;
}
