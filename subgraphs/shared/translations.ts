/**
 * Which language content written by the operator is served in: marketing content (SPEC §1) and job campaigns, in the
 * interface languages of SPEC §3. The API's UiLanguage (en, zh_Hant, zh_Hans) names the language; a row keeps its
 * English text in its own columns and the other languages in `translations`, field by field. A missing or blank
 * translation falls back to the English text, so a partner that asks without a language, or for one a text is not
 * written in yet, always gets whole English content. Imports nothing at run time, so the client's mocks can share it.
 */

/** The languages other than English a text may be written in, as stored. */
export const TRANSLATED_LANGUAGES = ["zh-Hant", "zh-Hans"] as const;
/** A row's translations: per language, per field, the text (the `translations` jsonb column). */
export type ContentTranslations<F extends string> = Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], Partial<Record<F, string>>>>;

export type UiLanguageId = "en" | "zh_Hant" | "zh_Hans";
export type ContentLanguage = "en" | "zh-Hant" | "zh-Hans";

/** The language code content is stored under for the API's UiLanguage; absent means English (the default). */
export function contentLanguageOf(language: UiLanguageId | null | undefined): ContentLanguage {
  return language ? (language.replace("_", "-") as ContentLanguage) : "en";
}

/** The row with its translated fields in `language`; the English text where a field has no translation. */
export function localize<F extends string, R extends { translations: ContentTranslations<F> }>(row: R, language: ContentLanguage): R {
  if (language === "en") return row;
  const texts = row.translations[language];
  if (!texts) return row;
  const translated: Partial<Record<F, string>> = {};
  for (const [field, text] of Object.entries(texts) as [F, string | undefined][]) {
    if (typeof text === "string" && text.trim() !== "") translated[field] = text;
  }
  return { ...row, ...translated };
}
