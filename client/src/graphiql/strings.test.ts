import { afterEach, describe, expect, it, vi } from "vitest";
import { EXPLORER_STRINGS, explorerLanguage } from "./strings";

describe("the explorer's words", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it("say the same things in every language, none left empty or in English", () => {
    const keys = Object.keys(EXPLORER_STRINGS.en).sort();
    for (const [language, strings] of Object.entries(EXPLORER_STRINGS)) {
      expect(Object.keys(strings).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${language} ${key}`).not.toBe("");
        if (language !== "en") expect(text, `${language} ${key}`).not.toBe(EXPLORER_STRINGS.en[key as keyof typeof strings]);
      }
    }
  });

  it("follow the language chosen in the app, else the browser's", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("zh-TW");
    expect(explorerLanguage()).toBe("zh-Hant");
    localStorage.setItem("talentforge.lang", "zh-Hans");
    expect(explorerLanguage()).toBe("zh-Hans");
    localStorage.setItem("talentforge.lang", "fr");
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    expect(explorerLanguage()).toBe("en");
  });
});
