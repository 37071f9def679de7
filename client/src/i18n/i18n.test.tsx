import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import i18n, { LANGUAGE_STORAGE_KEY, LANGUAGES, loadAllTranslations, type Language } from ".";
import { renderApp } from "../test/renderApp";

/** Every leaf key of a nested resource object, as dotted paths. */
function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

/** A language's words: the shell's and every feature's. */
const resources = {} as Record<Language, Record<string, unknown>>;
beforeAll(async () => {
  await loadAllTranslations();
  for (const lng of LANGUAGES) resources[lng] = i18n.getResourceBundle(lng, "translation") as Record<string, unknown>;
});

describe("translations", () => {
  let en: Set<string>;
  beforeAll(() => {
    en = new Set(keys(resources.en));
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly the keys en has", (lng) => {
    const other = new Set(keys(resources[lng]));
    expect(
      [...en].filter((k) => !other.has(k)),
      `missing in ${lng}`,
    ).toEqual([]);
    expect(
      [...other].filter((k) => !en.has(k)),
      `in ${lng} but not in en`,
    ).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty strings", (lng) => {
    const empty = keys(resources[lng]).filter((k) => {
      const v = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], resources[lng]);
      return typeof v !== "string" || v.trim() === "";
    });
    expect(empty).toEqual([]);
  });

  it("has a label for every navigation key the server can send", () => {
    for (const key of ["home", "learn", "skills", "jobs", "forum", "events"]) expect(en.has(`nav.${key}`)).toBe(true);
  });
});

describe("language switcher", () => {
  it("switches visible text, <html lang> and remembers the choice", async () => {
    const { user } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Learn tech skills. Get hired." })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(await screen.findByRole("menuitem", { name: "繁體中文" }));

    expect(await screen.findByRole("heading", { level: 1, name: "學習科技技能，成功就業。" })).toBeTruthy();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "登入" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-Hant");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("zh-Hant");

    await user.click(screen.getByRole("button", { name: "語言: 繁體中文" }));
    await user.click(await screen.findByRole("menuitem", { name: "简体中文" }));
    expect(await screen.findByRole("heading", { level: 1, name: "学习科技技能，成功就业。" })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe("zh-Hans"));
  });
});
