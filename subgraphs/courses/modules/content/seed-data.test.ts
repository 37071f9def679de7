/** The content seed holds every marketing text in the three interface languages (the rows' English and both Chinese). */
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FAQS, PARTNER_ORGANISATIONS, PEOPLE, STATS, TESTIMONIALS, VALUE_CARDS } from "./seed-data.js";
import { EMPLOYER_SEED } from "../../../jobs/modules/employers/seed-data.js";

const PUBLIC = fileURLToPath(new URL("../../../../client/public", import.meta.url));

const LANGUAGES = ["zh-Hant", "zh-Hans"] as const;
const complete = (rows: readonly { translations?: unknown }[], fields: readonly string[]) => {
  for (const row of rows)
    for (const lng of LANGUAGES)
      for (const f of fields) {
        const text = (row.translations as Record<string, Record<string, string>> | undefined)?.[lng]?.[f];
        expect(text?.trim(), `${JSON.stringify(row).slice(0, 60)} ${lng}.${f}`).toBeTruthy();
      }
};

describe("the content seed in three languages", () => {
  it("value cards: title, description and link label", () => complete(VALUE_CARDS, ["title", "description", "linkLabel"]));
  it("statistics: what each counts (the values stay the SPEC's)", () => complete(STATS, ["subtext"]));
  it("people: position, full position and job", () => complete(PEOPLE, ["position", "fullPosition", "job"]));
  it("funders and partners: names", () => complete(PARTNER_ORGANISATIONS, ["title"]));
  it("FAQs: question and answer, answers as simple HTML", () => {
    complete(FAQS, ["question", "answer"]);
    for (const f of FAQS) for (const lng of LANGUAGES) expect(f.translations?.[lng]?.answer).toMatch(/^<p>.+<\/p>$/);
  });
});

describe("the content seed's pictures and links", () => {
  it("every testimonial's employer id is a seeded employer of the job area, named as it is there", () => {
    for (const t of TESTIMONIALS.filter((x) => x.employerId)) {
      const employer = EMPLOYER_SEED.find((e) => e.id === t.employerId);
      expect(employer, t.id).toBeTruthy();
      expect(t.employer).toBe(employer!.shortTitle);
    }
  });
  it("every person has a portrait and every organisation a logo, bundled under client/public", () => {
    expect(PEOPLE.every((p) => p.portraitPath === `/people/${p.id}.svg`)).toBe(true);
    expect(PARTNER_ORGANISATIONS.every((o) => o.logoPath === `/organisations/${o.id}.svg`)).toBe(true);
    for (const path of [...PEOPLE.map((p) => p.portraitPath), ...PARTNER_ORGANISATIONS.map((o) => o.logoPath)])
      expect(existsSync(PUBLIC + path!), path!).toBe(true);
  });
});
