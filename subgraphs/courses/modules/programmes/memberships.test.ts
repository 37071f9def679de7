/**
 * The internal membership question jobs asks through ctx.peers: programmeMemberships (exclusive campaigns; membership
 * is an ACCEPTED application, nothing earlier in the pipeline). Only the platform may ask. The class forums' three are
 * the classroom's (classroom/memberships.test.ts).
 */
import { describe, expect, it } from "vitest";
import { system, visitor } from "../../../shared/testing/harness.js";
import { ADMIN, STUDENT, codeOf, coursesTestbed, newPerson, testClock } from "../../testing.js";

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

const memberships = (userId: string, caller = system()) =>
  env.client.exec<{ programmeMemberships: string[] }>(MEMBERSHIPS, { userId }, { caller });

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
