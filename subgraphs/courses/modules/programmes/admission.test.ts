/**
 * Admission prerequisites through the courses subgraph on a real database (SPEC §5): which programmes require M1
 * completion, what the viewer meets and their latest application, M1 certificates and credits for prior learning
 * unlocking applications and certified-associate classes, course admins' credits and programme settings, who may do
 * what, and that a refusal changes nothing.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { statementCounter } from "../../../shared/testing/database.js";
import { visitor } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { seedCourses } from "../../seed.js";
import { ADMIN, OTHER as INSTRUCTOR, STUDENT, codeOf, coursesTestbed, fieldsOf, grantAccess, newPerson, testClock } from "../../testing.js";

const clock = testClock("2026-06-01T08:00:00.000Z");
const counter = statementCounter();
const env = coursesTestbed({ now: clock.now, onQuery: counter.onQuery });

const exec = <T = Record<string, unknown>>(caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  env.client.exec<T>(query, variables, { caller });
const count = async (table: string, where = "true") =>
  Number((await env.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses.${table} WHERE ${where}`))[0]!.n);

/** A complete, valid application to a certified-associate intake (ca-2027, capt-2027). */
const caAnswers = Object.entries({
  fullName: "Tan Wei Ming",
  email: "weiming@example.my",
  phone: "+60 12-345 6789",
  country: "Malaysia",
  qualification: "Degree",
  graduationYear: "2023",
  experience: "0-1 years",
  m1Course: "M1 SQL",
  englishTest: "MUET",
  englishScore: "Band 4.0-4.5",
  hasComputer: "Yes",
  canAttend: "Yes",
}).map(([name, value]) => ({ name, value }));

const APPLY = `mutation($programmeId: ID!, $answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: $programmeId, answers: $answers) { id status } }`;
const apply = (caller: Caller, programmeId = "ca-2027", answers = caAnswers) =>
  exec<{ applyToProgramme: { id: string; status: string } }>(caller, APPLY, { programmeId, answers });
const GRANT = `mutation($userId: ID!, $reason: String!) { grantPriorLearningCredit(userId: $userId, reason: $reason) { person { id } reason grantedBy { id } grantedAt } }`;
const grant = (userId: string, reason = "BSc Computer Science, 2019", caller: Caller = ADMIN) =>
  exec<{ grantPriorLearningCredit: { person: { id: string }; reason: string; grantedBy: { id: string }; grantedAt: string } }>(
    caller,
    GRANT,
    { userId, reason },
  );
const REVOKE = `mutation($userId: ID!) { revokePriorLearningCredit(userId: $userId) }`;
const revoke = (userId: string, caller: Caller = ADMIN) => exec<{ revokePriorLearningCredit: string }>(caller, REVOKE, { userId });
const CREDITS = `query($page: Int, $pageSize: Int) { priorLearningCredits(page: $page, pageSize: $pageSize) { items { person { id } reason grantedBy { id } grantedAt } pageInfo { page pageSize totalCount hasNextPage } } }`;
const UPDATE = `mutation($id: ID!, $input: ProgrammeSettingsInput!) { updateProgramme(id: $id, input: $input) { id applicationOpen showAtDashboard cohortStartsOn cohortEndsOn } }`;
const update = (id: string, input: Record<string, unknown>, caller: Caller = ADMIN) =>
  exec<{
    updateProgramme: { id: string; applicationOpen: boolean; showAtDashboard: boolean; cohortStartsOn: string; cohortEndsOn: string };
  }>(caller, UPDATE, { id, input });

/** Gives `holderId` a certificate of `courseId` straight into the table (revoked when asked). */
async function certify(holderId: string, courseId: string, revoked = false) {
  await env.database.query(
    `INSERT INTO courses.certificates (id, code, holder_id, course_id, title, date_started, date_issued, revoked_at, revoked_reason) VALUES ($1, $2, $3, $4, $5, '2026-01-01', '2026-03-01', $6, $7)`,
    [
      randomUUID(),
      randomBytes(5).toString("hex").toUpperCase(),
      holderId,
      courseId,
      courseId,
      revoked ? "2026-04-01T00:00:00Z" : null,
      revoked ? "Issued in error" : null,
    ],
  );
}

interface ProgrammeView {
  id: string;
  requiresM1Completion: boolean;
  viewerMeetsPrerequisites: boolean | null;
  viewerApplication: { id: string; status: string } | null;
}
const PROGRAMMES = `{ programmes { id requiresM1Completion viewerMeetsPrerequisites viewerApplication { id status } } }`;
const programmesAs = async (caller: Caller) => {
  const r = await exec<{ programmes: ProgrammeView[] }>(caller, PROGRAMMES);
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data!.programmes.map((p) => [p.id, p]));
};

describe("Programme: requiresM1Completion, viewerMeetsPrerequisites, viewerApplication", () => {
  it("ca-2027 and capt-2027 require M1 completion; kyouth-2025 (a foundation term first) and the others do not", async () => {
    const all = await programmesAs(visitor());
    expect(
      Object.values(all)
        .filter((p) => p.requiresM1Completion)
        .map((p) => p.id),
    ).toEqual(["ca-2027", "capt-2027"]);
    expect(all["kyouth-2025"]!.requiresM1Completion).toBe(false);
  });

  it("visitors get null; a learner with an M1 certificate meets them; one without meets only those without prerequisites", async () => {
    for (const p of Object.values(await programmesAs(visitor())))
      expect(p).toMatchObject({ viewerMeetsPrerequisites: null, viewerApplication: null });
    // The demo student holds the M1 SQL certificate.
    for (const p of Object.values(await programmesAs(STUDENT))) expect(p.viewerMeetsPrerequisites, p.id).toBe(true);
    const newcomer = newPerson();
    const seen = await programmesAs(newcomer);
    for (const p of Object.values(seen)) expect(p.viewerMeetsPrerequisites, p.id).toBe(!p.requiresM1Completion);
  });

  it("a revoked M1 certificate or a certificate of another level does not count; a valid one of any M1 course does", async () => {
    const learner = newPerson();
    await certify(learner.id, "m1py", true);
    await certify(learner.id, "fcda");
    await certify(learner.id, "cada");
    expect((await programmesAs(learner))["ca-2027"]!.viewerMeetsPrerequisites).toBe(false);
    await certify(learner.id, "m1blockchain");
    expect((await programmesAs(learner))["ca-2027"]!.viewerMeetsPrerequisites).toBe(true);
  });

  it("viewerApplication is the latest application of the viewer (any status), batched in one query for the list", async () => {
    const learner = newPerson();
    await certify(learner.id, "m1js");
    const first = await apply(learner);
    expect(first.errors).toBeUndefined();
    const withdrawn = await exec(learner, `mutation($id: ID!) { withdrawApplication(id: $id) { status } }`, {
      id: first.data!.applyToProgramme.id,
    });
    expect(withdrawn.errors).toBeUndefined();
    expect((await programmesAs(learner))["ca-2027"]!.viewerApplication).toEqual({
      id: first.data!.applyToProgramme.id,
      status: "WITHDRAWN",
    });
    const second = await apply(learner);
    expect(second.errors).toBeUndefined();
    const { result, statements } = await counter.count(() => programmesAs(learner));
    expect(result["ca-2027"]!.viewerApplication).toEqual({ id: second.data!.applyToProgramme.id, status: "SUBMITTED" });
    expect(result["capt-2027"]!.viewerApplication).toBeNull();
    // Someone else's application is not the viewer's.
    expect((await programmesAs(newPerson()))["ca-2027"]!.viewerApplication).toBeNull();
    expect(statements.filter((s) => s.includes('"programme_applications"'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('"prior_learning_credits"'))).toHaveLength(1);
  });
});

describe("applying to a programme that requires M1 completion", () => {
  it("without an M1 certificate or a credit: CONFLICT on programmeId, nothing stored", async () => {
    const learner = newPerson();
    const before = await count("programme_applications");
    const r = await apply(learner, "capt-2027");
    expect(codeOf(r)).toBe("CONFLICT");
    expect(r.errors![0]!.message).toBe(
      "Complete an M1 course before applying to Certified Associate in Penetration Testing 2027 intake, or ask a course admin for credit for prior learning.",
    );
    expect(fieldsOf(r)).toEqual({ programmeId: "M1 completion needed" });
    expect(await count("programme_applications")).toBe(before);
  });

  it("with an M1 certificate (the demo student) the application is SUBMITTED", async () => {
    const r = await apply(STUDENT, "capt-2027");
    expect(r.errors).toBeUndefined();
    expect(r.data!.applyToProgramme.status).toBe("SUBMITTED");
  });

  it("a credit for prior learning stands in for M1; once withdrawn, new applications are refused again", async () => {
    const learner = newPerson();
    expect(codeOf(await apply(learner))).toBe("CONFLICT");
    expect((await grant(learner.id)).errors).toBeUndefined();
    const r = await apply(learner);
    expect(r.errors).toBeUndefined();
    expect((await revoke(learner.id)).data!.revokePriorLearningCredit).toBe(learner.id);
    expect(codeOf(await apply(learner, "capt-2027"))).toBe("CONFLICT");
    // The application already made stays.
    expect(await count("programme_applications", `id = '${r.data!.applyToProgramme.id}' AND status = 'SUBMITTED'`)).toBe(1);
  });

  it("a programme without the prerequisite takes applicants without M1 (kyouth-info-2025)", async () => {
    const r = await apply(newPerson(), "kyouth-info-2025", [
      { name: "fullName", value: "Nur Aisyah" },
      { name: "email", value: "aisyah@example.my" },
      { name: "phone", value: "+60 12-345 6789" },
      { name: "state", value: "Selangor" },
    ]);
    expect(codeOf(r)).not.toBe("CONFLICT");
  });
});

describe("credits for prior learning", () => {
  it("a course admin grants one (reason trimmed), lists them newest first, paged, and withdraws it", async () => {
    const [a, b] = [newPerson(), newPerson()];
    const granted = await grant(a.id, "  HND Software Engineering, 2021  ");
    expect(granted.errors).toBeUndefined();
    expect(granted.data!.grantPriorLearningCredit).toMatchObject({
      person: { id: a.id },
      reason: "HND Software Engineering, 2021",
      grantedBy: { id: ADMIN.viewer!.id },
    });
    expect(Number.isNaN(Date.parse(granted.data!.grantPriorLearningCredit.grantedAt))).toBe(false);
    expect((await grant(b.id)).errors).toBeUndefined();
    const total = await count("prior_learning_credits");
    const page1 = await exec<{
      priorLearningCredits: {
        items: { person: { id: string } }[];
        pageInfo: { page: number; pageSize: number; totalCount: number; hasNextPage: boolean };
      };
    }>(ADMIN, CREDITS, { pageSize: 1 });
    expect(page1.errors).toBeUndefined();
    expect(page1.data!.priorLearningCredits.items.map((i) => i.person.id)).toEqual([b.id]);
    expect(page1.data!.priorLearningCredits.pageInfo).toEqual({ page: 1, pageSize: 1, totalCount: total, hasNextPage: true });
    const page2 = await exec<{ priorLearningCredits: { items: { person: { id: string } }[] } }>(ADMIN, CREDITS, { page: 2, pageSize: 1 });
    expect(page2.data!.priorLearningCredits.items.map((i) => i.person.id)).toEqual([a.id]);
    const byDefault = await exec<{ priorLearningCredits: { pageInfo: { pageSize: number } } }>(ADMIN, CREDITS);
    expect(byDefault.data!.priorLearningCredits.pageInfo.pageSize).toBe(20);
    expect(codeOf(await exec(ADMIN, CREDITS, { pageSize: 101 }))).toBe("BAD_USER_INPUT");

    expect((await revoke(a.id)).data!.revokePriorLearningCredit).toBe(a.id);
    expect(await count("prior_learning_credits")).toBe(total - 1);
    const again = await revoke(a.id);
    expect(codeOf(again)).toBe("NOT_FOUND");
    expect(codeOf(await revoke("not-a-uuid"))).toBe("NOT_FOUND");
  });

  it("a second credit for the same person is a CONFLICT; the first stays", async () => {
    const learner = newPerson();
    expect((await grant(learner.id, "First")).errors).toBeUndefined();
    const r = await grant(learner.id, "Second");
    expect(codeOf(r)).toBe("CONFLICT");
    expect(r.errors![0]!.message).toBe("This person already holds credit for prior learning.");
    expect(await count("prior_learning_credits", `user_id = '${learner.id}' AND reason = 'First'`)).toBe(1);
  });

  it("a blank or long reason is refused on `reason`, a bad id on `userId`; nothing stored", async () => {
    const learner = newPerson();
    const before = await count("prior_learning_credits");
    const blank = await grant(learner.id, "   ");
    expect(codeOf(blank)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(blank)!)).toEqual(["reason"]);
    const long = await grant(learner.id, "x".repeat(501));
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(long)!)).toEqual(["reason"]);
    expect((await grant(newPerson().id, "y".repeat(500))).errors).toBeUndefined();
    const badId = await grant("not-a-uuid");
    expect(codeOf(badId)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(badId)!)).toEqual(["userId"]);
    expect(await count("prior_learning_credits")).toBe(before + 1);
  });

  it("only course admins: visitors UNAUTHENTICATED, learners and instructors FORBIDDEN; nothing changes", async () => {
    const holder = newPerson();
    expect((await grant(holder.id)).errors).toBeUndefined();
    const before = await count("prior_learning_credits");
    for (const [caller, code] of [
      [visitor(), "UNAUTHENTICATED"],
      [STUDENT, "FORBIDDEN"],
      [INSTRUCTOR, "FORBIDDEN"],
    ] as const) {
      expect(codeOf(await exec(caller, CREDITS)), code).toBe(code);
      expect(codeOf(await grant(newPerson().id, "Reason", caller))).toBe(code);
      expect(codeOf(await revoke(holder.id, caller))).toBe(code);
    }
    expect(await count("prior_learning_credits")).toBe(before);
  });
});

describe("updateProgramme", () => {
  const settings = { applicationOpen: true, showAtDashboard: false, cohortStartsOn: "2027-01-11" };

  it("a course admin moves the cohort start; the last day follows the duration (an information session: the same day)", async () => {
    const r = await update("ca-2027", { ...settings, showAtDashboard: true, cohortStartsOn: "2027-03-01" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateProgramme).toEqual({
      id: "ca-2027",
      applicationOpen: true,
      showAtDashboard: true,
      cohortStartsOn: "2027-03-01",
      cohortEndsOn: "2027-08-31",
    });
    const kyouth = await update("kyouth-2025", { applicationOpen: true, showAtDashboard: true, cohortStartsOn: "2026-02-02" });
    expect(kyouth.data!.updateProgramme.cohortEndsOn).toBe("2026-11-01");
    const session = await update("kyouth-info-2025", { applicationOpen: true, showAtDashboard: false, cohortStartsOn: "2025-12-13" });
    expect(session.data!.updateProgramme).toMatchObject({ cohortStartsOn: "2025-12-13", cohortEndsOn: "2025-12-13" });
    expect((await update("ca-2027", settings)).data!.updateProgramme.cohortEndsOn).toBe("2027-07-10");
  });

  it("closing applications closes its enrolment option and refuses applications; reopening opens both", async () => {
    const OPTION = `{ enrolmentOption(id: "capt") { open programme { id applicationOpen } } }`;
    expect((await exec<{ enrolmentOption: unknown }>(visitor(), OPTION)).data!.enrolmentOption).toEqual({
      open: true,
      programme: { id: "capt-2027", applicationOpen: true },
    });
    expect((await update("capt-2027", { ...settings, applicationOpen: false, cohortStartsOn: "2027-02-01" })).errors).toBeUndefined();
    expect((await exec<{ enrolmentOption: unknown }>(visitor(), OPTION)).data!.enrolmentOption).toEqual({
      open: false,
      programme: { id: "capt-2027", applicationOpen: false },
    });
    const closed = await apply(STUDENT, "capt-2027");
    expect(codeOf(closed)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(closed)!)).toEqual(["programmeId"]);
    expect((await update("capt-2027", { ...settings, cohortStartsOn: "2027-02-01" })).errors).toBeUndefined();
    expect((await exec<{ enrolmentOption: { open: boolean } }>(visitor(), OPTION)).data!.enrolmentOption.open).toBe(true);
  });

  it("a date that is not a real YYYY-MM-DD is refused on cohortStartsOn; an unknown programme is NOT_FOUND; nothing changes", async () => {
    const row = async () =>
      (
        await env.database.query(
          `SELECT application_open, show_at_dashboard, cohort_starts_on::text, cohort_ends_on::text FROM courses.programmes WHERE id = 'mymahir-2025'`,
        )
      )[0];
    const before = await row();
    for (const cohortStartsOn of ["2027-02-30", "2027-1-05", "05/01/2027", ""]) {
      const r = await update("mymahir-2025", { applicationOpen: false, showAtDashboard: false, cohortStartsOn });
      expect(codeOf(r), cohortStartsOn).toBe("BAD_USER_INPUT");
      expect(Object.keys(fieldsOf(r)!)).toEqual(["cohortStartsOn"]);
    }
    expect(codeOf(await update("nope-2099", settings))).toBe("NOT_FOUND");
    expect(await row()).toEqual(before);
  });

  it("only course admins: visitors UNAUTHENTICATED, learners and instructors FORBIDDEN; nothing changes", async () => {
    const before = await env.database.query(`SELECT * FROM courses.programmes ORDER BY id`);
    expect(codeOf(await update("td25", settings, visitor()))).toBe("UNAUTHENTICATED");
    expect(codeOf(await update("td25", settings, STUDENT))).toBe("FORBIDDEN");
    expect(codeOf(await update("td25", settings, INSTRUCTOR))).toBe("FORBIDDEN");
    expect(await env.database.query(`SELECT * FROM courses.programmes ORDER BY id`)).toEqual(before);
  });
});

describe("classes of certified-associate courses", () => {
  const CLASS_INPUT = {
    courseId: "cada",
    title: "CA Data Analytics 2026",
    slug: "cada-2026-07",
    startsOn: "2026-07-01",
    endsOn: "2026-12-31",
    joinOpen: true,
  };
  let classId = "";
  const join = (caller: Caller) => exec(caller, `mutation { joinClass(slug: "cada-2026-07") { id viewerRole } }`);
  const add = (userId: string, role: "STUDENT" | "INSTRUCTOR", klass = classId) =>
    exec(ADMIN, `mutation($c: ID!, $u: ID!, $role: ClassRole!) { addClassMember(classId: $c, userId: $u, role: $role) { id } }`, {
      c: klass,
      u: userId,
      role,
    });
  const members = () => count("class_members", `class_id = '${classId}'`);

  it("joining without an M1 certificate or a credit is a CONFLICT and nothing is stored; with a credit it works", async () => {
    const created = await exec<{ createClass: { id: string } }>(
      ADMIN,
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      { input: CLASS_INPUT },
    );
    expect(created.errors).toBeUndefined();
    classId = created.data!.createClass.id;
    const learner = newPerson();
    await grantAccess(env.database, learner.id, "cada", new Date("2026-05-20T00:00:00Z"));
    const refused = await join(learner);
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(refused.errors![0]!.message).toContain("needs an M1 certificate or credit for prior learning");
    expect(await members()).toBe(0);
    expect((await grant(learner.id)).errors).toBeUndefined();
    const joined = await join(learner);
    expect(joined.errors).toBeUndefined();
    expect(await members()).toBe(1);
  });

  it("a learner with an M1 certificate joins", async () => {
    const learner = newPerson();
    await grantAccess(env.database, learner.id, "cada", new Date("2026-05-20T00:00:00Z"));
    await certify(learner.id, "m1sql");
    expect((await join(learner)).errors).toBeUndefined();
  });

  it("a course admin cannot add a student without it (CONFLICT on userId); instructors need none; M1 classes have no prerequisite", async () => {
    const outsider = newPerson();
    const before = await members();
    const refused = await add(outsider.id, "STUDENT");
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(refused.errors![0]!.message).toBe(
      "Certified Associate in Data Analytics needs an M1 certificate or credit for prior learning; this person has neither.",
    );
    expect(fieldsOf(refused)).toEqual({ userId: "M1 completion needed" });
    expect(await members()).toBe(before);
    expect((await add(newPerson(["INSTRUCTOR"]).id, "INSTRUCTOR")).errors).toBeUndefined();
    const m1Class = await exec<{ createClass: { id: string } }>(
      ADMIN,
      `mutation($input: ClassInput!) { createClass(input: $input) { id } }`,
      {
        input: { ...CLASS_INPUT, courseId: "m1py", slug: "m1py-2026-07", title: "M1 Python July" },
      },
    );
    expect((await add(outsider.id, "STUDENT", m1Class.data!.createClass.id)).errors).toBeUndefined();
    await grant(outsider.id);
    expect((await add(outsider.id, "STUDENT")).errors).toBeUndefined();
  });
});

describe("seed", () => {
  it("links the ca and capt options to their programmes, and re-seeding an older database restores the link", async () => {
    await env.database.query(`UPDATE courses.enrolment_options SET programme_id = NULL WHERE id IN ('ca', 'capt')`);
    await seedCourses(env.database.db, { demo: true });
    const rows = await env.database.query<{ id: string; programme_id: string | null }>(
      `SELECT id, programme_id FROM courses.enrolment_options WHERE id IN ('ca', 'capt') ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: "ca", programme_id: "ca-2027" },
      { id: "capt", programme_id: "capt-2027" },
    ]);
  });
});
