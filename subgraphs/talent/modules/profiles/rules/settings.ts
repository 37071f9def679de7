/**
 * Settings entries (SPEC §3 Student.settings: path, id, type, value). They are derived from the profile's columns
 * rather than stored twice: job settings (employment status, work permit locations) and the interface language.
 */
import { UI_LANGUAGES, type UiLanguageCode } from "../../../../shared/options.js";

export interface SettingEntry {
  path: string;
  id: string;
  type: "enum" | "enum-list" | "boolean" | "string";
  value: string | null;
}

export const JOB_SETTINGS_PATH = "/settings#settings-job";
export const LANGUAGE_SETTINGS_PATH = "/settings#settings-language";

export interface SettingsSource {
  employmentStatus: string | null;
  workPermitLocations: readonly string[];
  uiLanguage: string | null;
}

/** The entries in the order the settings page shows them. Lists are comma-separated; unset values are null. */
export function settingsEntries(p: SettingsSource): SettingEntry[] {
  return [
    { path: JOB_SETTINGS_PATH, id: "employment-status", type: "enum", value: p.employmentStatus },
    {
      path: JOB_SETTINGS_PATH,
      id: "work-permit-locations",
      type: "enum-list",
      value: p.workPermitLocations.length ? p.workPermitLocations.join(",") : null,
    },
    { path: LANGUAGE_SETTINGS_PATH, id: "ui-language", type: "enum", value: p.uiLanguage },
  ];
}

/** GraphQL enum names cannot hold "-": zh_Hant in the API is the SPEC's zh-Hant everywhere else. */
export type UiLanguageEnum = "en" | "zh_Hant" | "zh_Hans";

export function toUiLanguageEnum(code: UiLanguageCode): UiLanguageEnum {
  return code.replace("-", "_") as UiLanguageEnum;
}

export function fromUiLanguageEnum(value: string): UiLanguageCode | null {
  const code = value.replace("_", "-");
  return (UI_LANGUAGES as readonly string[]).includes(code) ? (code as UiLanguageCode) : null;
}
