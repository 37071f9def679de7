import { describe, expect, it } from "vitest";
import {
  emailPreferencesOf,
  fromOptionalEmailEnum,
  fromUiLanguageEnum,
  settingsEntries,
  toOptionalEmailEnum,
  toUiLanguageEnum,
} from "./settings.js";

describe("rule: settings entries and UI language codes", () => {
  it("derives the entries; lists comma-separated, unset null; an optional email is on until switched off", () => {
    const source = { employmentStatus: null, workPermitLocations: ["Japan", "Brunei"], uiLanguage: "zh-Hant", emailSwitchedOff: [] };
    expect(settingsEntries(source)).toEqual([
      { path: "/settings#settings-job", id: "employment-status", type: "enum", value: null },
      { path: "/settings#settings-job", id: "work-permit-locations", type: "enum-list", value: "Japan,Brunei" },
      { path: "/settings#settings-language", id: "ui-language", type: "enum", value: "zh-Hant" },
      { path: "/settings#settings-email", id: "email-forum-digest", type: "boolean", value: "true" },
    ]);
    expect(settingsEntries({ ...source, emailSwitchedOff: ["forum-digest"] }).at(-1)?.value).toBe("false");
  });
  it("maps the API's zh_Hant to the SPEC's zh-Hant and back", () => {
    expect(fromUiLanguageEnum("zh_Hant")).toBe("zh-Hant");
    expect(fromUiLanguageEnum("fr")).toBeNull();
    expect(toUiLanguageEnum("zh-Hans")).toBe("zh_Hans");
  });
  it("optional emails: FORUM_DIGEST is forum-digest; on unless switched off", () => {
    expect(toOptionalEmailEnum("forum-digest")).toBe("FORUM_DIGEST");
    expect(fromOptionalEmailEnum("FORUM_DIGEST")).toBe("forum-digest");
    expect(fromOptionalEmailEnum("PASSWORD_RESET")).toBeNull();
    expect(emailPreferencesOf([])).toEqual([{ email: "FORUM_DIGEST", enabled: true }]);
    expect(emailPreferencesOf(["forum-digest"])).toEqual([{ email: "FORUM_DIGEST", enabled: false }]);
  });
});
