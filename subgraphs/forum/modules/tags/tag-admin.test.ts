/**
 * Forum admins' tag management through the forum subgraph on a real database: creating, editing and deleting tags
 * with read-backs (tag list, the category's sidebar, follows), the slug id's CONFLICT, every bad input refused with
 * nothing written, a tag in use by a live post kept, CLASSROOM tags left to their classes, and who may.
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { forumPostTags, forumTagFollows, forumTags } from "../../../../drizzle/schema/forum.js";
import { codeOf, demo, fieldsOf, visitor, type SubgraphClient } from "../../../shared/testing/harness.js";
import type { Caller, Role } from "../../../shared/viewer.js";
import { forumSuite } from "../../testing.js";

const suite = forumSuite();
const exec: SubgraphClient["exec"] = (...args) => suite.client.exec(...args);
const TALENT_ADMIN = demo("TALENT_ADMIN");
const COURSE_ADMIN = demo("COURSE_ADMIN");
const STUDENT = demo("STUDENT");
const CLASS_TAG = "m1js-open-2026";

const TAG_FIELDS = `id name description followersCount viewerFollows category { name }`;
interface Tag {
  id: string;
  name: string;
  description: string;
  followersCount: number;
  viewerFollows: boolean;
  category: { name: string };
}
interface TagInput {
  name: string;
  description: string;
  category: string;
}

const create = (caller: Caller, input: TagInput) =>
  exec<{ createForumTag: Tag }>(
    `mutation($input: ForumTagInput!) { createForumTag(input: $input) { ${TAG_FIELDS} } }`,
    { input },
    { caller },
  );
const update = (caller: Caller, id: string, input: TagInput) =>
  exec<{ updateForumTag: Tag }>(
    `mutation($id: ID!, $input: ForumTagInput!) { updateForumTag(id: $id, input: $input) { ${TAG_FIELDS} } }`,
    { id, input },
    { caller },
  );
const remove = (caller: Caller, id: string) =>
  exec<{ deleteForumTag: string }>(`mutation($id: ID!) { deleteForumTag(id: $id) }`, { id }, { caller });
const tagById = async (id: string) =>
  (await exec<{ forumTag: Tag | null }>(`query($id: ID!) { forumTag(id: $id) { ${TAG_FIELDS} } }`, { id }, { caller: TALENT_ADMIN })).data!
    .forumTag;
const tagIdsOf = async (category: string) =>
  (
    await exec<{ forumTags: { items: { id: string }[] } }>(
      `query($c: ForumCategoryName) { forumTags(category: $c, pageSize: 100) { items { id } } }`,
      { c: category },
      { caller: TALENT_ADMIN },
    )
  ).data!.forumTags.items.map((t) => t.id);
/** The category's sidebar tags as the caller sees them (the tags they follow come first). */
const sidebarOf = async (caller: Caller, category: string) =>
  (await exec<{ forumCategories: { name: string; tags: { id: string }[] }[] }>(`{ forumCategories { name tags { id } } }`, {}, { caller }))
    .data!.forumCategories.find((c) => c.name === category)!
    .tags.map((t) => t.id);
/** Every tag row as stored, to show a refused call wrote nothing. */
const storedTags = () => suite.database.db.select().from(forumTags).orderBy(forumTags.id);
async function rowsOf(table: typeof forumTagFollows | typeof forumPostTags, tagId: string): Promise<number> {
  const [row] = await suite.database.db.select({ n: count() }).from(table).where(eq(table.tagId, tagId));
  return row!.n;
}

describe("forumViewerIsAdmin", () => {
  it("is true for course and talent admins only", async () => {
    const expected: [Role, boolean][] = [
      ["COURSE_ADMIN", true],
      ["TALENT_ADMIN", true],
      ["STUDENT", false],
      ["INSTRUCTOR", false],
      ["JOB_ADMIN", false],
      ["COMPANY_REPRESENTATIVE", false],
    ];
    for (const [role, admin] of expected) {
      const r = await exec<{ forumViewerIsAdmin: boolean }>(`{ forumViewerIsAdmin }`, {}, { caller: demo(role) });
      expect(r.data, role).toEqual({ forumViewerIsAdmin: admin });
    }
  });
  it("is UNAUTHENTICATED for visitors (the forum is for logged-in people)", async () => {
    expect(codeOf(await exec(`{ forumViewerIsAdmin }`, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });
});

describe("createForumTag, updateForumTag, deleteForumTag", () => {
  it("creates a tag whose id is its name's slug, edits it keeping the id and follows, and deletes it with its follows", async () => {
    const created = await create(TALENT_ADMIN, {
      name: "  dbt <b>Modelling</b>\n",
      description: "Models, tests and docs in dbt.",
      category: "CAREER",
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createForumTag).toEqual({
      id: "dbt-modelling",
      name: "dbt Modelling",
      description: "Models, tests and docs in dbt.",
      followersCount: 0,
      viewerFollows: false,
      category: { name: "CAREER" },
    });
    expect(await tagIdsOf("CAREER")).toContain("dbt-modelling");
    await exec(`mutation { followForumTag(id: "dbt-modelling") { id } }`, {}, { caller: STUDENT });
    expect(await sidebarOf(STUDENT, "CAREER")).toContain("dbt-modelling");

    const edited = await update(COURSE_ADMIN, "dbt-modelling", { name: "dbt Core", description: "", category: "SKILL" });
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateForumTag).toMatchObject({
      id: "dbt-modelling",
      name: "dbt Core",
      description: "",
      followersCount: 1,
      category: { name: "SKILL" },
    });
    expect(await tagIdsOf("CAREER")).not.toContain("dbt-modelling");
    expect(await tagIdsOf("SKILL")).toContain("dbt-modelling");
    // The follow stays with the id: the student's SKILL sidebar now shows it.
    expect(await sidebarOf(STUDENT, "SKILL")).toContain("dbt-modelling");
    expect(await sidebarOf(STUDENT, "CAREER")).not.toContain("dbt-modelling");

    expect((await remove(TALENT_ADMIN, "dbt-modelling")).data).toEqual({ deleteForumTag: "dbt-modelling" });
    expect(await tagById("dbt-modelling")).toBeNull();
    expect(await tagIdsOf("SKILL")).not.toContain("dbt-modelling");
    expect(await sidebarOf(STUDENT, "SKILL")).not.toContain("dbt-modelling");
    expect(await rowsOf(forumTagFollows, "dbt-modelling")).toBe(0);
  });

  it("is CONFLICT when a tag with the name's slug exists (any category), and changes nothing", async () => {
    const before = await storedTags();
    for (const [name, id] of [
      ["SQL", "sql"],
      ["Résumé", "resume"],
      ["M1JS Open 2026", CLASS_TAG],
    ]) {
      const r = await create(COURSE_ADMIN, { name: name!, description: "", category: "GENERAL" });
      expect(codeOf(r), name).toBe("CONFLICT");
      expect(fieldsOf(r)!.name).toContain(id);
    }
    expect(await storedTags()).toEqual(before);
  });

  it("refuses every bad input with BAD_USER_INPUT on the field, writing nothing", async () => {
    const ok = { name: "Tableau", description: "Dashboards.", category: "SKILL" };
    const cases: [Partial<TagInput>, string][] = [
      [{ name: "x" }, "name"],
      [{ name: "<i>x</i>   " }, "name"],
      [{ name: "x".repeat(41) }, "name"],
      [{ name: "!?" }, "name"],
      [{ description: "y".repeat(301) }, "description"],
      [{ category: "CLASSROOM" }, "category"],
    ];
    const before = await storedTags();
    for (const [change, field] of cases) {
      const created = await create(TALENT_ADMIN, { ...ok, ...change });
      expect(codeOf(created), field).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(created)!), JSON.stringify(change)).toEqual([field]);
      const edited = await update(TALENT_ADMIN, "sql", { ...ok, ...change });
      expect(codeOf(edited), field).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(edited)!)).toEqual([field]);
    }
    expect(await storedTags()).toEqual(before);
    // The limits themselves are fine: 2 and 40 characters of name, 300 of description.
    for (const name of ["Go", "G".repeat(40)]) {
      const r = await create(TALENT_ADMIN, { ...ok, name, description: "d".repeat(300) });
      expect(r.errors, name).toBeUndefined();
      expect((await remove(TALENT_ADMIN, r.data!.createForumTag.id)).errors).toBeUndefined();
    }
  });

  it("is NOT_FOUND for an unknown tag", async () => {
    expect(codeOf(await update(TALENT_ADMIN, "no-such-tag", { name: "Nope", description: "", category: "GENERAL" }))).toBe("NOT_FOUND");
    expect(codeOf(await remove(TALENT_ADMIN, "no-such-tag"))).toBe("NOT_FOUND");
  });

  it("refuses to edit or delete a CLASSROOM tag (FORBIDDEN): it comes with its class", async () => {
    const before = await storedTags();
    expect(codeOf(await update(TALENT_ADMIN, CLASS_TAG, { name: "Renamed class", description: "", category: "GENERAL" }))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await remove(COURSE_ADMIN, CLASS_TAG))).toBe("FORBIDDEN");
    expect(await storedTags()).toEqual(before);
  });
});

describe("deleting a tag posts use", () => {
  it("is CONFLICT while a live post is filed under it, and allowed once that post is deleted", async () => {
    expect((await create(TALENT_ADMIN, { name: "Looker Studio", description: "", category: "SKILL" })).errors).toBeUndefined();
    const postId = await suite.newPost(STUDENT, { tagIds: ["looker-studio", "sql"] });
    const refused = await remove(TALENT_ADMIN, "looker-studio");
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(await tagById("looker-studio")).not.toBeNull();
    expect(await rowsOf(forumPostTags, "looker-studio")).toBe(1);

    expect((await exec(`mutation($id: ID!) { deleteForumPost(id: $id) }`, { id: postId }, { caller: STUDENT })).errors).toBeUndefined();
    expect((await remove(TALENT_ADMIN, "looker-studio")).data).toEqual({ deleteForumTag: "looker-studio" });
    // The deleted post's filing went with the tag; its other tag stays.
    expect(await rowsOf(forumPostTags, "looker-studio")).toBe(0);
    const [sqlFiling] = await suite.database.db
      .select({ n: count() })
      .from(forumPostTags)
      .where(eq(forumPostTags.postId, postId.slice(0, 8)));
    expect(sqlFiling!.n).toBe(1);
  });
});

describe("who manages tags", () => {
  it("refuses students, instructors and job admins (FORBIDDEN, before looking at the input), changing nothing", async () => {
    const before = await storedTags();
    for (const role of ["STUDENT", "INSTRUCTOR", "JOB_ADMIN"] as const) {
      const caller = demo(role);
      expect(codeOf(await create(caller, { name: "Spark", description: "", category: "SKILL" })), role).toBe("FORBIDDEN");
      expect(codeOf(await create(caller, { name: "x", description: "", category: "CLASSROOM" })), role).toBe("FORBIDDEN");
      expect(codeOf(await update(caller, "sql", { name: "Structured Query Language", description: "", category: "SKILL" })), role).toBe(
        "FORBIDDEN",
      );
      expect(codeOf(await remove(caller, "sql")), role).toBe("FORBIDDEN");
    }
    expect(await storedTags()).toEqual(before);
  });
  it("refuses visitors (UNAUTHENTICATED)", async () => {
    const before = await storedTags();
    expect(codeOf(await create(visitor(), { name: "Spark", description: "", category: "SKILL" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await update(visitor(), "sql", { name: "Spark", description: "", category: "SKILL" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await remove(visitor(), "sql"))).toBe("UNAUTHENTICATED");
    expect(await storedTags()).toEqual(before);
  });
});
