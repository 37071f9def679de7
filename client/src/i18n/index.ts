/**
 * i18next set-up: English, Traditional Chinese (Hong Kong/Taiwan) and Simplified Chinese. The choice persists in
 * localStorage and is mirrored to <html lang>.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./en.json";
import zhHant from "./zh-Hant.json";
import zhHans from "./zh-Hans.json";

export const LANGUAGES = ["en", "zh-Hant", "zh-Hans"] as const;
export type Language = (typeof LANGUAGES)[number];
export const resources = { en, "zh-Hant": zhHant, "zh-Hans": zhHans } as const;
export const LANGUAGE_STORAGE_KEY = "talentforge.lang";

function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored choice first, else the browser's language (zh-TW/HK/MO/Hant → zh-Hant, other zh → zh-Hans), else en. */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage unavailable */
  }
  const nav = typeof navigator === "undefined" ? "" : (navigator.language ?? "");
  if (/^zh\b/i.test(nav)) return /hant|tw|hk|mo/i.test(nav) ? "zh-Hant" : "zh-Hans";
  return "en";
}

function applyHtmlLang(lng: string) {
  if (typeof document !== "undefined") document.documentElement.lang = lng;
}

export async function setLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage unavailable */
  }
  await i18n.changeLanguage(lng);
}

i18n.on("languageChanged", applyHtmlLang);

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    "zh-Hant": { translation: zhHant },
    "zh-Hans": { translation: zhHans },
  },
  lng: detectLanguage(),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});
applyHtmlLang(i18n.language);

export default i18n;
