/**
 * programmeMemberships: the internal question other subgraphs ask through ctx.peers (jobs' exclusive campaigns).
 * Only the platform may ask; membership is an ACCEPTED application, nothing earlier in the pipeline.
 */
import { describe, expect, it } from "vitest";
import { system, visitor } from "../shared/testing/harness.js";
import { ADMIN, STUDENT, codeOf, coursesTestbed, newPerson, testClock } from "./testing.js";

const clock = testClock("2025-11-01T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now });

const MEMBERSHIPS = `query($userId: ID!) { programmeMemberships(userId: $userId) }`;
const APPLY = `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id status } }`;
const MOVE = `mutation($id: ID!, $to: ApplicationStatus!) { moveApplication(id: $id, to: $to) { status } }`;
const ACCEPT = `mutation($id: ID!) { acceptOffer(id: $id) { status } }`;

const answers = Object.entries({
  fullName: "Nur Aisyah binti Ahmad",
  email: "aisyah@example.my",
  phone: "+60 12-345 6789",
  gender: "Female",
  ethnicity: "Malay",
  maritalStatus: "Single",
  birthYear: "2000",
  birthMonth: "February",
  birthDay: "29",
  state: "Selangor",
  malaysianCitizen: "Yes",
  qualification: "Degree",
  graduationYear: "2023",
  experience: "0-1 years",
  employmentExperience: "Internship",
  householdIncome: "B2: RM2,500 - RM3,169",
  englishTest: "MUET",
  englishScore: "Band 4.0-4.5",
  hasComputer: "Yes",
  canAttend: "Yes",
}).map(([name, value]) => ({ name, value }));

const memberships = (userId: string, caller = system()) => env.client.exec<{ programmeMemberships: string[] }>(MEMBERSHIPS, { userId }, { caller });

/** A new person's kyouth-2025 application, moved by the admin up to `until` (ACCEPTED: the applicant accepts the offer). */
async function applicant(until: "SUBMITTED" | "OFFERED" | "ACCEPTED") {
  const person = newPerson();
  const applied = await env.client.exec<{ applyToProgramme: { id: string } }>(APPLY, { answers }, { caller: person });
  expect(applied.errors).toBeUndefined();
  const id = applied.data!.applyToProgramme.id;
  if (until !== "SUBMITTED") {
    for (const to of ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"]) {
      const moved = await env.client.exec(MOVE, { id, to }, { caller: ADMIN });
      expect(moved.errors).toBeUndefined();
    }
  }
  if (until === "ACCEPTED") {
    const accepted = await env.client.exec<{ acceptOffer: { status: string } }>(ACCEPT, { id }, { caller: person });
    expect(accepted.data?.acceptOffer.status).toBe("ACCEPTED");
  }
  return person;
}

describe("programmeMemberships", () => {
  it("answers the platform with the programmes holding an ACCEPTED application of the person", async () => {
    const member = await applicant("ACCEPTED");
    const r = await memberships(member.id);
    expect(r.errors).toBeUndefined();
    expect(r.data!.programmeMemberships).toEqual(["kyouth-2025"]);
  });

  it("is empty for applications not yet accepted, for strangers and for ids that are not UUIDs", async () => {
    const submitted = await applicant("SUBMITTED");
    const offered = await applicant("OFFERED");
    for (const userId of [submitted.id, offered.id, newPerson().id, "not-a-uuid", ""]) {
      const r = await memberships(userId);
      expect(r.errors, userId).toBeUndefined();
      expect(r.data!.programmeMemberships, userId).toEqual([]);
    }
  });

  it("refuses people, even the person asked about or a course admin (FORBIDDEN), and visitors", async () => {
    const member = await applicant("ACCEPTED");
    for (const caller of [member, STUDENT, ADMIN, visitor()]) {
      const r = await memberships(member.id, caller);
      expect(codeOf(r)).toBe("FORBIDDEN");
      expect(r.data ?? null).toBeNull();
    }
  });
});

describe("classSlugsOf (internal: the forum's class search)", () => {
  const CLASS_SLUGS = `query($userId: ID!) { classSlugsOf(userId: $userId) }`;
  const classSlugs = (userId: string, caller = system()) => env.client.exec<{ classSlugsOf: string[] }>(CLASS_SLUGS, { userId }, { caller });
  const createClass = async (slug: string) => {
    const r = await env.client.exec<{ createClass: { id: string } }>(
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      { input: { courseId: "m1py", title: `Class ${slug}`, slug, startsOn: "2026-09-01", endsOn: "2027-06-30", joinOpen: false } },
      { caller: ADMIN },
    );
    expect(r.errors).toBeUndefined();
    return r.data!.createClass.id;
  };
  const add = async (classId: string, userId: string, role: "STUDENT" | "INSTRUCTOR") =>
    expect((await env.client.exec(`mutation($c: ID!, $u: ID!, $r: ClassRole!) { addClassMember(classId: $c, userId: $u, role: $r) { id } }`, { c: classId, u: userId, r: role }, { caller: ADMIN })).errors).toBeUndefined();

  it("answers the platform with the slugs of the person's classes, as student or instructor, in slug order", async () => {
    const [evening, morning, other] = [await createClass("m1py-slugs-evening"), await createClass("m1py-slugs-morning"), await createClass("m1py-slugs-other")];
    const learner = newPerson();
    const teacher = newPerson(["INSTRUCTOR"]);
    await add(evening, learner.id, "STUDENT");
    await add(morning, teacher.id, "INSTRUCTOR");
    await add(evening, teacher.id, "INSTRUCTOR");
    await add(other, newPerson().id, "STUDENT");
    expect((await classSlugs(learner.id)).data!.classSlugsOf).toEqual(["m1py-slugs-evening"]);
    expect((await classSlugs(teacher.id)).data!.classSlugsOf).toEqual(["m1py-slugs-evening", "m1py-slugs-morning"]);
  });

  it("is empty for strangers and for ids that are not UUIDs", async () => {
    for (const userId of [newPerson().id, "not-a-uuid", ""]) {
      const r = await classSlugs(userId);
      expect(r.errors, userId).toBeUndefined();
      expect(r.data!.classSlugsOf, userId).toEqual([]);
    }
  });

  it("refuses people, even the person asked about or a course admin (FORBIDDEN), and visitors", async () => {
    for (const caller of [STUDENT, ADMIN, visitor()]) {
      const r = await classSlugs(STUDENT.viewer!.id, caller);
      expect(codeOf(r)).toBe("FORBIDDEN");
      expect(r.data ?? null).toBeNull();
    }
  });
});
