/**
 * Settings entries (SPEC §3 Student.settings: path, id, type, value). They are derived from the profile's columns
 * rather than stored twice: job settings (employment status, work permit locations), the interface language and the
 * optional emails (on unless switched off).
 */
// The messages module only (pure): the client's mocks import these rules.
import { EMAIL_PREFERENCES_PATH, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "../../../../shared/mail/messages.js";
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
  emailSwitchedOff: readonly string[];
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
    ...OPTIONAL_MAIL_KINDS.map((kind): SettingEntry => ({
      path: EMAIL_PREFERENCES_PATH,
      id: `email-${kind}`,
      type: "boolean",
      value: String(!p.emailSwitchedOff.includes(kind)),
    })),
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

/** GraphQL's OptionalEmail (FORUM_DIGEST) for a mail kind ("forum-digest"), and back. */
export type OptionalEmailEnum = "FORUM_DIGEST";

export function toOptionalEmailEnum(kind: OptionalMailKind): OptionalEmailEnum {
  return kind.toUpperCase().replaceAll("-", "_") as OptionalEmailEnum;
}

export function fromOptionalEmailEnum(value: string): OptionalMailKind | null {
  const kind = value.toLowerCase().replaceAll("_", "-");
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind) ? (kind as OptionalMailKind) : null;
}

/** Each optional email and whether it is on (on unless switched off). */
export function emailPreferencesOf(switchedOff: readonly string[]): { email: OptionalEmailEnum; enabled: boolean }[] {
  return OPTIONAL_MAIL_KINDS.map((kind) => ({ email: toOptionalEmailEnum(kind), enabled: !switchedOff.includes(kind) }));
}
