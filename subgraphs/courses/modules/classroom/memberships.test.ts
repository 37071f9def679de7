/**
 * The internal membership questions the class forums ask through ctx.peers: classMembershipsOf, classesBySlug and
 * classMemberIds. Only the platform may ask.
 */
import { describe, expect, it } from "vitest";
import { system, visitor } from "../../../shared/testing/harness.js";
import { ADMIN, STUDENT, codeOf, coursesTestbed, newPerson, testClock } from "../../testing.js";

const clock = testClock("2025-11-01T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now });

describe("class memberships (internal: class forums)", () => {
  const MEMBERSHIPS_OF = `query($userId: ID!) { classMembershipsOf(userId: $userId) { slug title role } }`;
  const BY_SLUG = `query($slugs: [String!]!) { classesBySlug(slugs: $slugs) { slug title role } }`;
  const MEMBER_IDS = `query($slug: String!, $role: ClassRole!, $page: Int, $pageSize: Int) { classMemberIds(slug: $slug, role: $role, page: $page, pageSize: $pageSize) { userIds totalCount } }`;
  interface Membership {
    slug: string;
    title: string;
    role: "STUDENT" | "INSTRUCTOR" | null;
  }
  const membershipsOf = (userId: string, caller = system()) =>
    env.client.exec<{ classMembershipsOf: Membership[] }>(MEMBERSHIPS_OF, { userId }, { caller });
  const bySlug = (slugs: string[], caller = system()) => env.client.exec<{ classesBySlug: Membership[] }>(BY_SLUG, { slugs }, { caller });
  const memberIds = (variables: { slug: string; role: string; page?: number; pageSize?: number }, caller = system()) =>
    env.client.exec<{ classMemberIds: { userIds: string[]; totalCount: number } }>(MEMBER_IDS, variables, { caller });
  const createClass = async (slug: string, title = `Class ${slug}`) => {
    const r = await env.client.exec<{ createClass: { id: string } }>(
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      { input: { courseId: "m1py", title, slug, startsOn: "2026-09-01", endsOn: "2027-06-30", joinOpen: false } },
      { caller: ADMIN },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.createClass.id;
  };
  const add = async (classId: string, userId: string, role: "STUDENT" | "INSTRUCTOR") =>
    expect(
      (
        await env.client.exec(
          `mutation($c: ID!, $u: ID!, $r: ClassRole!) { addClassMember(classId: $c, userId: $u, role: $r) { id } }`,
          { c: classId, u: userId, r: role },
          { caller: ADMIN },
        )
      ).errors,
    ).toBeUndefined();

  describe("classMembershipsOf", () => {
    it("answers the platform with the person's classes, title and part (student or instructor), in slug order", async () => {
      const [evening, morning, other] = [
        await createClass("m1py-ms-evening", "Python evening"),
        await createClass("m1py-ms-morning", "Python morning"),
        await createClass("m1py-ms-other", "Python other"),
      ];
      const learner = newPerson();
      const teacher = newPerson(["INSTRUCTOR"]);
      await add(morning, teacher.id, "INSTRUCTOR");
      await add(evening, learner.id, "STUDENT");
      await add(evening, teacher.id, "INSTRUCTOR");
      await add(other, newPerson().id, "STUDENT");
      expect((await membershipsOf(learner.id)).data!.classMembershipsOf).toEqual([
        { slug: "m1py-ms-evening", title: "Python evening", role: "STUDENT" },
      ]);
      expect((await membershipsOf(teacher.id)).data!.classMembershipsOf).toEqual([
        { slug: "m1py-ms-evening", title: "Python evening", role: "INSTRUCTOR" },
        { slug: "m1py-ms-morning", title: "Python morning", role: "INSTRUCTOR" },
      ]);
    });

    it("is empty for strangers and for ids that are not UUIDs", async () => {
      for (const userId of [newPerson().id, "not-a-uuid", ""]) {
        const r = await membershipsOf(userId);
        expect(r.errors, userId).toBeUndefined();
        expect(r.data!.classMembershipsOf, userId).toEqual([]);
      }
    });

    it("refuses people, even the person asked about or a course admin (FORBIDDEN), and visitors", async () => {
      for (const caller of [STUDENT, ADMIN, visitor()]) {
        const r = await membershipsOf(STUDENT.viewer!.id, caller);
        expect(codeOf(r)).toBe("FORBIDDEN");
        expect(r.data ?? null).toBeNull();
      }
    });
  });

  describe("classesBySlug", () => {
    it("answers the classes of the slugs that exist, with their titles and no part, in slug order", async () => {
      await createClass("m1py-bs-b", "Python B");
      await createClass("m1py-bs-a", "Python A");
      const r = await bySlug(["m1py-bs-b", "no-such-class", "m1py-bs-a", "m1py-bs-a"]);
      expect(r.errors).toBeUndefined();
      expect(r.data!.classesBySlug).toEqual([
        { slug: "m1py-bs-a", title: "Python A", role: null },
        { slug: "m1py-bs-b", title: "Python B", role: null },
      ]);
      expect((await bySlug([])).data!.classesBySlug).toEqual([]);
      expect((await bySlug(["no-such-class"])).data!.classesBySlug).toEqual([]);
    });

    it("takes at most 100 slugs (BAD_USER_INPUT beyond)", async () => {
      const slugs = Array.from({ length: 100 }, (_, i) => `nope-${i}`);
      expect((await bySlug(slugs)).errors).toBeUndefined();
      const r = await bySlug([...slugs, "one-more"]);
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(r.data ?? null).toBeNull();
    });

    it("refuses people, even a course admin (FORBIDDEN), and visitors", async () => {
      for (const caller of [STUDENT, ADMIN, visitor()]) expect(codeOf(await bySlug(["m1js-open-2026"], caller))).toBe("FORBIDDEN");
    });
  });

  describe("classMemberIds", () => {
    it("pages a class's members of one role in the order they were added, with how many there are", async () => {
      const klass = await createClass("m1py-ids");
      const students = Array.from({ length: 5 }, () => newPerson());
      const teachers = [newPerson(["INSTRUCTOR"]), newPerson(["INSTRUCTOR"])];
      // Added in this order (each request moves the clock a second), students and instructors interleaved.
      await add(klass, students[3]!.id, "STUDENT");
      await add(klass, teachers[1]!.id, "INSTRUCTOR");
      await add(klass, students[0]!.id, "STUDENT");
      await add(klass, students[4]!.id, "STUDENT");
      await add(klass, teachers[0]!.id, "INSTRUCTOR");
      await add(klass, students[1]!.id, "STUDENT");
      await add(klass, students[2]!.id, "STUDENT");
      const order = [3, 0, 4, 1, 2].map((i) => students[i]!.id);

      const all = await memberIds({ slug: "m1py-ids", role: "STUDENT" });
      expect(all.errors).toBeUndefined();
      expect(all.data!.classMemberIds).toEqual({ userIds: order, totalCount: 5 });
      expect((await memberIds({ slug: "m1py-ids", role: "STUDENT", page: 2, pageSize: 2 })).data!.classMemberIds).toEqual({
        userIds: order.slice(2, 4),
        totalCount: 5,
      });
      expect((await memberIds({ slug: "m1py-ids", role: "STUDENT", page: 3, pageSize: 2 })).data!.classMemberIds).toEqual({
        userIds: order.slice(4),
        totalCount: 5,
      });
      expect((await memberIds({ slug: "m1py-ids", role: "INSTRUCTOR" })).data!.classMemberIds).toEqual({
        userIds: [teachers[1]!.id, teachers[0]!.id],
        totalCount: 2,
      });
    });

    it("8 a page by default, at most 100", async () => {
      const klass = await createClass("m1py-ids-many");
      for (let i = 0; i < 9; i++) await add(klass, newPerson().id, "STUDENT");
      const first = (await memberIds({ slug: "m1py-ids-many", role: "STUDENT" })).data!.classMemberIds;
      expect(first.userIds).toHaveLength(8);
      expect(first.totalCount).toBe(9);
      expect(codeOf(await memberIds({ slug: "m1py-ids-many", role: "STUDENT", pageSize: 101 }))).toBe("BAD_USER_INPUT");
    });

    it("an unknown class has an empty page", async () => {
      const r = await memberIds({ slug: "no-such-class", role: "STUDENT" });
      expect(r.errors).toBeUndefined();
      expect(r.data!.classMemberIds).toEqual({ userIds: [], totalCount: 0 });
    });

    it("refuses people, even a course admin (FORBIDDEN), and visitors", async () => {
      for (const caller of [STUDENT, ADMIN, visitor()])
        expect(codeOf(await memberIds({ slug: "m1js-open-2026", role: "STUDENT" }, caller))).toBe("FORBIDDEN");
    });
  });
});
