/**
 * i18next set-up: English, Traditional Chinese (Hong Kong/Taiwan) and Simplified Chinese. The choice persists in
 * localStorage and is mirrored to <html lang>. Only the language in use is downloaded: the app shell's words
 * (`i18n/<lng>.json`) before the app first renders (`i18nReady`), and each feature's words, a chunk per language, with
 * the feature's first page (`loadTranslations`, called by the lazy routes). When the language changes, every bundle
 * the session has needed so far is loaded in the new language before it shows.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { TRANSLATION_BUNDLES, type TranslatedFeature } from "./bundles";

export const LANGUAGES = ["en", "zh-Hant", "zh-Hans"] as const;
export type Language = (typeof LANGUAGES)[number];
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

type Bundle = Record<string, unknown>;
/** The app shell's words, one chunk per language. */
const SHELL = "app";
const shellBundles = import.meta.glob<Bundle>("./*.json", { import: "default" });
/** The option lists' labels (countries, industries, job types…), for the features with forms and filters. */
const OPTIONS = "options";
const optionBundles = import.meta.glob<Bundle>("./options/*.json", { import: "default" });
/** Each feature's words, one chunk per feature and language (`features/<f>/i18n/<lng>.json`). */
const featureBundles = import.meta.glob<Bundle>("../features/*/i18n/*.json", { import: "default" });
/** Bundles the session has needed so far (the shell's always): a language change loads them again in the new language. */
const wanted = new Set<string>([SHELL]);
const loading = new Map<string, Promise<void>>();

function loadBundle(bundle: string, lng: string): Promise<void> {
  const key = `${bundle}/${lng}`;
  let pending = loading.get(key);
  if (!pending) {
    const load =
      bundle === SHELL
        ? shellBundles[`./${lng}.json`]
        : bundle === OPTIONS
          ? optionBundles[`./options/${lng}.json`]
          : featureBundles[`../features/${bundle}/i18n/${lng}.json`];
    pending = (load ? load() : Promise.resolve({})).then((words) => void i18n.addResourceBundle(lng, "translation", words, true, true));
    // A failed download (a dropped connection) is tried again next time rather than remembered.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function loadWanted(lng: string): Promise<void> {
  return Promise.all([...wanted].map((bundle) => loadBundle(bundle, lng))).then(() => undefined);
}

/** The language a switch in progress is loading, so pages opened meanwhile load their words in it too. */
let switchingTo: string | null = null;
/** Only the latest switch applies, whichever language's words arrive first. */
let latestSwitch = 0;

/** The words a feature's pages need, in the current language (and later in any language switched to). */
export function loadTranslations(feature: TranslatedFeature): Promise<void> {
  for (const bundle of TRANSLATION_BUNDLES[feature]) wanted.add(bundle);
  const languages = new Set([i18n.language, ...(switchingTo ? [switchingTo] : [])]);
  return Promise.all([...languages].map(loadWanted)).then(() => undefined);
}

/** Every feature's words in every language, for tests that render pages without their routes. */
export function loadAllTranslations(): Promise<void> {
  for (const bundles of Object.values(TRANSLATION_BUNDLES)) for (const bundle of bundles) wanted.add(bundle);
  return Promise.all(LANGUAGES.map(loadWanted)).then(() => undefined);
}

/**
 * Switches once the new language's words have arrived, so the page never shows keys in between. If they cannot be
 * downloaded the language stays as it was (and is not remembered), and the error goes to the caller.
 */
export async function setLanguage(lng: Language): Promise<void> {
  const request = ++latestSwitch;
  switchingTo = lng;
  try {
    await loadWanted(lng);
  } finally {
    if (request === latestSwitch) switchingTo = null;
  }
  if (request !== latestSwitch) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage unavailable */
  }
  await i18n.changeLanguage(lng);
}

i18n.on("languageChanged", applyHtmlLang);
// A language changed some other way still gets its words; pages re-render when they arrive ("added" below).
i18n.on("languageChanged", (lng) => void loadWanted(lng).catch(() => undefined));

void i18n.use(initReactI18next).init({
  // Filled bundle by bundle (loadBundle) in the languages in use.
  resources: {},
  partialBundledLanguages: true,
  lng: detectLanguage(),
  fallbackLng: "en",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  react: { bindI18nStore: "added" },
  initAsync: false,
});
applyHtmlLang(i18n.language);

/**
 * The shell's words in the detected language: the app renders once they are in (main.tsx), so it never shows keys. If
 * they cannot be downloaded the app still starts (and asks again with the next page).
 */
export const i18nReady: Promise<void> = loadWanted(i18n.language).catch(() => undefined);

export default i18n;
