/**
 * Which language marketing content is served in (SPEC §1, the interface languages of SPEC §3). The API's UiLanguage
 * (en, zh_Hant, zh_Hans) names the language; a row keeps its English text in its own columns and the other languages
 * in `translations`, field by field. A missing or blank translation falls back to the English text, so a partner that
 * asks without a language, or for one a text is not written in yet, always gets whole English content. Imports nothing
 * at run time, so the client's mocks can share it.
 */
import type { ContentTranslations } from "../../../../../drizzle/schema/courses.js";

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
