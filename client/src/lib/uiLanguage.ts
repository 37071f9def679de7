/** The API's UiLanguage enum (en, zh_Hant, zh_Hans) and the client's i18n language codes (en, zh-Hant, zh-Hans). */
import type { UiLanguage } from "../__generated__/graphql";
import { LANGUAGES, type Language } from "../i18n";

export function toUiLanguage(lng: Language): UiLanguage {
  return lng.replace("-", "_") as UiLanguage;
}

export function fromUiLanguage(value: UiLanguage | null | undefined): Language | null {
  if (!value) return null;
  const lng = value.replace("_", "-");
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : null;
}
