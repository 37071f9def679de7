/** People search and the forum's person search (internal) against a real database, with their batching. */
import { beforeAll, describe, expect, it } from "vitest";
import { demo, system, visitor } from "../../../shared/testing/harness.js";
import { ABOUT, ADD_EDU, ADD_WORK, codeOf, edu, talentTestbed, work } from "../../testing.js";

const bed = talentTestbed();

const PEOPLE = `query($s: String!, $page: Int, $pageSize: Int) { people(search: $s, page: $page, pageSize: $pageSize) { items { id firstName lastName } pageInfo { totalCount hasNextPage } } }`;
type PeopleData = {
  people: { items: { id: string; firstName: string; lastName: string }[]; pageInfo: { totalCount: number; hasNextPage: boolean } };
};

describe("people search", () => {
  let target: { id: string };
  beforeAll(async () => {
    target = await bed.person(["STUDENT"], "Xiuying", "Quartermaine");
  });
  const search = (s: string) => bed.client.exec<PeopleData>(PEOPLE, { s }, { caller: demo("TALENT_ADMIN") });
  it("blank text returns nothing", async () => {
    for (const s of ["", "   "]) {
      const r = await search(s);
      expect(r.errors).toBeUndefined();
      expect(r.data!.people).toEqual({ items: [], pageInfo: { totalCount: 0, hasNextPage: false } });
    }
  });
  for (const [label, text] of [
    ["first name", "xiuy"],
    ["last name", "QUARTER"],
    ["full name across the space", "ying quarter"],
    ["email", "xiuying.quartermaine."],
  ] as const) {
    it(`matches a case-insensitive substring of the ${label}`, async () => {
      const r = await search(text);
      expect(r.data!.people.items.map((p) => p.id)).toEqual([target.id]);
    });
  }
  it("LIKE wildcards match literally", async () => {
    expect((await search("%")).data!.people.items).toEqual([]);
  });
  it("course admins may search too (class membership), without seeing emails", async () => {
    const r = await bed.client.exec<{ people: { items: { id: string; email: string | null }[] } }>(
      `query($s: String!) { people(search: $s) { items { id email } } }`,
      { s: "xiuying.quartermaine." },
      { caller: demo("COURSE_ADMIN") },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.people.items).toEqual([{ id: target.id, email: null }]);
  });
  it("is FORBIDDEN for students and UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await bed.client.exec(PEOPLE, { s: "xiu" }, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(PEOPLE, { s: "xiu" }))).toBe("UNAUTHENTICATED");
  });
  it("about, experiences and educations batch: 2 or 8 people cost the same statements", async () => {
    for (let i = 0; i < 8; i++) {
      const p = await bed.person(["STUDENT"], "Batch", `Member${i}`);
      await bed.client.exec(ABOUT, { i: { bio: "b", languages: [], skillIds: ["python", "sql"] } }, { caller: p.caller });
      await bed.client.exec(ADD_WORK, { i: work }, { caller: p.caller });
      await bed.client.exec(ADD_EDU, { i: edu }, { caller: p.caller });
    }
    const q = `query($s: String!, $n: Int) { people(search: $s, pageSize: $n) { items { id about { bio skills { id } } workExperiences { id } educations { id } } } }`;
    const small = await bed.counter.count(() =>
      bed.client.exec<{ people: { items: unknown[] } }>(q, { s: "batch", n: 2 }, { caller: demo("TALENT_ADMIN") }),
    );
    const large = await bed.counter.count(() =>
      bed.client.exec<{ people: { items: unknown[] } }>(q, { s: "batch", n: 8 }, { caller: demo("TALENT_ADMIN") }),
    );
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.people.items).toHaveLength(8);
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("User references from other subgraphs resolve in one statement, with about batched too", async () => {
    const reps = Array.from({ length: 3 }, () => ({ __typename: "User", id: target.id }));
    const { result, statements } = await bed.counter.count(() =>
      bed.client.exec<{ _entities: { id: string }[] }>(
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id displayName } } }`,
        { r: reps },
      ),
    );
    expect(result.data!._entities.map((u) => u.id)).toEqual([target.id, target.id, target.id]);
    expect(statements).toHaveLength(1);
  });
});

describe("peopleMatching (internal: the forum's person search)", () => {
  const MATCHING = `query($s: String!, $e: Boolean!, $n: Int!) { peopleMatching(search: $s, includeEmail: $e, limit: $n) }`;
  const matching = (s: string, e: boolean, n = 5, caller = system()) =>
    bed.client.exec<{ peopleMatching: string[] }>(MATCHING, { s, e, n }, { caller });
  let zara: { id: string };
  let yusuf: { id: string };
  beforeAll(async () => {
    yusuf = await bed.person(["STUDENT"], "Yusuf", "Zolotarev");
    zara = await bed.person(["STUDENT"], "Zara", "Wolcott");
  });

  it("matches first, last and full name case-insensitively, by name, at most `limit`", async () => {
    expect((await matching("ZOLOTAR", false)).data!.peopleMatching).toEqual([yusuf.id]);
    expect((await matching("zara wol", false)).data!.peopleMatching).toEqual([zara.id]);
    // "ol" is in both last names: by first name, Yusuf before Zara.
    const both = (await matching("ol", false, 10)).data!.peopleMatching.filter((id) => id === yusuf.id || id === zara.id);
    expect(both).toEqual([yusuf.id, zara.id]);
    expect((await matching("e", false, 1)).data!.peopleMatching).toHaveLength(1);
  });

  it("matches emails only with includeEmail (so no email leaks to those who may not see it)", async () => {
    // bed.person() makes emails of the form first.last.serial@example.test: "wolcott." is only in Zara's email...
    expect((await matching("wolcott.", true)).data!.peopleMatching).toEqual([zara.id]);
    expect((await matching("wolcott.", false)).data!.peopleMatching).toEqual([]);
    expect((await matching("@example.test", false)).data!.peopleMatching).toEqual([]);
  });

  it("blank text finds nobody, wildcards are literal, a limit outside 1-10 is BAD_USER_INPUT", async () => {
    for (const s of ["", "   "]) expect((await matching(s, true)).data!.peopleMatching).toEqual([]);
    expect((await matching("%", true)).data!.peopleMatching).toEqual([]);
    for (const n of [0, 11]) expect(codeOf(await matching("zara", false, n))).toBe("BAD_USER_INPUT");
  });

  it("only the platform may ask (FORBIDDEN for people, talent admins included, and visitors)", async () => {
    for (const caller of [demo("TALENT_ADMIN"), demo("STUDENT"), visitor()])
      expect(codeOf(await matching("zara", false, 5, caller))).toBe("FORBIDDEN");
  });
});
