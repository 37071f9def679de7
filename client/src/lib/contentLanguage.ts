/** The language content written in several languages (marketing content, job campaigns) is asked for: the interface language the viewer reads (English when unknown). */
import { useTranslation } from "react-i18next";
import type { UiLanguage } from "../__generated__/graphql";
import { LANGUAGES, type Language } from "../i18n";
import { toUiLanguage } from "./uiLanguage";

export function useContentLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  const lng = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
  return toUiLanguage(lng);
}
