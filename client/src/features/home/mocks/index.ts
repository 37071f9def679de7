/**
 * The home feature's share of the mock schema: the marketing content (SPEC §1) as the courses subgraph's content
 * module serves it, from the server's own seed (value cards, statistics, testimonials, people, funders and partners,
 * FAQs) and its language rule: text in the asked language, English by default or where a text has no translation.
 * Testimonials link the job area's employers (the jobs mocks' list, so edited logos show here too).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { FAQS, PARTNER_ORGANISATIONS, PEOPLE, STATS, TESTIMONIALS, VALUE_CARDS } from "@server/courses/modules/content/seed-data";
import { contentLanguageOf, localize, type UiLanguageId } from "@server/shared/translations";
import { employers } from "../../jobs/mocks";

const GROUP_ORDER = ["founder", "advisor", "manager", "staff", "instructor"] as const;

type Translatable = Parameters<typeof localize>[0];
/** Seed rows as the server stores them (a missing `translations` is the column's default, none). */
function inLanguage<R extends object>(rows: readonly R[], language: UiLanguageId | null | undefined): R[] {
  const lng = contentLanguageOf(language);
  return rows.map((r) => localize({ translations: {}, ...r } as R & Translatable, lng));
}
const bySort = <R extends { sortOrder?: number | null }>(a: R, b: R) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0);

export function homeMockResolvers(): Resolvers {
  return {
    Query: {
      valueCards: (_, { language }) => inLanguage([...VALUE_CARDS].sort(bySort), language),
      stats: (_, { language }) => inLanguage([...STATS].sort(bySort), language),
      testimonials: (_, { featured }) =>
        TESTIMONIALS.filter((t) => featured == null || (t.featured ?? false) === featured).sort(
          (a, b) => Number(b.featured ?? false) - Number(a.featured ?? false) || bySort(a, b),
        ),
      teamProfiles: (_, { group, language }) =>
        inLanguage(
          PEOPLE.filter((p) => !group || p.group === group).sort(
            (a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || bySort(a, b),
          ),
          language,
        ),
      partnerOrganisations: (_, { language }) => inLanguage([...PARTNER_ORGANISATIONS].sort(bySort), language),
      faqs: (_, { type, language }) =>
        inLanguage(
          FAQS.filter((f) => f.type === type).sort((a, b) => a.position - b.position),
          language,
        ),
    },
    Testimonial: {
      company: (t) => {
        const employerId = TESTIMONIALS.find((x) => x.id === t.id)?.employerId;
        return employerId ? (employers.find((e) => e.id === employerId) ?? null) : null;
      },
    },
    Person: {
      portraitUrl: (p) => PEOPLE.find((x) => x.id === p.id)?.portraitPath ?? null,
    },
    PartnerOrganisation: {
      logoUrl: (o) => PARTNER_ORGANISATIONS.find((x) => x.id === o.id)?.logoPath ?? null,
    },
  };
}
