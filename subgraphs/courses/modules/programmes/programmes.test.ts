/**
 * Programmes, registration forms and the application pipeline through the courses subgraph on a real database:
 * listing, form answers checked on the server, the pipeline's moves, who may do what, and that a refusal changes
 * nothing.
 */
import { describe, expect, it } from "vitest";
import { visitor } from "../../../shared/testing/harness.js";
import { PROGRAMMES } from "./seed-data.js";
import { ADMIN, OTHER, STUDENT, codeOf, coursesTestbed, fieldsOf, newPerson, testClock } from "../../testing.js";

const clock = testClock("2025-11-01T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now });

const APPLICATION = `id status submittedAt updatedAt programme { id title } applicant { id } answers { name value } history { status at note }`;
const APPLY = `mutation($programmeId: ID!, $answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: $programmeId, answers: $answers) { ${APPLICATION} } }`;
const MOVE = `mutation($id: ID!, $to: ApplicationStatus!, $note: String) { moveApplication(id: $id, to: $to, note: $note) { ${APPLICATION} } }`;
const ACCEPT = `mutation($id: ID!) { acceptOffer(id: $id) { ${APPLICATION} } }`;
const WITHDRAW = `mutation($id: ID!, $note: String) { withdrawApplication(id: $id, note: $note) { ${APPLICATION} } }`;
const MINE = `{ myApplications { ${APPLICATION} } }`;
const LIST = `query($programmeId: ID, $status: ApplicationStatus, $page: Int, $pageSize: Int) {
  programmeApplications(programmeId: $programmeId, status: $status, page: $page, pageSize: $pageSize) { items { id status applicant { id } } pageInfo { page pageSize totalCount hasNextPage } } }`;

interface ApplicationData {
  id: string;
  status: string;
  submittedAt: string;
  updatedAt: string;
  programme: { id: string; title: string };
  applicant: { id: string };
  answers: { name: string; value: string }[];
  history: { status: string; at: string; note: string | null }[];
}

const answers = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));
/** A complete, valid KYouth 2025 application; tests override single answers. */
const kyouth = (overrides: Record<string, string> = {}) =>
  answers({
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
    ...overrides,
  });

const count = async (table: string) =>
  Number((await env.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses.${table}`))[0]!.n);
const snapshot = async () => ({ applications: await count("programme_applications"), history: await count("application_history") });
const apply = (programmeId: string, list: { name: string; value: string }[], caller = STUDENT) =>
  env.client.exec<{ applyToProgramme: ApplicationData }>(APPLY, { programmeId, answers: list }, { caller });

describe("programmes", () => {
  it("lists every programme in display order with kind, sponsor, duration, cohort dates and sections; open filters", async () => {
    const r = await env.client.exec<{
      all: {
        id: string;
        kind: string;
        sponsored: boolean;
        durationMonths: number | null;
        cohortStartsOn: string;
        cohortEndsOn: string;
        admissionPolicy: string[];
        eligibility: string[];
        sections: { title: string; courses: { id: string }[] }[];
        registrationForm: { id: string } | null;
      }[];
      open: { id: string }[];
      closed: { id: string }[];
    }>(`{ all: programmes { id kind sponsored durationMonths cohortStartsOn cohortEndsOn admissionPolicy eligibility sections { title courses { id } } registrationForm { id } }
          open: programmes(open: true) { id } closed: programmes(open: false) { id } }`);
    expect(r.errors).toBeUndefined();
    const all = r.data!.all;
    expect(all.map((p) => p.id)).toEqual([
      "kyouth-2025",
      "kyouth-info-2025",
      "yayasan-peneraju-2025",
      "mymahir-2025",
      "hkte-2025",
      "td25",
      "real-talk-2025",
      "google-career-2025",
      "ca-2027",
      "capt-2027",
    ]);
    expect(r.data!.closed.map((p) => p.id)).toEqual(["google-career-2025"]);
    expect(r.data!.open).toHaveLength(9);
    const byId = Object.fromEntries(all.map((p) => [p.id, p]));
    expect(byId["kyouth-2025"]).toMatchObject({
      kind: "INTAKE",
      sponsored: true,
      durationMonths: 9,
      // Dated from the day the test database was seeded (today).
      cohortStartsOn: PROGRAMMES.find((p) => p.id === "kyouth-2025")!.cohortStartsOn,
      cohortEndsOn: PROGRAMMES.find((p) => p.id === "kyouth-2025")!.cohortEndsOn,
      registrationForm: { id: "kyouth-2025" },
    });
    expect(byId["kyouth-2025"]!.sections.map((s) => s.courses.map((c) => c.id))).toEqual([
      ["fcdm", "fcda", "fcse", "fif"],
      ["cafed", "cabed", "cada", "caba"],
    ]);
    expect(byId["kyouth-2025"]!.admissionPolicy.join(" ")).toContain("English at least B1");
    expect(byId["yayasan-peneraju-2025"]!.sections.flatMap((s) => s.courses.map((c) => c.id))).toHaveLength(8);
    expect(byId.td25).toMatchObject({ kind: "INFO_SESSION", durationMonths: null, admissionPolicy: [], sections: [] });
    expect(byId["google-career-2025"]!.registrationForm).toBeNull();
    for (const p of all) expect(p.eligibility.length, p.id).toBeGreaterThan(0);
  });

  it("programme(id) with its registration form; null when unknown", async () => {
    const r = await env.client.exec<{
      p: {
        registrationForm: {
          purpose: string;
          fields: { name: string; kind: string; required: boolean; optionList: string | null; dependsOn: string | null }[];
        };
      };
      none: null;
    }>(
      `{ p: programme(id: "kyouth-2025") { registrationForm { purpose fields { name kind required optionList dependsOn } } } none: programme(id: "nope") { id } }`,
    );
    expect(r.data!.none).toBeNull();
    const fields = r.data!.p.registrationForm.fields;
    expect(fields.find((f) => f.name === "birthDay")).toEqual({
      name: "birthDay",
      kind: "BIRTH_DAY",
      required: true,
      optionList: "birth-days",
      dependsOn: "birthMonth",
    });
    expect(fields.find((f) => f.name === "email")).toMatchObject({ kind: "EMAIL", optionList: null });
    expect(r.data!.p.registrationForm.purpose).toContain("intake");
  });

  it("serves the option lists and the English bands with their CEFR levels", async () => {
    const r = await env.client.exec<{
      registrationOptionLists: { id: string; options: string[]; byKey: { key: string; options: string[] }[] }[];
      englishScoreBands: { test: string; band: string; cefr: string; meetsPolicy: boolean }[];
    }>(`{ registrationOptionLists { id options byKey { key options } } englishScoreBands { test band cefr meetsPolicy } }`);
    const lists = Object.fromEntries(r.data!.registrationOptionLists.map((l) => [l.id, l]));
    expect(lists["malaysian-states"]!.options).toHaveLength(16);
    expect(lists["birth-days"]!.byKey.find((k) => k.key === "February")!.options.at(-1)).toBe("29");
    expect(lists["english-score-bands"]!.byKey.map((k) => k.key)).toEqual(["IELTS", "MUET", "TOEFL iBT", "CEFR", "IB English"]);
    expect(r.data!.englishScoreBands.find((b) => b.test === "IELTS" && b.band === "4.0-5.0")).toEqual({
      test: "IELTS",
      band: "4.0-5.0",
      cefr: "B1",
      meetsPolicy: true,
    });
    expect(r.data!.englishScoreBands.find((b) => b.test === "CEFR" && b.band === "A2")!.meetsPolicy).toBe(false);
  });
});

describe("applying", () => {
  it("a visitor is UNAUTHENTICATED and nothing is stored", async () => {
    const before = await snapshot();
    expect(codeOf(await apply("kyouth-2025", kyouth(), visitor()))).toBe("UNAUTHENTICATED");
    expect(await snapshot()).toEqual(before);
  });

  it("every wrong answer is reported on its field (Feb 30, a state outside the list, English below B1, email, missing), and nothing is stored", async () => {
    const before = await snapshot();
    const list = kyouth({
      birthDay: "30",
      state: "Singapore",
      englishTest: "IELTS",
      englishScore: "3.5 or below",
      email: "aisyah-at-example",
      householdIncome: "B2",
    }).filter((a) => a.name !== "gender");
    const r = await apply("kyouth-2025", list);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toEqual({
      gender: "Required",
      birthDay: "February has no day 30",
      state: "Choose one of the listed options",
      englishScore: "The admission policy requires English at least B1; this band is A2",
      email: "Enter a valid email address",
      householdIncome: "Choose one of the listed options",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("April 31 is refused on birthDay", async () => {
    const r = await apply("kyouth-2025", kyouth({ birthMonth: "April", birthDay: "31" }));
    expect(fieldsOf(r)).toEqual({ birthDay: "April has no day 31" });
  });

  it("applying to a closed programme is a clear BAD_USER_INPUT on programmeId; an unknown programme is NOT_FOUND", async () => {
    const before = await snapshot();
    const closed = await apply("google-career-2025", []);
    expect(codeOf(closed)).toBe("BAD_USER_INPUT");
    expect(closed.errors![0]!.message).toBe("Applications to Google Career Certificates 2025 are closed.");
    expect(fieldsOf(closed)).toEqual({ programmeId: "Applications to this programme are closed" });
    expect(codeOf(await apply("nope-2025", []))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
  });
});

describe("the pipeline: submitted → assessment → interview → offered → accepted", () => {
  let app: ApplicationData;

  it("a valid application is SUBMITTED with its checked answers and a first history entry", async () => {
    const r = await apply("kyouth-2025", kyouth({ email: " Aisyah@Example.MY " }));
    expect(r.errors).toBeUndefined();
    app = r.data!.applyToProgramme;
    expect(app).toMatchObject({ status: "SUBMITTED", programme: { id: "kyouth-2025" }, applicant: { id: STUDENT.viewer!.id } });
    expect(app.answers.find((a) => a.name === "email")!.value).toBe("aisyah@example.my");
    expect(app.answers.find((a) => a.name === "birthDay")!.value).toBe("29");
    expect(app.history).toEqual([{ status: "SUBMITTED", at: app.submittedAt, note: null }]);
  });

  it("a second active application to the same programme is a CONFLICT, and the database refuses one too", async () => {
    const before = await snapshot();
    const r = await apply("kyouth-2025", kyouth());
    expect(codeOf(r)).toBe("CONFLICT");
    expect(fieldsOf(r)).toEqual({ programmeId: "Application in progress" });
    expect(await snapshot()).toEqual(before);
    await expect(
      env.database.query(
        "INSERT INTO courses.programme_applications (programme_id, applicant_id, form_id, answers, status, submitted_at, updated_at) VALUES ('kyouth-2025', $1, 'kyouth-2025', '[]', 'INTERVIEW', now(), now())",
        [STUDENT.viewer!.id],
      ),
    ).rejects.toThrow(/programme_applications_one_active_idx/);
  });

  it("only course admins move applications: visitor UNAUTHENTICATED, learner and instructor FORBIDDEN; nothing changes", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(MOVE, { id: app.id, to: "ONLINE_ASSESSMENT" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await env.client.exec(MOVE, { id: app.id, to: "ONLINE_ASSESSMENT" }, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(MOVE, { id: app.id, to: "ONLINE_ASSESSMENT" }, { caller: OTHER }))).toBe("FORBIDDEN");
    expect(await snapshot()).toEqual(before);
  });

  it("skipping a stage is a CONFLICT; an admin cannot accept or withdraw for the applicant (BAD_USER_INPUT on `to`); nothing changes", async () => {
    const before = await snapshot();
    const skip = await env.client.exec(MOVE, { id: app.id, to: "INTERVIEW" }, { caller: ADMIN });
    expect(codeOf(skip)).toBe("CONFLICT");
    expect(skip.errors![0]!.message).toContain("submitted");
    const accept = await env.client.exec(MOVE, { id: app.id, to: "ACCEPTED" }, { caller: ADMIN });
    expect(codeOf(accept)).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldsOf(accept)!)).toEqual(["to"]);
    expect(codeOf(await env.client.exec(MOVE, { id: app.id, to: "ONLINE_ASSESSMENT", note: "x".repeat(501) }, { caller: ADMIN }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await env.client.exec(MOVE, { id: "not-a-uuid", to: "ONLINE_ASSESSMENT" }, { caller: ADMIN }))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
    const status = await env.database.query<{ status: string }>("SELECT status FROM courses.programme_applications WHERE id = $1", [
      app.id,
    ]);
    expect(status[0]!.status).toBe("SUBMITTED");
  });

  it("the admin moves it to the assessment, the interview and an offer, with notes", async () => {
    for (const [to, note] of [
      ["ONLINE_ASSESSMENT", "Your assessment link arrives by email within two days."],
      ["INTERVIEW", "<b>Well done</b> on the assessment."],
      ["OFFERED", null],
    ] as const) {
      const r = await env.client.exec<{ moveApplication: ApplicationData }>(MOVE, { id: app.id, to, note }, { caller: ADMIN });
      expect(r.errors).toBeUndefined();
      expect(r.data!.moveApplication.status).toBe(to);
    }
  });

  it("allowedMoves follows the viewer: the admin rejects or nothing else at an offer, the applicant accepts or withdraws", async () => {
    const q = `query($ref: _Any!) { _entities(representations: [$ref]) { ... on ProgrammeApplication { status allowedMoves } } }`;
    const ref = { __typename: "ProgrammeApplication", id: app.id };
    const asAdmin = await env.client.exec<{ _entities: { status: string; allowedMoves: string[] }[] }>(q, { ref }, { caller: ADMIN });
    expect(asAdmin.data!._entities[0]).toEqual({ status: "OFFERED", allowedMoves: ["REJECTED"] });
    const asApplicant = await env.client.exec<{ _entities: { allowedMoves: string[] }[] }>(q, { ref }, { caller: STUDENT });
    expect(asApplicant.data!._entities[0]!.allowedMoves).toEqual(["ACCEPTED", "WITHDRAWN"]);
  });

  it("an offer is accepted only by its applicant: someone else's is NOT_FOUND (the admin's too), and nothing changes", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(ACCEPT, { id: app.id }, { caller: OTHER }))).toBe("NOT_FOUND");
    expect(codeOf(await env.client.exec(ACCEPT, { id: app.id }, { caller: ADMIN }))).toBe("NOT_FOUND");
    expect(codeOf(await env.client.exec(WITHDRAW, { id: app.id }, { caller: OTHER }))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
  });

  it("the applicant accepts; the dated history shows every step with the admins' notes (markup removed)", async () => {
    const r = await env.client.exec<{ acceptOffer: ApplicationData }>(ACCEPT, { id: app.id }, { caller: STUDENT });
    expect(r.errors).toBeUndefined();
    const accepted = r.data!.acceptOffer;
    expect(accepted.status).toBe("ACCEPTED");
    expect(accepted.history.map((h) => [h.status, h.note])).toEqual([
      ["SUBMITTED", null],
      ["ONLINE_ASSESSMENT", "Your assessment link arrives by email within two days."],
      ["INTERVIEW", "Well done on the assessment."],
      ["OFFERED", null],
      ["ACCEPTED", null],
    ]);
    const times = accepted.history.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(accepted.updatedAt).toBe(accepted.history.at(-1)!.at);
  });

  it("an accepted application is final: withdrawing or rejecting it is a CONFLICT; a new application is still a CONFLICT", async () => {
    const before = await snapshot();
    expect(codeOf(await env.client.exec(WITHDRAW, { id: app.id }, { caller: STUDENT }))).toBe("CONFLICT");
    expect(codeOf(await env.client.exec(MOVE, { id: app.id, to: "REJECTED" }, { caller: ADMIN }))).toBe("CONFLICT");
    expect(codeOf(await apply("kyouth-2025", kyouth()))).toBe("CONFLICT");
    expect(await snapshot()).toEqual(before);
  });
});

describe("withdrawing, rejecting, registering and listing", () => {
  const yayasan = () =>
    kyouth({ cloudCertified: "No" }).filter((a) => !["maritalStatus", "malaysianCitizen", "employmentExperience"].includes(a.name));
  let withdrawnId: string;

  it("the applicant withdraws from an open stage with a note, and may then apply again", async () => {
    const first = (await apply("yayasan-peneraju-2025", yayasan())).data!.applyToProgramme;
    const r = await env.client.exec<{ withdrawApplication: ApplicationData }>(
      WITHDRAW,
      { id: first.id, note: "Starting a job in January." },
      { caller: STUDENT },
    );
    expect(r.data!.withdrawApplication.status).toBe("WITHDRAWN");
    expect(r.data!.withdrawApplication.history.at(-1)).toMatchObject({ status: "WITHDRAWN", note: "Starting a job in January." });
    withdrawnId = first.id;
    const again = await apply("yayasan-peneraju-2025", yayasan());
    expect(again.errors).toBeUndefined();
    expect(again.data!.applyToProgramme.id).not.toBe(first.id);
  });

  it("a course admin rejects from an open stage", async () => {
    const other = (await apply("yayasan-peneraju-2025", yayasan(), OTHER)).data!.applyToProgramme;
    const r = await env.client.exec<{ moveApplication: ApplicationData }>(
      MOVE,
      { id: other.id, to: "REJECTED", note: "The cohort is full." },
      { caller: ADMIN },
    );
    expect(r.data!.moveApplication.status).toBe("REJECTED");
  });

  it("an information-session registration has no selection: admin moves are a CONFLICT; the person may withdraw", async () => {
    const reg = await apply(
      "td25",
      answers({
        fullName: "Wong Ka Ho",
        email: "kaho@example.hk",
        phone: "+852 9123 4567",
        country: "Hong Kong",
        qualification: "Master's",
        graduationYear: "2015 or earlier",
      }),
    );
    expect(reg.errors).toBeUndefined();
    const id = reg.data!.applyToProgramme.id;
    const move = await env.client.exec(MOVE, { id, to: "ONLINE_ASSESSMENT" }, { caller: ADMIN });
    expect(codeOf(move)).toBe("CONFLICT");
    expect(move.errors![0]!.message).toContain("information-session");
    expect(
      (await env.client.exec<{ withdrawApplication: ApplicationData }>(WITHDRAW, { id }, { caller: STUDENT })).data!.withdrawApplication
        .status,
    ).toBe("WITHDRAWN");
  });

  it("myApplications: the viewer's own, newest first, with programme and history; UNAUTHENTICATED for visitors", async () => {
    const mine = (await env.client.exec<{ myApplications: ApplicationData[] }>(MINE, {}, { caller: STUDENT })).data!.myApplications;
    expect(mine.map((a) => [a.programme.id, a.status])).toEqual([
      // The demo seed's application (dated from the real seeding day, after this suite's clock).
      ["mymahir-2025", "ONLINE_ASSESSMENT"],
      ["td25", "WITHDRAWN"],
      ["yayasan-peneraju-2025", "SUBMITTED"],
      ["yayasan-peneraju-2025", "WITHDRAWN"],
      ["kyouth-2025", "ACCEPTED"],
    ]);
    expect(mine.every((a) => a.applicant.id === STUDENT.viewer!.id && a.history.length > 0)).toBe(true);
    const others = (await env.client.exec<{ myApplications: ApplicationData[] }>(MINE, {}, { caller: OTHER })).data!.myApplications;
    expect(others.map((a) => a.status)).toEqual(["REJECTED"]);
    expect(others.some((a) => a.id === withdrawnId)).toBe(false);
    expect(codeOf(await env.client.exec(MINE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });

  it("myProgrammeApplications: the same list a page at a time (10 by default); UNAUTHENTICATED for visitors", async () => {
    const PAGE = `query($page: Int, $pageSize: Int) { myProgrammeApplications(page: $page, pageSize: $pageSize) { items { id } pageInfo { page pageSize totalCount hasNextPage } } }`;
    type PageData = { myProgrammeApplications: { items: { id: string }[]; pageInfo: Record<string, unknown> } };
    const all = (await env.client.exec<{ myApplications: ApplicationData[] }>(MINE, {}, { caller: STUDENT })).data!.myApplications;
    const first = (await env.client.exec<PageData>(PAGE, {}, { caller: STUDENT })).data!.myProgrammeApplications;
    expect(first.items.map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 10, totalCount: all.length, hasNextPage: false });
    const second = (await env.client.exec<PageData>(PAGE, { page: 2, pageSize: 2 }, { caller: STUDENT })).data!.myProgrammeApplications;
    expect(second.items.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
    expect(second.pageInfo).toMatchObject({ page: 2, pageSize: 2, hasNextPage: all.length > 4 });
    expect(codeOf(await env.client.exec(PAGE, { pageSize: 0 }, { caller: STUDENT }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await env.client.exec(PAGE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
  });

  it("programmeApplications: course admins only, paged (20 by default), filtered by status", async () => {
    const all = await env.client.exec<{
      programmeApplications: { items: { status: string }[]; pageInfo: { pageSize: number; totalCount: number; hasNextPage: boolean } };
    }>(LIST, { programmeId: "yayasan-peneraju-2025" }, { caller: ADMIN });
    expect(all.data!.programmeApplications.items.map((i) => i.status)).toEqual(["REJECTED", "SUBMITTED", "WITHDRAWN"]);
    expect(all.data!.programmeApplications.pageInfo).toEqual({ page: 1, pageSize: 20, totalCount: 3, hasNextPage: false });
    const paged = await env.client.exec<{ programmeApplications: { items: unknown[]; pageInfo: { hasNextPage: boolean } } }>(
      LIST,
      { programmeId: "yayasan-peneraju-2025", pageSize: 2 },
      { caller: ADMIN },
    );
    expect(paged.data!.programmeApplications.items).toHaveLength(2);
    expect(paged.data!.programmeApplications.pageInfo.hasNextPage).toBe(true);
    const rejected = await env.client.exec<{ programmeApplications: { items: { applicant: { id: string } }[] } }>(
      LIST,
      { programmeId: "yayasan-peneraju-2025", status: "REJECTED" },
      { caller: ADMIN },
    );
    expect(rejected.data!.programmeApplications.items.map((i) => i.applicant.id)).toEqual([OTHER.viewer!.id]);
    expect(codeOf(await env.client.exec(LIST, { programmeId: "yayasan-peneraju-2025" }, { caller: STUDENT }))).toBe("FORBIDDEN");
    expect(codeOf(await env.client.exec(LIST, { programmeId: "yayasan-peneraju-2025" }, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await env.client.exec(LIST, { programmeId: "nope" }, { caller: ADMIN }))).toBe("NOT_FOUND");
  });

  it("programmeApplications without a programme lists every programme's, as the dashboard counts them", async () => {
    type List = { programmeApplications: { items: { id: string; status: string }[]; pageInfo: { totalCount: number } } };
    const every = (await env.client.exec<List>(LIST, { pageSize: 100 }, { caller: ADMIN })).data!.programmeApplications;
    const perProgramme = await Promise.all(
      PROGRAMMES.map(
        async (p) =>
          (await env.client.exec<List>(LIST, { programmeId: p.id, pageSize: 100 }, { caller: ADMIN })).data!.programmeApplications.items,
      ),
    );
    expect(every.items.map((i) => i.id).sort()).toEqual(
      perProgramme
        .flat()
        .map((i) => i.id)
        .sort(),
    );
    // The tests above left applications in more than one programme.
    expect(perProgramme.filter((items) => items.length > 0).length).toBeGreaterThan(1);
    const submitted = (await env.client.exec<List>(LIST, { status: "SUBMITTED", pageSize: 100 }, { caller: ADMIN })).data!
      .programmeApplications;
    expect(submitted.items.length).toBeGreaterThan(0);
    expect(submitted.items.every((i) => i.status === "SUBMITTED")).toBe(true);
    const summary = await env.client.exec<{ courseAdminSummary: { applicationsByStage: { status: string; count: number }[] } }>(
      "{ courseAdminSummary { applicationsByStage { status count } } }",
      {},
      { caller: ADMIN },
    );
    const submittedCount = summary.data!.courseAdminSummary.applicationsByStage.find((s) => s.status === "SUBMITTED")!.count;
    expect(submitted.pageInfo.totalCount).toBe(submittedCount);
    expect(codeOf(await env.client.exec(LIST, {}, { caller: STUDENT }))).toBe("FORBIDDEN");
  });

  it("an application reference resolves for its applicant and course admins only", async () => {
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on ProgrammeApplication { id status } } }`;
    const r = { r: [{ __typename: "ProgrammeApplication", id: withdrawnId }] };
    expect((await env.client.exec<{ _entities: unknown[] }>(q, r, { caller: STUDENT })).data!._entities).toEqual([
      { id: withdrawnId, status: "WITHDRAWN" },
    ]);
    expect((await env.client.exec<{ _entities: unknown[] }>(q, r, { caller: ADMIN })).data!._entities).toEqual([
      { id: withdrawnId, status: "WITHDRAWN" },
    ]);
    expect((await env.client.exec<{ _entities: unknown[] }>(q, r, { caller: OTHER })).data!._entities).toEqual([null]);
  });
});

describe("applications close as the cohort starts, unless a course admin extends them", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const late = newPerson();
  const later = newPerson();
  const reasonOf = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.reason;
  const SETTINGS = `mutation($id: ID!, $input: ProgrammeSettingsInput!) { updateProgramme(id: $id, input: $input) { id applicationDeadline applicationsCloseAt } }`;
  const WINDOW = `{ programme(id: "kyouth-2025") { applicationOpen showAtDashboard cohortStartsOn takingApplications applicationsCloseAt applicationDeadline } }`;
  type Window = {
    applicationOpen: boolean;
    showAtDashboard: boolean;
    cohortStartsOn: string;
    takingApplications: boolean;
    applicationsCloseAt: string;
    applicationDeadline: string | null;
  };
  const windowAt = async (ms: number) => {
    clock.set(new Date(ms).toISOString());
    return (await env.client.exec<{ programme: Window }>(WINDOW, {}, { caller: visitor() })).data!.programme;
  };
  let seeded: Window;
  let close = 0;

  it("closes at the cohort's start (local midnight): taken a millisecond before, CONFLICT COHORT_STARTED at it, nothing stored", async () => {
    seeded = (await env.client.exec<{ programme: Window }>(WINDOW, {}, { caller: visitor() })).data!.programme;
    close = Date.parse(seeded.applicationsCloseAt);
    expect(new Date(close + 8 * 60 * 60 * 1000).toISOString()).toBe(`${seeded.cohortStartsOn}T00:00:00.000Z`);
    expect(seeded.applicationDeadline).toBeNull();
    expect((await windowAt(close - 1)).takingApplications).toBe(true);
    expect((await windowAt(close)).takingApplications).toBe(false);
    const before = await snapshot();
    clock.set(new Date(close).toISOString());
    const refused = await apply("kyouth-2025", kyouth(), late);
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(reasonOf(refused)).toBe("COHORT_STARTED");
    expect(fieldsOf(refused)).toEqual({ programmeId: "Applications to this programme are closed" });
    clock.set(new Date(close + 1).toISOString());
    expect(reasonOf(await apply("kyouth-2025", kyouth(), late))).toBe("COHORT_STARTED");
    expect(await snapshot()).toEqual(before);
    clock.set(new Date(close - 1).toISOString());
    expect((await apply("kyouth-2025", kyouth(), later)).data!.applyToProgramme.status).toBe("SUBMITTED");
  });

  it("only a course admin sets a deadline; a bad one is BAD_USER_INPUT; nothing changes", async () => {
    const input = {
      applicationOpen: true,
      showAtDashboard: seeded.showAtDashboard,
      cohortStartsOn: seeded.cohortStartsOn,
      applicationDeadline: "2030-01-01T00:00:00Z",
    };
    expect(codeOf(await env.client.exec(SETTINGS, { id: "kyouth-2025", input }, { caller: STUDENT }))).toBe("FORBIDDEN");
    const bad = await env.client.exec(
      SETTINGS,
      { id: "kyouth-2025", input: { ...input, applicationDeadline: "next week" } },
      { caller: ADMIN },
    );
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(bad)).toEqual({ applicationDeadline: "Use a date and time (ISO 8601)" });
    expect((await windowAt(close)).applicationDeadline).toBeNull();
  });

  it("an admin's deadline extends applications past the start to the millisecond; null restores the default", async () => {
    const deadline = new Date(close + 14 * DAY).toISOString();
    const input = {
      applicationOpen: true,
      showAtDashboard: seeded.showAtDashboard,
      cohortStartsOn: seeded.cohortStartsOn,
      applicationDeadline: deadline,
    };
    const set = await env.client.exec<{ updateProgramme: { applicationDeadline: string; applicationsCloseAt: string } }>(
      SETTINGS,
      { id: "kyouth-2025", input },
      { caller: ADMIN },
    );
    expect(set.data!.updateProgramme).toMatchObject({ applicationDeadline: deadline, applicationsCloseAt: deadline });
    // Leaving the deadline out keeps it.
    const { applicationDeadline: _, ...kept } = input;
    expect(
      (
        await env.client.exec<{ updateProgramme: { applicationDeadline: string } }>(
          SETTINGS,
          { id: "kyouth-2025", input: kept },
          { caller: ADMIN },
        )
      ).data!.updateProgramme.applicationDeadline,
    ).toBe(deadline);
    clock.set(new Date(Date.parse(deadline) - 1).toISOString());
    expect((await apply("kyouth-2025", kyouth(), late)).data!.applyToProgramme.status).toBe("SUBMITTED");
    const before = await snapshot();
    clock.set(deadline);
    const refused = await apply("kyouth-2025", kyouth(), newPerson());
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(reasonOf(refused)).toBe("DEADLINE_PASSED");
    expect(await snapshot()).toEqual(before);
    const cleared = await env.client.exec<{ updateProgramme: { applicationDeadline: string | null; applicationsCloseAt: string } }>(
      SETTINGS,
      { id: "kyouth-2025", input: { ...input, applicationDeadline: null } },
      { caller: ADMIN },
    );
    expect(cleared.data!.updateProgramme).toEqual({
      id: "kyouth-2025",
      applicationDeadline: null,
      applicationsCloseAt: seeded.applicationsCloseAt,
    });
  });

  it("a past information session takes no registration: CONFLICT SESSION_PASSED, nothing stored; `open` lists follow the dates", async () => {
    const td = (
      await env.client.exec<{ programme: { applicationsCloseAt: string } }>(
        `{ programme(id: "td25") { applicationsCloseAt } }`,
        {},
        { caller: visitor() },
      )
    ).data!.programme;
    const end = Date.parse(td.applicationsCloseAt);
    const open = async () =>
      (
        await env.client.exec<{ programmes: { id: string }[] }>(`{ programmes(open: true) { id } }`, {}, { caller: visitor() })
      ).data!.programmes.map((p) => p.id);
    clock.set(new Date(end - 1).toISOString());
    expect(await open()).toContain("td25");
    const before = await snapshot();
    clock.set(new Date(end).toISOString());
    const refused = await apply(
      "td25",
      answers({ fullName: "Lee Wai Man", email: "wai.man@example.hk", phone: "+852 9123 4567" }),
      newPerson(),
    );
    expect(codeOf(refused)).toBe("CONFLICT");
    expect(reasonOf(refused)).toBe("SESSION_PASSED");
    expect(await snapshot()).toEqual(before);
    clock.set(new Date(end).toISOString());
    expect(await open()).not.toContain("td25");
    clock.set("2025-11-01T08:00:00.000Z");
  });
});
