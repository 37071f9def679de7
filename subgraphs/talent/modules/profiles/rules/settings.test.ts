import { describe, expect, it } from "vitest";
import { fromUiLanguageEnum, settingsEntries, toUiLanguageEnum } from "./settings.js";

describe("rule: settings entries and UI language codes", () => {
  it("derives three entries; lists comma-separated, unset null", () => {
    expect(settingsEntries({ employmentStatus: null, workPermitLocations: ["Japan", "Brunei"], uiLanguage: "zh-Hant" })).toEqual([
      { path: "/settings#settings-job", id: "employment-status", type: "enum", value: null },
      { path: "/settings#settings-job", id: "work-permit-locations", type: "enum-list", value: "Japan,Brunei" },
      { path: "/settings#settings-language", id: "ui-language", type: "enum", value: "zh-Hant" },
    ]);
  });
  it("maps the API's zh_Hant to the SPEC's zh-Hant and back", () => {
    expect(fromUiLanguageEnum("zh_Hant")).toBe("zh-Hant");
    expect(fromUiLanguageEnum("fr")).toBeNull();
    expect(toUiLanguageEnum("zh-Hans")).toBe("zh_Hans");
  });
});
