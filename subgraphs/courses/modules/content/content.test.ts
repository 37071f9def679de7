/** Catalogue filters, programme course lists and the content module through the courses subgraph. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../shared/db.js";
import type { SubgraphDefinition } from "../../../shared/server.js";
import { createTestDatabase, statementCounter } from "../../../shared/testing/database.js";
import { demo, testSubgraph, type SubgraphClient } from "../../../shared/testing/harness.js";
import { coursesSubgraph } from "../../index.js";

const counter = statementCounter();
let database: Database;
let client: SubgraphClient;

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  client = await testSubgraph(coursesSubgraph as unknown as SubgraphDefinition, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const FILTERED = /* GraphQL */ `
  query Filtered($filter: CourseFilter, $search: String, $pageSize: Int) {
    courses(filter: $filter, search: $search, pageSize: $pageSize) {
      items {
        id
      }
      pageInfo {
        totalCount
      }
    }
  }
`;
type FilteredData = { courses: { items: { id: string }[]; pageInfo: { totalCount: number } } };
async function ids(filter: Record<string, unknown>, search?: string): Promise<string[]> {
  const r = await client.exec<FilteredData>(FILTERED, { filter, search, pageSize: 100 });
  expect(r.errors).toBeUndefined();
  expect(r.data!.courses.pageInfo.totalCount).toBe(r.data!.courses.items.length);
  return r.data!.courses.items.map((c) => c.id);
}

describe("courses(filter)", () => {
  it("by category, in catalogue order", async () => {
    expect(await ids({ categoryId: "ca" })).toEqual(["cada", "caba", "cabed", "cafed", "capt"]);
    expect(await ids({ categoryId: "m1" })).toEqual(["m1js", "m1py", "m1sql", "m1blockchain"]);
  });
  it("by level", async () => {
    const advanced = await ids({ level: "Advanced" });
    expect(advanced).toEqual(["capt", "aws-ml-s", "aws-csa-p", "gc-p-a", "gc-p-de", "gc-p-se"]);
  });
  it("by provider; hidden placeholders never appear (tl-google has only placeholders)", async () => {
    expect(await ids({ providerId: "aws" })).toEqual(["aws-ml-a", "aws-ml-s", "aws-csa-a", "aws-csa-p"]);
    expect(await ids({ providerId: "tl-pwc" })).toEqual(["capt"]);
    expect(await ids({ providerId: "tl-google" })).toEqual([]);
  });
  it("by foundation track (array contains)", async () => {
    expect(await ids({ track: "uiux" })).toEqual(["cafed", "fcuiux"]);
    expect(await ids({ track: "fintech" })).toEqual(["fif", "m1blockchain"]);
  });
  it("by career role, through the role-to-course mapping", async () => {
    expect(await ids({ careerRoleId: "data-science" })).toEqual(["cada", "fcda", "caba", "m1py", "m1sql"]);
    expect(await ids({ careerRoleId: "cybersecurity" })).toEqual(["capt", "m1sql"]);
    expect(await ids({ careerRoleId: "it-support" })).toEqual([]);
  });
  it("featured or not", async () => {
    const featured = await ids({ featured: true });
    expect(featured).toEqual(["cada", "fcda", "fcse"]);
    expect((await ids({ featured: false })).length).toBe(23 - featured.length);
  });
  it("combines filters and search with AND", async () => {
    expect(await ids({ track: "data", categoryId: "fc" })).toEqual(["fcda"]);
    expect(await ids({ careerRoleId: "data-science", level: "Intermediate" })).toEqual(["cada", "caba"]);
    expect(await ids({ providerId: "google", search: "data" })).toEqual(["gc-p-de"]);
    expect(await ids({ categoryId: "ca" }, "analytics")).toEqual(["cada", "caba"]);
    expect(await ids({ categoryId: "ca", featured: true, track: "data", level: "Intermediate", providerId: "tl" }, "data")).toEqual([
      "cada",
    ]);
    expect(await ids({ categoryId: "m1", level: "Advanced" })).toEqual([]);
  });
  it("an empty filter lists the whole catalogue", async () => {
    expect(await ids({})).toHaveLength(23);
  });

  it("refuses pageSize 101 and an unknown track with BAD_USER_INPUT naming the field", async () => {
    const big = await client.exec(FILTERED, { filter: { level: "Beginner" }, pageSize: 101 });
    expect(big.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(big.errors?.[0]?.extensions?.fields).toHaveProperty("pageSize");
    const track = await client.exec(FILTERED, { filter: { track: "astrology" } });
    expect(track.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(track.errors?.[0]?.extensions?.fields).toHaveProperty(["filter.track"]);
    const long = await client.exec(FILTERED, { filter: { search: "x".repeat(201) } });
    expect(long.errors?.[0]?.extensions?.fields).toHaveProperty(["filter.search"]);
  });
  it("refuses an unknown level (enum) before running", async () => {
    const r = await client.exec(FILTERED, { filter: { level: "Expert" } });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.data ?? null).toBeNull();
  });
});

describe("featuredCourses", () => {
  it("lists featured visible courses in catalogue order", async () => {
    const r = await client.exec<{ featuredCourses: { id: string; feature: boolean; hidden: boolean }[] }>(
      `{ featuredCourses { id feature hidden } }`,
    );
    expect(r.data!.featuredCourses.map((c) => c.id)).toEqual(["cada", "fcda", "fcse"]);
    expect(r.data!.featuredCourses.every((c) => c.feature && !c.hidden)).toBe(true);
  });
});

const PAGE_WITH_CONTENT = /* GraphQL */ `
  query ($pageSize: Int) {
    courses(pageSize: $pageSize) {
      items {
        id
        instructors {
          id
          name
          group
        }
        graduates {
          id
          name
          employer
        }
        faqs {
          question
          type
        }
        careerRoles {
          id
        }
        programmeCodes
      }
    }
  }
`;
type ContentCourse = {
  id: string;
  instructors: { id: string; group: string }[];
  graduates: { id: string }[];
  faqs: { type: string }[];
  careerRoles: { id: string }[];
  programmeCodes: string[];
};

describe("Course content fields", () => {
  it("resolve instructors, graduates, FAQs by category, career roles and programme codes", async () => {
    const r = await client.exec<{ courses: { items: ContentCourse[] } }>(PAGE_WITH_CONTENT, { pageSize: 100 });
    expect(r.errors).toBeUndefined();
    const byId = Object.fromEntries(r.data!.courses.items.map((c) => [c.id, c]));
    const cada = byId.cada!;
    expect(cada.instructors.map((p) => p.id)).toEqual(["daniel-wong", "priya-menon"]);
    expect(cada.instructors.every((p) => p.group === "instructor")).toBe(true);
    expect(cada.graduates.map((g) => g.id)).toEqual(["aina-zulkifli", "kelvin-ng", "siew-mei-ong"]);
    expect(new Set(cada.faqs.map((f) => f.type))).toEqual(new Set(["course_ca_admissions"]));
    expect(cada.careerRoles.map((c) => c.id)).toEqual(["data-science"]);
    expect(cada.programmeCodes).toEqual(["kyouth-2025"]);
    expect(byId.fcda!.programmeCodes).toEqual(["kyouth-2025", "kydp-2024-b"]);
    expect(byId.fcda!.faqs.every((f) => f.type === "course_fc")).toBe(true);
    expect(byId.m1py!.faqs.every((f) => f.type === "course_M1")).toBe(true);
    expect(byId.fif!.faqs).toEqual([]);
    expect(byId["aws-csa-a"]!.faqs).toEqual([]);
    expect(byId["aws-csa-a"]!.programmeCodes).toEqual(["yayasan-peneraju-2025"]);
    expect(byId.capt!.programmeCodes).toEqual([]);
    expect(byId.m1sql!.careerRoles.map((c) => c.id).sort()).toEqual(["cybersecurity", "data-science"]);
  });

  it("uses the same number of statements for 2 or 23 courses with all content fields (no N+1)", async () => {
    const small = await counter.count(() => client.exec(PAGE_WITH_CONTENT, { pageSize: 2 }));
    const large = await counter.count(() => client.exec(PAGE_WITH_CONTENT, { pageSize: 30 }));
    expect(large.statements.length).toBe(small.statements.length);
    // list + people + testimonials + faqs + role ids + programme codes
    expect(small.statements.length).toBe(6);
  });

  it("stored overviews and descriptions hold no script", async () => {
    const r = await client.exec<{ courses: { items: { description: string; overview: { paragraph: string } }[] } }>(
      `{ courses(pageSize: 100) { items { description overview { paragraph } } } }`,
    );
    for (const c of r.data!.courses.items) {
      expect(c.overview.paragraph).toMatch(/^<p>/);
      expect(c.overview.paragraph).not.toMatch(/<script|onerror|onclick/i);
      expect(c.description).not.toMatch(/</);
    }
  });
});

const PROGRAMME = /* GraphQL */ `
  query ($code: ID!) {
    programmeCourseList(code: $code) {
      code
      title
      courses {
        id
        hidden
        provider {
          id
        }
      }
    }
  }
`;
type ProgrammeData = {
  programmeCourseList: { code: string; title: string; courses: { id: string; hidden: boolean; provider: { id: string } }[] } | null;
};

describe("programme course lists", () => {
  it("kyouth-2025 lists its eight courses in order", async () => {
    const r = await client.exec<ProgrammeData>(PROGRAMME, { code: "kyouth-2025" });
    expect(r.data!.programmeCourseList!.courses.map((c) => c.id)).toEqual([
      "cafed",
      "cabed",
      "cada",
      "caba",
      "fcdm",
      "fcda",
      "fcse",
      "fif",
    ]);
  });
  it("google-career-2025 lists the ten hidden gcc-* placeholders, to a visitor too", async () => {
    const r = await client.exec<ProgrammeData>(PROGRAMME, { code: "google-career-2025" });
    const courses = r.data!.programmeCourseList!.courses;
    expect(courses).toHaveLength(10);
    expect(courses.every((c) => c.hidden && c.id.startsWith("gcc-") && c.provider.id === "tl-google")).toBe(true);
  });
  it("yayasan-peneraju-2025 lists the eight AWS and Google Cloud courses; kydp-2024-b two", async () => {
    const y = await client.exec<ProgrammeData>(PROGRAMME, { code: "yayasan-peneraju-2025" });
    expect(y.data!.programmeCourseList!.courses.map((c) => c.provider.id).sort()).toEqual([
      "aws",
      "aws",
      "aws",
      "aws",
      "google",
      "google",
      "google",
      "google",
    ]);
    const k = await client.exec<ProgrammeData>(PROGRAMME, { code: "kydp-2024-b" });
    expect(k.data!.programmeCourseList!.courses.map((c) => c.id)).toEqual(["fcda", "fcdm"]);
  });
  it("the nine older codes are empty; an unknown code is null", async () => {
    for (const code of [
      "mymahir-2025",
      "kydp-2024",
      "moses-2023",
      "cap-2023",
      "ive-train-2023",
      "dtfs",
      "google-career-2023",
      "kydp-2023",
      "mystep-2022",
    ]) {
      const r = await client.exec<ProgrammeData>(PROGRAMME, { code });
      expect(r.data!.programmeCourseList, code).toMatchObject({ code, courses: [] });
    }
    expect((await client.exec<ProgrammeData>(PROGRAMME, { code: "nope" })).data!.programmeCourseList).toBeNull();
  });
  it("programmeCourseLists lists the thirteen programme/cohort codes; the two flagged lists are reachable by code", async () => {
    const r = await client.exec<{ programmeCourseLists: { code: string; courses: { id: string }[] }[] }>(
      `{ programmeCourseLists { code courses { id } } }`,
    );
    const codes = r.data!.programmeCourseLists.map((l) => l.code);
    expect(codes).toHaveLength(13);
    expect(codes).not.toContain("career-services-eligible");
    const services = await client.exec<ProgrammeData>(PROGRAMME, { code: "career-services-eligible" });
    expect(services.data!.programmeCourseList!.courses.map((c) => c.id)).toEqual([
      "cada",
      "fcda",
      "fcdm",
      "fcse",
      "caba",
      "cabed",
      "cafed",
      "capt",
    ]);
    const own = await client.exec<ProgrammeData>(PROGRAMME, { code: "talentforge-catalogue" });
    expect(own.data!.programmeCourseList!.courses).toHaveLength(15);
  });
  it("lists' courses cost one statement however many lists", async () => {
    const { statements } = await counter.count(() => client.exec(`{ programmeCourseLists { code courses { id } } }`));
    expect(statements).toHaveLength(2);
  });
});

describe("content module", () => {
  it("fifteen testimonials, five featured", async () => {
    const all = await client.exec<{ testimonials: { id: string }[] }>(`{ testimonials { id name employer comment featured } }`);
    expect(all.data!.testimonials).toHaveLength(15);
    const featured = await client.exec<{ testimonials: { featured: boolean }[] }>(`{ testimonials(featured: true) { featured } }`);
    expect(featured.data!.testimonials).toHaveLength(5);
    const others = await client.exec<{ testimonials: unknown[] }>(`{ testimonials(featured: false) { id } }`);
    expect(others.data!.testimonials).toHaveLength(10);
  });
  it("nine partner organisations, six statistics, five value cards", async () => {
    const r = await client.exec<{
      partnerOrganisations: unknown[];
      stats: { title: string; subtext: string; slug: string }[];
      valueCards: { route: string }[];
    }>(`{ partnerOrganisations { id title } stats { title subtext slug } valueCards { id title description linkLabel route icon } }`);
    expect(r.data!.partnerOrganisations).toHaveLength(9);
    expect(r.data!.stats.map((s) => `${s.title} ${s.subtext}`)).toEqual([
      "92% placement rate",
      "5k+ matches made",
      "10k+ tech jobs available",
      "8k+ job seekers",
      "10k+ total students",
      "60+ hiring partners",
    ]);
    expect(r.data!.valueCards.map((c) => c.route)).toEqual(["/courses", "/courses/browse", "/skills/discover", "/jobs", "/forum/feed"]);
  });
  it.each(["instructor", "course_M1", "course_fc", "course_ca_admissions"])(
    "at least four FAQs of type %s, answers as simple HTML",
    async (type) => {
      const r = await client.exec<{ faqs: { question: string; answer: string; type: string }[] }>(
        `query($t: FaqType!) { faqs(type: $t) { question answer type } }`,
        { t: type },
      );
      expect(r.data!.faqs.length).toBeGreaterThanOrEqual(4);
      expect(r.data!.faqs.every((f) => f.type === type && f.answer.startsWith("<p>"))).toBe(true);
    },
  );
  it("an unknown FAQ type is BAD_USER_INPUT", async () => {
    const r = await client.exec(`query($t: FaqType!) { faqs(type: $t) { question } }`, { t: "pricing" });
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
  it("each list is one statement (builders are awaited once)", async () => {
    for (const q of [
      "{ stats { slug } }",
      "{ testimonials { id } }",
      "{ teamProfiles { id } }",
      "{ valueCards { id } }",
      "{ partnerOrganisations { id } }",
      "{ courseProviders { id } }",
    ]) {
      const { statements } = await counter.count(() => client.exec(q));
      expect(statements, q).toHaveLength(1);
    }
  });
  it("team profiles by group, in group order", async () => {
    const all = await client.exec<{ teamProfiles: { group: string }[] }>(`{ teamProfiles { id group } }`);
    const groups = all.data!.teamProfiles.map((p) => p.group);
    expect([...new Set(groups)]).toEqual(["founder", "advisor", "manager", "staff", "instructor"]);
    const founders = await client.exec<{ teamProfiles: { id: string }[] }>(`{ teamProfiles(group: founder) { id } }`);
    expect(founders.data!.teamProfiles.map((p) => p.id)).toEqual(["wei-ling-chan", "arjun-nair"]);
  });
});

describe("content in the interface languages", () => {
  const HOME = /* GraphQL */ `
    query Home($language: UiLanguage) {
      valueCards(language: $language) {
        id
        title
        linkLabel
        route
      }
      stats(language: $language) {
        slug
        title
        subtext
      }
      faqs(type: instructor, language: $language) {
        question
        answer
      }
      teamProfiles(group: founder, language: $language) {
        id
        name
        position
        fullPosition
        description
      }
      partnerOrganisations(language: $language) {
        id
        title
      }
    }
  `;
  type Home = {
    valueCards: { id: string; title: string; linkLabel: string; route: string }[];
    stats: { slug: string; title: string; subtext: string }[];
    faqs: { question: string; answer: string }[];
    teamProfiles: { id: string; name: string; position: string; fullPosition: string; description: string }[];
    partnerOrganisations: { id: string; title: string }[];
  };
  const home = async (language?: string) => {
    const r = await client.exec<Home>(HOME, language === undefined ? {} : { language });
    expect(r.errors).toBeUndefined();
    return r.data!;
  };

  it("without a language the text is English, as before (partners keep working)", async () => {
    const r = await home();
    expect(r).toEqual(await home("en"));
    expect(r.valueCards[0]).toMatchObject({ title: "Learn in-demand skills", linkLabel: "Browse courses" });
    expect(r.stats[0]!.subtext).toBe("placement rate");
    expect(r.faqs[0]!.question).toBe("How are instructors paid?");
    expect(r.teamProfiles[0]!.position).toBe("Co-founder");
  });
  it.each([
    ["zh_Hant", "學習熱門技能", "就業率", "導師如何獲得報酬？", "聯合創辦人"],
    ["zh_Hans", "学习热门技能", "就业率", "导师如何获得报酬？", "联合创始人"],
  ])("%s: value cards, stats' subtext, FAQs and positions are translated", async (language, card, stat, faq, position) => {
    const r = await home(language);
    expect(r.valueCards[0]!.title).toBe(card);
    expect(r.stats[0]!.subtext).toBe(stat);
    expect(r.faqs[0]!.question).toBe(faq);
    expect(r.faqs[0]!.answer).toMatch(/^<p>.+<\/p>$/);
    expect(r.teamProfiles[0]!.position).toBe(position);
  });
  it("keeps what is not language: the SPEC's values, routes, ids and names", async () => {
    const [en, hant] = [await home("en"), await home("zh_Hant")];
    expect(hant.stats.map((s) => s.title)).toEqual(["92%", "5k+", "10k+", "8k+", "10k+", "60+"]);
    expect(hant.stats.map((s) => s.title)).toEqual(en.stats.map((s) => s.title));
    expect(hant.valueCards.map((c) => c.route)).toEqual(en.valueCards.map((c) => c.route));
    expect(hant.teamProfiles.map((p) => [p.id, p.name, p.description])).toEqual(en.teamProfiles.map((p) => [p.id, p.name, p.description]));
    expect(hant.partnerOrganisations.map((o) => o.id)).toEqual(en.partnerOrganisations.map((o) => o.id));
  });
  it("every seeded translation is whole: each value card, stat and FAQ differs from English in both languages", async () => {
    const en = await home("en");
    for (const language of ["zh_Hant", "zh_Hans"]) {
      const r = await home(language);
      r.valueCards.forEach((c, i) => expect(c.title, c.id).not.toBe(en.valueCards[i]!.title));
      r.stats.forEach((s, i) => expect(s.subtext, s.slug).not.toBe(en.stats[i]!.subtext));
      r.faqs.forEach((f, i) => expect(f.answer).not.toBe(en.faqs[i]!.answer));
    }
  });
  it("an unknown language is refused before running", async () => {
    const r = await client.exec(`{ stats(language: fr) { slug } }`);
    expect(r.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const v = await client.exec(`query($l: UiLanguage) { stats(language: $l) { slug } }`, { l: "fr" });
    expect(v.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
  it("a list in a language is still one statement", async () => {
    const { statements } = await counter.count(() => client.exec(`{ faqs(type: course_fc, language: zh_Hans) { question } }`));
    expect(statements).toHaveLength(1);
  });
});

describe("the home page's pictures and links", () => {
  it("testimonials: featured first; a graduate's employer is the job area's company (its logo resolves in jobs)", async () => {
    const r = await client.exec<{ testimonials: { id: string; featured: boolean; company: { id: string } | null }[] }>(
      `{ testimonials { id featured company { id } } }`,
    );
    const list = r.data!.testimonials;
    expect(list.findIndex((t) => !t.featured)).toBe(list.filter((t) => t.featured).length);
    expect(list.find((t) => t.id === "farid-hassan")!.company).toEqual({ id: "harbourpay" });
    expect(list.filter((t) => t.featured).every((t) => t.company !== null)).toBe(true);
    expect(list.find((t) => t.id === "amirul-azman")!.company).toBeNull();
  });
  it("people have bundled portraits and organisations bundled logos", async () => {
    const r = await client.exec<{
      teamProfiles: { id: string; portraitUrl: string | null }[];
      partnerOrganisations: { id: string; logoUrl: string | null }[];
    }>(`{ teamProfiles { id portraitUrl } partnerOrganisations { id logoUrl } }`);
    for (const p of r.data!.teamProfiles) expect(p.portraitUrl).toBe(`/people/${p.id}.svg`);
    for (const o of r.data!.partnerOrganisations) expect(o.logoUrl).toBe(`/organisations/${o.id}.svg`);
  });
});

describe("federation", () => {
  it("resolves Person, Testimonial and ProgrammeCourseList references; unknown ones are null", async () => {
    const r = await client.exec<{ _entities: unknown[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) {
        ... on Person { id name group }
        ... on Testimonial { id employer }
        ... on ProgrammeCourseList { code courses { id } }
      } }`,
      {
        r: [
          { __typename: "Person", id: "marcus-lee" },
          { __typename: "Testimonial", id: "kelvin-ng" },
          { __typename: "ProgrammeCourseList", code: "kydp-2024-b" },
          { __typename: "Person", id: "nobody" },
          { __typename: "ProgrammeCourseList", code: "nope" },
        ],
      },
      { caller: demo("STUDENT") },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities).toEqual([
      { id: "marcus-lee", name: "Marcus Lee", group: "instructor" },
      { id: "kelvin-ng", employer: "VH Logistics" },
      { code: "kydp-2024-b", courses: [{ id: "fcda" }, { id: "fcdm" }] },
      null,
      null,
    ]);
  });
});
