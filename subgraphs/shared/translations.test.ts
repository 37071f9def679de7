import { describe, expect, it } from "vitest";
import { contentLanguageOf, localize } from "./translations.js";

const card = {
  id: "get-hired",
  title: "Get hired",
  linkLabel: "See jobs",
  translations: { "zh-Hant": { title: "獲得聘用", linkLabel: "  " }, "zh-Hans": { title: "获得聘用", linkLabel: "查看职位" } },
};

describe("rule: content is served in the asked language, English by default", () => {
  it("no language is English", () => {
    expect(contentLanguageOf(undefined)).toBe("en");
    expect(contentLanguageOf(null)).toBe("en");
    expect(contentLanguageOf("en")).toBe("en");
  });
  it("the API's language names map to the stored codes", () => {
    expect(contentLanguageOf("zh_Hant")).toBe("zh-Hant");
    expect(contentLanguageOf("zh_Hans")).toBe("zh-Hans");
  });
  it("English is the row's own text", () => {
    expect(localize(card, "en")).toBe(card);
  });
  it("translated fields replace the English ones", () => {
    expect(localize(card, "zh-Hans")).toMatchObject({ id: "get-hired", title: "获得聘用", linkLabel: "查看职位" });
  });
});

describe("rule: a missing or blank translation falls back to English", () => {
  it("a blank field keeps the English text", () => {
    expect(localize(card, "zh-Hant")).toMatchObject({ title: "獲得聘用", linkLabel: "See jobs" });
  });
  it("a language with no translations keeps every English text", () => {
    expect(localize({ ...card, translations: {} }, "zh-Hant")).toMatchObject({ title: "Get hired", linkLabel: "See jobs" });
  });
});
