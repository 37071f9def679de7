/**
 * Admission prerequisites through the router in both runtime modes: a certified-associate intake requires M1
 * completion, so a person without an M1 certificate is refused until a course admin grants credit for prior learning
 * (the credits list shows the person and the admin by name, from talent); the demo student (M1 SQL certificate) meets
 * it; a course admin changes the programme's settings; learners, instructors and visitors cannot use the admin
 * query and mutations.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const student = account("STUDENT");
const instructor = account("INSTRUCTOR");
const courseAdmin = account("COURSE_ADMIN");
/** Holds no M1 certificate: the applicant who needs credit. */
const newcomer = account("JOB_ADMIN");

const ANSWERS = Object.entries({
  fullName: "Daniel Wong",
  email: "daniel@example.my",
  phone: "+60 12-345 6789",
  country: "Malaysia",
  qualification: "Degree",
  graduationYear: "2019",
  experience: "4-5 years",
  m1Course: "None, credit for prior learning",
  englishTest: "IELTS",
  englishScore: "5.5-6.5",
  hasComputer: "Yes",
  canAttend: "Yes",
}).map(([name, value]) => ({ name, value }));

const PROGRAMME = `{ programme(id: "ca-2027") { requiresM1Completion viewerMeetsPrerequisites viewerApplication { id status } } }`;
type ProgrammeData = {
  programme: {
    requiresM1Completion: boolean;
    viewerMeetsPrerequisites: boolean | null;
    viewerApplication: { id: string; status: string } | null;
  };
};
const APPLY = `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "ca-2027", answers: $answers) { id status } }`;
const CREDITS = `{ priorLearningCredits { items { person { id displayName } reason grantedBy { id displayName } grantedAt } pageInfo { totalCount } } }`;
const GRANT = `mutation($userId: ID!, $reason: String!) { grantPriorLearningCredit(userId: $userId, reason: $reason) { person { id displayName } reason } }`;
const REVOKE = `mutation($userId: ID!) { revokePriorLearningCredit(userId: $userId) }`;
const UPDATE = `mutation($input: ProgrammeSettingsInput!) { updateProgramme(id: "ca-2027", input: $input) { id applicationOpen showAtDashboard cohortStartsOn cohortEndsOn } }`;
const SETTINGS = { applicationOpen: true, showAtDashboard: true, cohortStartsOn: "2027-03-01" };

const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;
const fieldsOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) =>
  (r.json.errors?.[0]?.extensions as { fields?: Record<string, string> } | undefined)?.fields;

describe.each(ROUTER_MODES)("admission prerequisites through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("refused without M1 → a course admin grants credit (listed by name) → the application is SUBMITTED → credit withdrawn", async () => {
    const visitor = new TestBrowser(router.url);
    const seenByVisitor = await visitor.graphql<ProgrammeData>(PROGRAMME);
    expect(seenByVisitor.json.errors).toBeUndefined();
    expect(seenByVisitor.json.data!.programme).toEqual({
      requiresM1Completion: true,
      viewerMeetsPrerequisites: null,
      viewerApplication: null,
    });

    const learner = await logIn(router.url, student.email);
    expect((await learner.graphql<ProgrammeData>(PROGRAMME)).json.data!.programme.viewerMeetsPrerequisites).toBe(true);

    const person = await logIn(router.url, newcomer.email);
    expect((await person.graphql<ProgrammeData>(PROGRAMME)).json.data!.programme.viewerMeetsPrerequisites).toBe(false);
    const refused = await person.graphql(APPLY, { answers: ANSWERS });
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(fieldsOf(refused)).toEqual({ programmeId: "M1 completion needed" });

    const admin = await logIn(router.url, courseAdmin.email);
    const granted = await admin.graphql<{ grantPriorLearningCredit: { person: { id: string; displayName: string }; reason: string } }>(
      GRANT,
      {
        userId: newcomer.id,
        reason: " BSc Computer Science, 2019 ",
      },
    );
    expect(granted.json.errors).toBeUndefined();
    expect(granted.json.data!.grantPriorLearningCredit).toEqual({
      person: { id: newcomer.id, displayName: "Daniel Wong" },
      reason: "BSc Computer Science, 2019",
    });
    const again = await admin.graphql(GRANT, { userId: newcomer.id, reason: "Again" });
    expect(codeOf(again)).toBe("CONFLICT");

    const list = await admin.graphql<{
      priorLearningCredits: {
        items: { person: { id: string; displayName: string }; grantedBy: { id: string; displayName: string }; grantedAt: string }[];
        pageInfo: { totalCount: number };
      };
    }>(CREDITS);
    expect(list.json.errors).toBeUndefined();
    expect(list.json.data!.priorLearningCredits.pageInfo.totalCount).toBe(1);
    expect(list.json.data!.priorLearningCredits.items[0]).toMatchObject({
      person: { id: newcomer.id, displayName: "Daniel Wong" },
      grantedBy: { id: courseAdmin.id, displayName: "Siti Rahman" },
    });

    expect((await person.graphql<ProgrammeData>(PROGRAMME)).json.data!.programme.viewerMeetsPrerequisites).toBe(true);
    const applied = await person.graphql<{ applyToProgramme: { id: string; status: string } }>(APPLY, { answers: ANSWERS });
    expect(applied.json.errors).toBeUndefined();
    expect((await person.graphql<ProgrammeData>(PROGRAMME)).json.data!.programme.viewerApplication).toEqual({
      id: applied.json.data!.applyToProgramme.id,
      status: "SUBMITTED",
    });

    const revoked = await admin.graphql<{ revokePriorLearningCredit: string }>(REVOKE, { userId: newcomer.id });
    expect(revoked.json.errors).toBeUndefined();
    expect(revoked.json.data!.revokePriorLearningCredit).toBe(newcomer.id);
    expect(codeOf(await admin.graphql(REVOKE, { userId: newcomer.id }))).toBe("NOT_FOUND");
    expect((await person.graphql<ProgrammeData>(PROGRAMME)).json.data!.programme.viewerMeetsPrerequisites).toBe(false);
  });

  it("a course admin changes a programme's settings; a bad date is refused on its field", async () => {
    const admin = await logIn(router.url, courseAdmin.email);
    const updated = await admin.graphql<{ updateProgramme: unknown }>(UPDATE, { input: SETTINGS });
    expect(updated.json.errors).toBeUndefined();
    expect(updated.json.data!.updateProgramme).toEqual({
      id: "ca-2027",
      applicationOpen: true,
      showAtDashboard: true,
      cohortStartsOn: "2027-03-01",
      cohortEndsOn: "2027-08-31",
    });
    const bad = await admin.graphql(UPDATE, { input: { ...SETTINGS, cohortStartsOn: "2027-02-30" } });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(bad) ?? {})).toEqual(["cohortStartsOn"]);
  });

  it("learners, instructors and visitors cannot use the admin query and mutations; nothing changes", async () => {
    const callers: [string, TestBrowser, string][] = [
      ["visitor", new TestBrowser(router.url), "UNAUTHENTICATED"],
      ["student", await logIn(router.url, student.email), "FORBIDDEN"],
      ["instructor", await logIn(router.url, instructor.email), "FORBIDDEN"],
    ];
    const admin = await logIn(router.url, courseAdmin.email);
    expect((await admin.graphql(GRANT, { userId: instructor.id, reason: "Kept" })).json.errors).toBeUndefined();
    const before = await admin.graphql(CREDITS);
    const programmeBefore = await admin.graphql(
      `{ programme(id: "ca-2027") { applicationOpen showAtDashboard cohortStartsOn cohortEndsOn } }`,
    );
    for (const [who, browser, code] of callers) {
      expect(codeOf(await browser.graphql(CREDITS)), `${who} priorLearningCredits`).toBe(code);
      expect(codeOf(await browser.graphql(GRANT, { userId: student.id, reason: "Self-taught" })), `${who} grant`).toBe(code);
      expect(codeOf(await browser.graphql(REVOKE, { userId: instructor.id })), `${who} revoke`).toBe(code);
      expect(
        codeOf(await browser.graphql(UPDATE, { input: { applicationOpen: false, showAtDashboard: false, cohortStartsOn: "2028-01-01" } })),
        `${who} updateProgramme`,
      ).toBe(code);
    }
    expect((await admin.graphql(CREDITS)).json).toEqual(before.json);
    expect(
      (await admin.graphql(`{ programme(id: "ca-2027") { applicationOpen showAtDashboard cohortStartsOn cohortEndsOn } }`)).json,
    ).toEqual(programmeBefore.json);
  });
});
