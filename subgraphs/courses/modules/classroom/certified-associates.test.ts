/**
 * The internal question career services ask through ctx.peers: certifiedAssociateCourses (SPEC §1: career services
 * are for certified-associate students). A person studies a ca course now with an active access window to it, or as
 * a STUDENT of one of its classes that has not ended. Only the platform may ask; one statement answers a batch.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_ASSOCIATE_ID } from "../../../shared/demo-accounts.js";
import { statementCounter } from "../../../shared/testing/database.js";
import { system, visitor } from "../../../shared/testing/harness.js";
import { ADMIN, STUDENT, codeOf, coursesTestbed, grantAccess, newPerson, testClock } from "../../testing.js";

const clock = testClock("2026-03-02T08:00:00.000Z");
const counter = statementCounter();
const env = coursesTestbed({ now: clock.now, onQuery: counter.onQuery });
const DAY = 86_400_000;

const ASSOCIATES = `query($userIds: [ID!]!) { certifiedAssociateCourses(userIds: $userIds) { userId courseIds } }`;
interface Associate {
  userId: string;
  courseIds: string[];
}
const associates = (userIds: string[], caller = system()) =>
  env.client.exec<{ certifiedAssociateCourses: Associate[] }>(ASSOCIATES, { userIds }, { caller });

/** `days` days from the clock's current time (negative: before). */
const daysFromNow = (days: number) => new Date(clock.ms + days * DAY);

/** A class of `courseId` ending on `endsOn`, with `userId` in it as `role` (straight into the tables). */
async function memberOfClass(userId: string, courseId: string, endsOn: string, role: "STUDENT" | "INSTRUCTOR" = "STUDENT") {
  const classId = randomUUID();
  await env.database.query(
    `INSERT INTO courses.classes (id, slug, title, course_id, starts_on, ends_on, join_open) VALUES ($1, $2, $3, $4, '2025-09-01', $5, false)`,
    [classId, `${courseId}-${classId.slice(0, 8)}`, `Class of ${courseId}`, courseId, endsOn],
  );
  await env.database.query(
    `INSERT INTO courses.class_members (class_id, user_id, role, course_id, added_at, added_by) VALUES ($1, $2, $3, $4, $5, $6)`,
    [classId, userId, role, courseId, daysFromNow(-30).toISOString(), ADMIN.viewer!.id],
  );
}

describe("certifiedAssociateCourses (internal: career services)", () => {
  it("lists a person with an active access window to a ca course, with that course only", async () => {
    const learner = newPerson();
    await grantAccess(env.database, learner.id, "cada", daysFromNow(-10));
    await grantAccess(env.database, learner.id, "m1py", daysFromNow(-10));
    const r = await associates([learner.id]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([{ userId: learner.id, courseIds: ["cada"] }]);
  });

  it("leaves out access that has ended or not yet started, and access to courses of other categories", async () => {
    const ended = newPerson();
    const later = newPerson();
    const otherCategory = newPerson();
    await grantAccess(env.database, ended.id, "caba", daysFromNow(-100), 90);
    await grantAccess(env.database, later.id, "cabed", daysFromNow(5));
    for (const courseId of ["m1js", "fcda", "fif"]) await grantAccess(env.database, otherCategory.id, courseId, daysFromNow(-10));
    const r = await associates([ended.id, later.id, otherCategory.id]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([]);
  });

  it("lists a STUDENT of a ca class that has not ended; not an ended one's, an instructor, or a class of another category", async () => {
    const student = newPerson();
    const graduate = newPerson();
    const teacher = newPerson(["INSTRUCTOR"]);
    const foundation = newPerson();
    await memberOfClass(student.id, "capt", "2026-03-02");
    await memberOfClass(graduate.id, "cabed", "2026-03-01");
    await memberOfClass(teacher.id, "cada", "2026-12-31", "INSTRUCTOR");
    await memberOfClass(foundation.id, "fcda", "2026-12-31");
    const r = await associates([student.id, graduate.id, teacher.id, foundation.id]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([{ userId: student.id, courseIds: ["capt"] }]);
  });

  it("joins both ways of studying, each course once and in id order, in the order the people were asked", async () => {
    const both = newPerson();
    const access = newPerson();
    await grantAccess(env.database, both.id, "cafed", daysFromNow(-10));
    await memberOfClass(both.id, "cafed", "2026-12-31");
    await memberOfClass(both.id, "caba", "2026-12-31");
    await grantAccess(env.database, access.id, "cada", daysFromNow(-1));
    const r = await associates([access.id, both.id, access.id]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([
      { userId: access.id, courseIds: ["cada"] },
      { userId: both.id, courseIds: ["caba", "cafed"] },
    ]);
  });

  it("leaves out unknown people and ids that are not UUIDs, and answers an empty list with nothing", async () => {
    const learner = newPerson();
    await grantAccess(env.database, learner.id, "capt", daysFromNow(-10));
    const r = await associates([randomUUID(), "not-a-uuid", "", learner.id]);
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([{ userId: learner.id, courseIds: ["capt"] }]);
    expect((await associates([])).data!.certifiedAssociateCourses).toEqual([]);
  });

  it("answers three people with one SQL statement", async () => {
    const people = [newPerson(), newPerson(), newPerson()];
    await grantAccess(env.database, people[0]!.id, "cada", daysFromNow(-10));
    await memberOfClass(people[1]!.id, "caba", "2026-12-31");
    const { result, statements } = await counter.count(() => associates(people.map((p) => p.id)));
    expect(result.errors).toBeUndefined();
    expect(result.data!.certifiedAssociateCourses.map((a) => a.userId)).toEqual([people[0]!.id, people[1]!.id]);
    expect(statements).toHaveLength(1);
  });

  it("takes at most 100 ids (BAD_USER_INPUT beyond)", async () => {
    const ids = Array.from({ length: 100 }, () => randomUUID());
    expect((await associates(ids)).errors).toBeUndefined();
    const r = await associates([...ids, randomUUID()]);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.data ?? null).toBeNull();
  });

  it("refuses people, even the person asked about or a course admin (FORBIDDEN), and visitors", async () => {
    for (const caller of [STUDENT, ADMIN, visitor()]) {
      const r = await associates([STUDENT.viewer!.id], caller);
      expect(codeOf(r)).toBe("FORBIDDEN");
      expect(r.data ?? null).toBeNull();
    }
  });

  it("names the demo certified associate (cafed, paid 30 days before the seed) and not the other demo accounts", async () => {
    clock.set(new Date().toISOString());
    const r = await associates(DEMO_ACCOUNTS.map((a) => a.id));
    expect(r.errors).toBeUndefined();
    expect(r.data!.certifiedAssociateCourses).toEqual([{ userId: DEMO_ASSOCIATE_ID, courseIds: ["cafed"] }]);
  });
});
