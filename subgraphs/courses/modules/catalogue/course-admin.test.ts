/**
 * Course admin editing through the courses subgraph on a real database: allCourses, hiding/showing, featuring and
 * content edits, with every refusal checked to change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../shared/db.js";
import type { SubgraphDefinition } from "../../../shared/server.js";
import { createTestDatabase } from "../../../shared/testing/database.js";
import { demo, testSubgraph, visitor, type GraphQLResult, type SubgraphClient } from "../../../shared/testing/harness.js";
import { createCoursesSubgraph } from "../../index.js";

let clock = Date.parse("2025-03-01T08:00:00.000Z");
const now = () => new Date((clock += 1000));

let database: Database;
let client: SubgraphClient;

beforeAll(async () => {
  database = await createTestDatabase();
  client = await testSubgraph(createCoursesSubgraph({ now }) as unknown as SubgraphDefinition, database);
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
});

const ADMIN = demo("COURSE_ADMIN");
const STUDENT = demo("STUDENT");

const COURSE_FIELDS = `id title hidden feature description level timeline delivery medium overview { title paragraph } outcomes modules { title outcomes } projects`;
const ALL = `{ allCourses { id hidden feature } }`;
const HIDE = `mutation($id: ID!, $hidden: Boolean!) { setCourseHidden(id: $id, hidden: $hidden) { ${COURSE_FIELDS} } }`;
const FEATURE = `mutation($id: ID!, $featured: Boolean!) { setCourseFeatured(id: $id, featured: $featured) { ${COURSE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: CourseContentInput!) { updateCourseContent(id: $id, input: $input) { ${COURSE_FIELDS} } }`;

interface CourseData {
  id: string;
  title: string;
  hidden: boolean;
  feature: boolean;
  description: string;
  level: string | null;
  timeline: string;
  delivery: string;
  medium: string;
  overview: { title: string; paragraph: string } | null;
  outcomes: string[];
  modules: { title: string; outcomes: string[] }[];
  projects: string[];
}

const codeOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: GraphQLResult) => r.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

/** The stored row as the database has it: what "nothing changed" is checked against. */
async function stored(id: string) {
  const [row] = await database.query<Record<string, unknown>>("SELECT * FROM courses.courses WHERE id = $1", [id]);
  return row;
}

const hide = (id: string, hidden: boolean, caller = ADMIN) =>
  client.exec<{ setCourseHidden: CourseData }>(HIDE, { id, hidden }, { caller });
const feature = (id: string, featured: boolean, caller = ADMIN) =>
  client.exec<{ setCourseFeatured: CourseData }>(FEATURE, { id, featured }, { caller });
const update = (id: string, input: Record<string, unknown>, caller = ADMIN) =>
  client.exec<{ updateCourseContent: CourseData }>(UPDATE, { id, input }, { caller });

async function catalogueIds(): Promise<{ listed: string[]; featured: string[] }> {
  const r = await client.exec<{ courses: { items: { id: string }[] }; featuredCourses: { id: string }[] }>(
    `{ courses(page: 1, pageSize: 100) { items { id } } featuredCourses { id } }`,
  );
  expect(r.errors).toBeUndefined();
  return { listed: r.data!.courses.items.map((c) => c.id), featured: r.data!.featuredCourses.map((c) => c.id) };
}

const CONTENT = {
  title: "  Python Foundations  ",
  description: "Write <em>real</em> Python.",
  level: "Beginner",
  timeline: "2 - 4 months",
  delivery: "Instructor-led",
  medium: "Online",
  overview: { title: "About", paragraph: '<p>Learn <strong>Python</strong>.<script>alert("x")</script><img src=x onerror=alert(1)></p>' },
  outcomes: ["Write scripts", "Read data"],
  modules: [
    { title: "Basics", outcomes: ["Variables", "Loops"] },
    { title: "Data", outcomes: [] },
  ],
  projects: ["A CSV report"],
};

describe("allCourses", () => {
  it("lists every course in catalogue order, hidden placeholders included, for course admins", async () => {
    const r = await client.exec<{ allCourses: { id: string; hidden: boolean }[] }>(ALL, {}, { caller: ADMIN });
    expect(r.errors).toBeUndefined();
    const all = r.data!.allCourses;
    const { listed } = await catalogueIds();
    expect(all.filter((c) => !c.hidden).map((c) => c.id)).toEqual(listed);
    expect(all.filter((c) => c.hidden).map((c) => c.id)).toEqual(expect.arrayContaining(["cape", "gcc-aie", "gcc-da"]));
    const [count] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM courses.courses");
    expect(all).toHaveLength(Number(count!.n));
  });

  it("is refused to visitors (UNAUTHENTICATED) and other roles (FORBIDDEN)", async () => {
    expect(codeOf(await client.exec(ALL, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await client.exec(ALL, {}, { caller: STUDENT }))).toBe("FORBIDDEN");
  });
});

describe("hiding, showing and featuring", () => {
  let featuredId: string;
  let plainId: string;

  beforeAll(async () => {
    const all = (await client.exec<{ allCourses: { id: string; hidden: boolean; feature: boolean }[] }>(ALL, {}, { caller: ADMIN })).data!
      .allCourses;
    featuredId = all.find((c) => !c.hidden && c.feature)!.id;
    plainId = all.find((c) => !c.hidden && !c.feature)!.id;
  });

  it("hiding a featured course unfeatures it and takes it out of courses and featuredCourses; showing brings it back", async () => {
    const hidden = await hide(featuredId, true);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.setCourseHidden).toMatchObject({ id: featuredId, hidden: true, feature: false });
    let ids = await catalogueIds();
    expect(ids.listed).not.toContain(featuredId);
    expect(ids.featured).not.toContain(featuredId);
    // A visitor no longer sees it; a course admin still does.
    expect((await client.exec<{ course: null }>(`query($id: ID!) { course(id: $id) { id } }`, { id: featuredId })).data!.course).toBeNull();

    const shown = await hide(featuredId, false);
    expect(shown.data!.setCourseHidden).toMatchObject({ hidden: false, feature: false });
    ids = await catalogueIds();
    expect(ids.listed).toContain(featuredId);
    expect(ids.featured).not.toContain(featuredId);

    const featured = await feature(featuredId, true);
    expect(featured.data!.setCourseFeatured).toMatchObject({ hidden: false, feature: true });
    expect((await catalogueIds()).featured).toContain(featuredId);
  });

  it("featuring a hidden course is BAD_USER_INPUT and changes nothing", async () => {
    const before = await stored("cape");
    const r = await feature("cape", true);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty("featured");
    expect(await stored("cape")).toEqual(before);
  });

  it("an empty hidden placeholder cannot be shown; filled in, it can, and then it can be featured", async () => {
    const before = await stored("gcc-aie");
    expect(before).toMatchObject({ hidden: true, description: "", modules: [] });
    const refused = await hide("gcc-aie", false);
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(refused)).toMatchObject({ description: expect.any(String), modules: expect.any(String) });
    expect(await stored("gcc-aie")).toEqual(before);
    expect((await catalogueIds()).listed).not.toContain("gcc-aie");

    // A hidden course may be saved as a draft (no module yet), still not showable.
    const draft = await update("gcc-aie", { ...CONTENT, title: "AI Essentials", modules: [] });
    expect(draft.errors).toBeUndefined();
    expect(codeOf(await hide("gcc-aie", false))).toBe("BAD_USER_INPUT");

    expect((await update("gcc-aie", { ...CONTENT, title: "AI Essentials" })).errors).toBeUndefined();
    const shown = await hide("gcc-aie", false);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.setCourseHidden).toMatchObject({ id: "gcc-aie", hidden: false, title: "AI Essentials" });
    expect((await feature("gcc-aie", true)).data!.setCourseFeatured.feature).toBe(true);
    const ids = await catalogueIds();
    expect(ids.listed).toContain("gcc-aie");
    expect(ids.featured).toContain("gcc-aie");
  });

  it("refuses visitors, other roles and unknown courses without changing anything", async () => {
    const before = await stored(plainId);
    expect(codeOf(await hide(plainId, true, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await hide(plainId, true, STUDENT))).toBe("FORBIDDEN");
    expect(codeOf(await feature(plainId, true, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await feature(plainId, true, STUDENT))).toBe("FORBIDDEN");
    expect(await stored(plainId)).toEqual(before);
    expect(codeOf(await hide("no-such-course", true))).toBe("NOT_FOUND");
    expect(codeOf(await feature("no-such-course", true))).toBe("NOT_FOUND");
  });
});

describe("updateCourseContent", () => {
  it("replaces every field, trimmed, with plain text stripped and the overview sanitized (script removed)", async () => {
    const r = await update("m1py", CONTENT);
    expect(r.errors).toBeUndefined();
    const course = r.data!.updateCourseContent;
    expect(course).toMatchObject({
      id: "m1py",
      title: "Python Foundations",
      description: "Write real Python.",
      level: "Beginner",
      timeline: "2 - 4 months",
      outcomes: ["Write scripts", "Read data"],
      modules: CONTENT.modules,
      projects: ["A CSV report"],
    });
    expect(course.overview!.title).toBe("About");
    expect(course.overview!.paragraph).toBe("<p>Learn <strong>Python</strong>.</p>");
    // What a later read (fresh loader) returns is what was stored.
    const read = await client.exec<{ course: CourseData }>(`{ course(id: "m1py") { ${COURSE_FIELDS} } }`);
    expect(read.data!.course).toEqual(course);
  });

  it("level and overview can be cleared", async () => {
    const r = await update("m1py", { ...CONTENT, level: null, overview: null, projects: [], delivery: "Self-paced", medium: "Hybrid" });
    expect(r.data!.updateCourseContent).toMatchObject({
      level: null,
      overview: null,
      projects: [],
      delivery: "Self-paced",
      medium: "Hybrid",
    });
  });

  it("returns per-field errors with paths and changes nothing", async () => {
    const before = await stored("m1py");
    const r = await update("m1py", {
      ...CONTENT,
      title: "   ",
      timeline: "x".repeat(61),
      // Delivery and medium are codes from fixed lists (the client shows them in the viewer's language).
      delivery: "Face to face",
      medium: "online",
      outcomes: ["ok", ""],
      modules: [
        { title: "a", outcomes: [] },
        { title: "b", outcomes: [] },
        { title: "", outcomes: [] },
      ],
    });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(r)!).sort()).toEqual(["delivery", "medium", "modules.2.title", "outcomes.1", "timeline", "title"]);
    expect(await stored("m1py")).toEqual(before);
  });

  it("a visible course must keep a description and a module (BAD_USER_INPUT, nothing changed)", async () => {
    const before = await stored("m1py");
    const r = await update("m1py", { ...CONTENT, description: " ", modules: [] });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toMatchObject({ description: expect.any(String), modules: expect.any(String) });
    expect(await stored("m1py")).toEqual(before);
  });

  it("refuses visitors, other roles and unknown courses without changing anything", async () => {
    const before = await stored("m1py");
    expect(codeOf(await update("m1py", { ...CONTENT, title: "Hacked" }, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await update("m1py", { ...CONTENT, title: "Hacked" }, STUDENT))).toBe("FORBIDDEN");
    expect(codeOf(await update("no-such-course", CONTENT))).toBe("NOT_FOUND");
    expect(await stored("m1py")).toEqual(before);
  });
});
