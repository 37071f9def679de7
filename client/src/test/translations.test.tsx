/**
 * No untranslated interface string on the common pages, in each of the three languages. A page is rendered with the
 * mock backend; every visible text and accessible name is scanned:
 * - in every language: no translation key ("jobs.type.x") and no raw code (an enum value such as FULL_TIME, an option
 *   list's value shown as sent) reaches the screen;
 * - in 繁體中文 and 简体中文: no English word, unless it is content (a string the API answered with: course and post
 *   text stays as written) or a name the translation itself keeps (TalentForge, LinkedIn, SQL).
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import i18n, { LANGUAGES, type Language } from "../i18n";
import en from "../i18n/en.json";
import zhHant from "../i18n/zh-Hant.json";
import zhHans from "../i18n/zh-Hans.json";
import { renderApp } from "./renderApp";
import { mei } from "./session";
import { addMockApplicationsOfEveryKind } from "../features/applications/mocks";
import { grantAccess } from "../features/enrolment/mocks";
import { ENUM_CODES, OPTION_VALUES } from "./codeValues";

/** The app shell's words per language (the app downloads only the one in use). */
const resources = { en, "zh-Hant": zhHant, "zh-Hans": zhHans } as const;

/** [url, who is logged in (none: a visitor), data to seed first] */
const COMMON_PAGES: Array<[url: string, as?: { id: string }, seed?: () => void]> = [
  ["/"],
  ["/courses?page=1"],
  ["/courses/fcda"],
  ["/courses/programmes"],
  ["/courses/financing"],
  ["/jobs?page=1"],
  ["/jobs/browse?page=1"],
  ["/jobs/2"],
  ["/companies?page=1"],
  ["/companies/kopicloud"],
  ["/events"],
  ["/events/kl-tech-career-fair"],
  ["/programmes/student/find-programmes"],
  ["/dashboard", mei],
  ["/profile", mei],
  ["/settings", mei],
  ["/applications", mei, () => addMockApplicationsOfEveryKind(mei.id)],
  ["/skills/home", mei],
  ["/courses/my-learning", mei, () => grantAccess(mei.id, "m1sql", 5)],
  ["/forum/feed", mei],
];

/** Every string in an object tree. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === "object") for (const v of Object.values(value)) yield* strings(v);
}

/**
 * Fields whose values are codes from an option list (a job's type, a company's industry, a profile's languages) and
 * the titles of fixed lists the client labels by id: not content, so their English never excuses a word on screen.
 */
const CODED_FIELDS = new Set([
  "type",
  "types",
  "industry",
  "industries",
  "languages",
  "level",
  "educationLevels",
  "workPermitLocations",
  "countries",
  "delivery",
  "medium",
]);
const LABELLED_BY_ID = new Set(["CareerRole", "CourseCategory"]);

/** The strings of the API's answers (the Apollo cache) that are content. */
function* contentStrings(value: unknown, field = "", typename = ""): Generator<string> {
  if (typeof value === "string") {
    if (CODED_FIELDS.has(field) && OPTION_VALUES.has(value)) return;
    if (LABELLED_BY_ID.has(typename) && field === "title") return;
    yield value;
  } else if (Array.isArray(value)) for (const v of value) yield* contentStrings(v, field, typename);
  else if (value && typeof value === "object") {
    const own = (value as { __typename?: unknown }).__typename;
    const type = typeof own === "string" ? own : typename;
    for (const [k, v] of Object.entries(value)) yield* contentStrings(v, k.replace(/\(.*$/, ""), type);
  }
}

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;
/** A translation key: two or more dotted camelCase segments ("jobs.type.fullTime"). */
const KEY_LIKE = /\b[a-z][a-zA-Z]+(?:\.[a-zA-Z0-9]+){2,}\b/;
/** An enum value: SCREAMING_SNAKE with at least one underscore, or a known code. */
const ENUM_LIKE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
/** An id or path as the API holds it ("employment-status", "/settings#settings-job"). */
const ID_LIKE = /^(?:[a-z]+(?:-[a-z]+)+|\/[\w/-]*#[\w-]+)$/;
/**
 * Latin letters that belong in Chinese text too: initials and short codes (MC, HK, US$ in a price) and the time zone
 * of a time (GMT+8).
 */
const NOT_ENGLISH = /^(?:[A-Z]{1,2}|GMT)$/;

/** The text someone meets on the page: text nodes and the accessible names and hints of elements. */
function visibleTexts(root: HTMLElement): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, [translate=no], [hidden], [aria-hidden=true]")) continue;
    const text = node.textContent?.trim();
    if (text) out.push(text);
  }
  for (const el of root.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
    // Hidden helpers (Mantine's autosize measurement textarea) are not met by anyone.
    if (el.closest("[translate=no], [hidden], [aria-hidden=true]")) continue;
    for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
      const v = el.getAttribute(attr)?.trim();
      if (v) out.push(v);
    }
  }
  for (const el of root.querySelectorAll("input[value]")) {
    const input = el as HTMLInputElement;
    if (input.type !== "hidden" && input.readOnly && input.value) out.push(input.value);
  }
  return out;
}

async function renderPage(url: string, language: Language, as?: { id: string }, seed?: () => void) {
  seed?.();
  if (as) {
    const { loginAs } = await import("./session");
    loginAs(as);
  }
  await i18n.changeLanguage(language);
  const { client } = renderApp(url);
  expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("status", { name: /loading|載入|加载/i })).toBeNull());
  await waitFor(() => expect(document.querySelector("main [role=status] .mantine-Loader-root, main [data-loading-skeleton]")).toBeNull());
  return client;
}

/** Latin words the translation of a language keeps (brand and technical names). */
function keptWords(language: Language): Set<string> {
  const words = new Set<string>();
  for (const s of strings(resources[language])) for (const w of s.match(LATIN_WORD) ?? []) words.add(w);
  for (const s of strings(i18n.getDataByLanguage(language))) for (const w of s.match(LATIN_WORD) ?? []) words.add(w);
  return words;
}

describe.each(LANGUAGES.map((l) => [l]))("interface strings in %s", (language) => {
  it.each(COMMON_PAGES)("%s shows no untranslated interface string", async (url, as, seed) => {
    const client = await renderPage(url, language, as, seed);
    const texts = visibleTexts(document.body);
    const problems = new Set<string>();
    for (const text of texts) {
      if (KEY_LIKE.test(text) && !/https?:|@|\.(?:com|my|hk|test)\b/.test(text)) problems.add(`translation key: ${text}`);
      if (ENUM_LIKE.test(text) || ENUM_CODES.has(text) || ID_LIKE.test(text)) problems.add(`raw code: ${text}`);
    }
    if (language !== "en") {
      const content = new Set<string>();
      for (const s of contentStrings(client.cache.extract())) for (const w of s.match(LATIN_WORD) ?? []) content.add(w);
      const kept = keptWords(language);
      for (const text of texts) {
        const english = (text.match(LATIN_WORD) ?? []).filter((w) => !content.has(w) && !kept.has(w) && !NOT_ENGLISH.test(w));
        if (english.length) problems.add(`English: ${text}`);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
