/**
 * Every value of the server's option lists has a label in the three languages, and labels are not the English value
 * left in place (a list added on the server fails here until it is translated).
 */
import { describe, expect, it } from "vitest";
import * as options from "@server/shared/options";
import i18n, { LANGUAGES } from "../i18n";
import { CAREER_ROLE_SEED } from "@server/talent/modules/vocabulary/seed-data";
import { COURSE_SEED } from "@server/courses/modules/catalogue/seed-data";
import { COURSE_DELIVERIES, COURSE_MEDIA } from "@server/courses/modules/catalogue/rules/course-content-limits";
import { optionKey, optionLabel, optionSlug, type OptionList } from "./optionLabels";

/** Each labelled list and the server's list it labels. */
const LABELLED: Record<OptionList, readonly string[]> = {
  jobType: options.JOB_TYPES,
  industry: options.INDUSTRIES,
  country: options.COUNTRIES,
  language: options.PROFILE_LANGUAGES,
  education: options.EDUCATION_LEVELS,
  experience: options.EXPERIENCE_BANDS,
  gender: options.GENDERS,
  ethnicity: options.ETHNICITIES,
  maritalStatus: options.MARITAL_STATUSES,
  state: options.MALAYSIAN_STATES,
  month: options.MONTHS,
  yesNo: options.YES_NO,
  employmentExperience: options.EMPLOYMENT_EXPERIENCE,
  householdIncome: options.HOUSEHOLD_INCOME_BANDS,
  careerRole: CAREER_ROLE_SEED.map((r) => r.id),
  courseCategory: COURSE_SEED.categories.map((c) => c.id),
  courseDelivery: COURSE_DELIVERIES,
  courseMedium: COURSE_MEDIA,
};

/** Lists whose English label is the API's title rather than the value (the value is an id). */
const ENGLISH_TITLES: Partial<Record<OptionList, Record<string, string>>> = {
  careerRole: Object.fromEntries(CAREER_ROLE_SEED.map((r) => [r.id, r.title])),
  courseCategory: Object.fromEntries(COURSE_SEED.categories.map((c) => [c.id, c.title])),
};
/** Names kept in every language (a product's own name). */
const SAME_IN_EVERY_LANGUAGE = new Set(["M1"]);

const label = (lng: string, list: OptionList | null, value: string) => optionLabel(i18n.getFixedT(lng), i18n, list, value);

describe("option labels", () => {
  it.each(Object.entries(LABELLED))("every value of %s has a label in every language", (list, values) => {
    for (const value of values) {
      for (const lng of LANGUAGES) {
        expect(i18n.exists(optionKey(list as OptionList, value), { lng }), `${lng}: ${value}`).toBe(true);
      }
      const english = ENGLISH_TITLES[list as OptionList]?.[value] ?? value;
      expect(label("en", list as OptionList, value)).toBe(english);
      if (SAME_IN_EVERY_LANGUAGE.has(english)) continue;
      expect(label("zh-Hant", list as OptionList, value), value).not.toBe(english);
      expect(label("zh-Hans", list as OptionList, value), value).not.toBe(english);
    }
  });

  it("slugs tell the values of a list apart", () => {
    for (const values of Object.values(LABELLED)) expect(new Set(values.map(optionSlug)).size).toBe(values.length);
  });

  it("year and score bands are labelled from their pattern", () => {
    expect(label("zh-Hant", null, "2015 or earlier")).toBe("2015 年或之前");
    expect(label("zh-Hans", null, "2026 or later")).toBe("2026 年或之后");
    expect(label("zh-Hant", null, "Band 3.0-3.5")).toBe("等級 3.0-3.5");
    expect(label("en", null, "3.5 or below")).toBe("3.5 or below");
  });

  it("a value no list holds is shown as written", () => {
    expect(label("zh-Hant", "country", "Atlantis")).toBe("Atlantis");
  });
});
