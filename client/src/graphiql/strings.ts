/**
 * The explorer page's own words in the app's three languages. The page is a separate build from the app (it must
 * not grow the app's bundle), so it reads the app's language choice directly instead of loading i18next for six
 * strings. GraphiQL's own interface is English only.
 */
import en from "./i18n/en.json";
import zhHans from "./i18n/zh-Hans.json";
import zhHant from "./i18n/zh-Hant.json";

export type ExplorerStrings = typeof en;
export type ExplorerLanguage = "en" | "zh-Hant" | "zh-Hans";

export const EXPLORER_STRINGS: Record<ExplorerLanguage, ExplorerStrings> = { en, "zh-Hant": zhHant, "zh-Hans": zhHans };

/** Where the app keeps the visitor's language choice (client/src/i18n/index.ts, LANGUAGE_STORAGE_KEY). */
const LANGUAGE_STORAGE_KEY = "talentforge.lang";

/** As the app decides (client/src/i18n/index.ts, detectLanguage): the stored choice, else the browser's, else en. */
export function explorerLanguage(): ExplorerLanguage {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && stored in EXPLORER_STRINGS) return stored as ExplorerLanguage;
  } catch {
    /* storage unavailable */
  }
  const nav = navigator.language ?? "";
  if (/^zh\b/i.test(nav)) return /hant|tw|hk|mo/i.test(nav) ? "zh-Hant" : "zh-Hans";
  return "en";
}
