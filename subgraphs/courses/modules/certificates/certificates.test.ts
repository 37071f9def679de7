/**
 * Certificates and badges through the courses subgraph on a real database: a course admin issues and revokes, the
 * partial unique indexes refuse a second valid certificate, `case` follows cabed and cafed, learners and instructors
 * may not issue, revoke or list all, bad input changes nothing, and verification by idSlug or code is public.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { as, visitor } from "../../../shared/testing/harness.js";
import { seedDay } from "../../../shared/seed-dates.js";
import { DEMO_CERTIFICATE_DAYS } from "./seed.js";
import { issueOnCompletion } from "./services/certificates.js";
import { ADMIN, OTHER, STUDENT, codeOf, coursesTestbed, fieldsOf, testClock } from "../../testing.js";

const clock = testClock("2026-06-15T08:00:00.000Z");
const env = coursesTestbed({ now: clock.now });

const CERTIFICATE = `id idSlug title dateStarted dateIssued issuedByAdmin revokedAt revokedReason holder { id } course { id title } badge { id title course { id } } graduation { idSlug graduationDate title }`;
const ISSUE = `mutation($input: IssueCertificateInput!) { issueCertificate(input: $input) { ${CERTIFICATE} } }`;
const REVOKE = `mutation($id: ID!, $reason: String!) { revokeCertificate(id: $id, reason: $reason) { ${CERTIFICATE} } }`;
const VERIFY = `query($idSlug: String!) { certificate(idSlug: $idSlug) { ${CERTIFICATE} } }`;
const MINE = `{ myCertificates { ${CERTIFICATE} } }`;
const LIST = `query($courseId: ID, $page: Int, $pageSize: Int) { certificates(courseId: $courseId, page: $page, pageSize: $pageSize) { items { id title holder { id } dateIssued } pageInfo { page pageSize totalCount hasNextPage } } }`;

interface CertificateData {
  id: string;
  idSlug: string;
  title: string;
  dateStarted: string;
  dateIssued: string;
  issuedByAdmin: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
  holder: { id: string };
  course: { id: string; title: string } | null;
  badge: { id: string; title: string; course: { id: string } | null } | null;
  graduation: { idSlug: string; graduationDate: string; title: string };
}

const issue = (input: Record<string, unknown>, caller = ADMIN) =>
  env.client.exec<{ issueCertificate: CertificateData }>(ISSUE, { input }, { caller });
const revoke = (id: string, reason: string, caller = ADMIN) =>
  env.client.exec<{ revokeCertificate: CertificateData }>(REVOKE, { id, reason }, { caller });
const verify = (idSlug: string) => env.client.exec<{ certificate: CertificateData | null }>(VERIFY, { idSlug }, { caller: visitor() });
const certificateCount = async () =>
  Number((await env.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses.certificates`))[0]!.n);
const learner = () => as({ id: randomUUID(), email: "learner@example.test", roles: ["STUDENT"] });
const demoStudentId = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!.id;

describe("issuing and revoking (course admins)", () => {
  it("an admin issues a course certificate: its badge, title, dates and idSlug", async () => {
    const holderId = randomUUID();
    const r = await issue({ holderId, courseId: "m1js", dateStarted: "2026-03-01" });
    expect(r.errors).toBeUndefined();
    const c = r.data!.issueCertificate;
    expect(c).toMatchObject({
      title: "M1 JavaScript",
      dateStarted: "2026-03-01",
      dateIssued: "2026-06-15",
      issuedByAdmin: true,
      revokedAt: null,
      holder: { id: holderId },
      course: { id: "m1js", title: "M1 JavaScript" },
      badge: { id: "m1js", course: { id: "m1js" } },
    });
    expect(c.idSlug).toMatch(/^[A-HJ-NP-Z2-9]{10}-m1-javascript$/);
    expect(c.graduation).toEqual({ idSlug: c.idSlug, graduationDate: "2026-06-15", title: "M1 JavaScript" });
  });

  it("a course without a badge id gets a certificate with no badge", async () => {
    const r = await issue({ holderId: randomUUID(), courseId: "aws-ml-a", dateStarted: "2026-06-15" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.issueCertificate).toMatchObject({ badge: null, course: { id: "aws-ml-a" } });
  });

  it("a second valid certificate for the same course is a CONFLICT; revoke, then re-issue is allowed", async () => {
    const holderId = randomUUID();
    const first = await issue({ holderId, courseId: "m1py", dateStarted: "2026-02-01" });
    expect(first.errors).toBeUndefined();
    const before = await certificateCount();
    const again = await issue({ holderId, courseId: "m1py", dateStarted: "2026-02-01" });
    expect(codeOf(again)).toBe("CONFLICT");
    expect(await certificateCount()).toBe(before);

    const revoked = await revoke(first.data!.issueCertificate.id, "  Issued by <b>mistake</b>  ");
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.revokeCertificate).toMatchObject({ revokedReason: "Issued by mistake" });
    expect(revoked.data!.revokeCertificate.revokedAt).toMatch(/^2026-06-15T/);
    expect(codeOf(await revoke(first.data!.issueCertificate.id, "Twice"))).toBe("CONFLICT");

    const reissued = await issue({ holderId, courseId: "m1py", dateStarted: "2026-02-01" });
    expect(reissued.errors).toBeUndefined();
    expect(reissued.data!.issueCertificate.id).not.toBe(first.data!.issueCertificate.id);
  });

  it("revoking an unknown certificate is NOT_FOUND", async () => {
    expect(codeOf(await revoke(randomUUID(), "Gone"))).toBe("NOT_FOUND");
    expect(codeOf(await revoke("not-a-uuid", "Gone"))).toBe("NOT_FOUND");
  });

  it("case is awarded when cabed and cafed are both held, in the same transaction", async () => {
    const holderId = randomUUID();
    const caller = as({ id: holderId, email: "h@example.test", roles: ["STUDENT"] });
    expect((await issue({ holderId, courseId: "cabed", dateStarted: "2026-01-10" })).errors).toBeUndefined();
    let mine = await env.client.exec<{ myCertificates: CertificateData[] }>(MINE, {}, { caller });
    expect(mine.data!.myCertificates.map((c) => c.badge?.id)).toEqual(["cabed"]);
    expect((await issue({ holderId, courseId: "cafed", dateStarted: "2026-02-10" })).errors).toBeUndefined();
    mine = await env.client.exec<{ myCertificates: CertificateData[] }>(MINE, {}, { caller });
    const composite = mine.data!.myCertificates.find((c) => c.badge?.id === "case");
    expect(composite).toMatchObject({
      title: "Certified Associate in Software Engineering",
      course: null,
      badge: { id: "case", course: null },
      dateStarted: "2026-01-10",
      issuedByAdmin: false,
    });
    expect(composite!.idSlug).toMatch(/-certified-associate-in-software-engineering$/);
    // Already held: an admin issuing it again is a CONFLICT.
    expect(codeOf(await issue({ holderId, badgeId: "case", dateStarted: "2026-01-10" }))).toBe("CONFLICT");
  });

  it("an admin may issue case by its badge id", async () => {
    const r = await issue({ holderId: randomUUID(), badgeId: "case", dateStarted: "2026-05-01" });
    expect(r.errors).toBeUndefined();
    expect(r.data!.issueCertificate).toMatchObject({
      course: null,
      badge: { id: "case" },
      title: "Certified Associate in Software Engineering",
    });
  });
});

describe("who may issue, revoke and list", () => {
  it("STUDENT and INSTRUCTOR are FORBIDDEN to issue, revoke or list all; visitors are UNAUTHENTICATED", async () => {
    const own = await issue({ holderId: randomUUID(), courseId: "fif", dateStarted: "2026-06-01" });
    const before = await certificateCount();
    for (const caller of [STUDENT, OTHER]) {
      expect(codeOf(await issue({ holderId: randomUUID(), courseId: "m1sql", dateStarted: "2026-06-01" }, caller))).toBe("FORBIDDEN");
      expect(codeOf(await revoke(own.data!.issueCertificate.id, "No", caller))).toBe("FORBIDDEN");
      expect(codeOf(await env.client.exec(LIST, {}, { caller }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await issue({ holderId: randomUUID(), courseId: "m1sql", dateStarted: "2026-06-01" }, visitor()))).toBe(
      "UNAUTHENTICATED",
    );
    expect(codeOf(await env.client.exec(MINE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    expect(await certificateCount()).toBe(before);
    const still = await verify(own.data!.issueCertificate.idSlug);
    expect(still.data!.certificate!.revokedAt).toBeNull();
  });
});

describe("bad input: one field at a time, nothing changed", () => {
  const ok = { holderId: randomUUID(), courseId: "fcda", dateStarted: "2026-06-01" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["holderId not a UUID", { ...ok, holderId: "someone" }, "holderId"],
    ["neither course nor badge", { holderId: ok.holderId, dateStarted: ok.dateStarted }, "courseId"],
    ["both course and badge", { ...ok, badgeId: "case" }, "badgeId"],
    ["unknown course", { ...ok, courseId: "nope" }, "courseId"],
    ["unknown badge", { holderId: ok.holderId, badgeId: "nope", dateStarted: ok.dateStarted }, "badgeId"],
    ["a course's badge without the course", { holderId: ok.holderId, badgeId: "fcda", dateStarted: ok.dateStarted }, "badgeId"],
    ["a malformed date", { ...ok, dateStarted: "01/06/2026" }, "dateStarted"],
    ["an impossible date", { ...ok, dateStarted: "2026-02-30" }, "dateStarted"],
    ["a start after today", { ...ok, dateStarted: "2026-06-16" }, "dateStarted"],
  ];
  it.each(cases)("%s → BAD_USER_INPUT on the field", async (_, input, field) => {
    const before = await certificateCount();
    const r = await issue(input);
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r)).toHaveProperty(field);
    expect(await certificateCount()).toBe(before);
  });
  it("a revocation reason must have 1 to 500 characters", async () => {
    const c = (await issue({ holderId: randomUUID(), courseId: "fcdm", dateStarted: "2026-06-01" })).data!.issueCertificate;
    for (const reason of ["", "   ", "<i></i>", "x".repeat(501)]) {
      const r = await revoke(c.id, reason);
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)).toHaveProperty("reason");
    }
    expect((await verify(c.idSlug)).data!.certificate!.revokedAt).toBeNull();
  });
});

describe("public verification", () => {
  it("a visitor verifies the demo certificate by idSlug, by bare code and in lower case", async () => {
    for (const idSlug of ["DEMSQL2K6M-m1-sql", "DEMSQL2K6M", "demsql2k6m-anything"]) {
      const r = await verify(idSlug);
      expect(r.errors).toBeUndefined();
      expect(r.data!.certificate).toMatchObject({
        idSlug: "DEMSQL2K6M-m1-sql",
        title: "M1 SQL",
        // Dated from the day the test database was seeded (today).
        dateStarted: seedDay(new Date(), DEMO_CERTIFICATE_DAYS.started),
        dateIssued: seedDay(new Date(), DEMO_CERTIFICATE_DAYS.issued),
        holder: { id: demoStudentId },
        course: { id: "m1sql", title: "M1 SQL" },
        badge: { id: "m1sql" },
        revokedAt: null,
      });
    }
  });
  it("the demo certificate belongs to the class m1sql-2026-05", async () => {
    const [row] = await env.database.query<{ slug: string }>(
      `SELECT c.slug FROM courses.certificates x JOIN courses.classes c ON c.id = x.class_id WHERE x.code = 'DEMSQL2K6M'`,
    );
    expect(row?.slug).toBe("m1sql-2026-05");
  });
  it("unknown or malformed ids → null", async () => {
    for (const idSlug of ["ZZZZZZZZZZ-m1-sql", "", "0000000000", "not a code"]) {
      const r = await verify(idSlug);
      expect(r.errors).toBeUndefined();
      expect(r.data!.certificate).toBeNull();
    }
  });
  it("a revoked certificate still verifies, with its reason", async () => {
    const c = (await issue({ holderId: randomUUID(), courseId: "fcse", dateStarted: "2026-06-01" })).data!.issueCertificate;
    await revoke(c.id, "Academic misconduct");
    expect((await verify(c.idSlug)).data!.certificate).toMatchObject({ revokedReason: "Academic misconduct" });
  });
  it("badges lists all sixteen, case without a course", async () => {
    const r = await env.client.exec<{ badges: { id: string; course: { id: string } | null }[] }>(
      `{ badges { id title description course { id } } }`,
      {},
      { caller: visitor() },
    );
    expect(r.data!.badges).toHaveLength(16);
    expect(r.data!.badges.find((b) => b.id === "case")!.course).toBeNull();
    expect(r.data!.badges.find((b) => b.id === "fcuiux")!.course).toEqual({ id: "fcuiux" });
  });
});

describe("myCertificates and the admin list", () => {
  it("myCertificates: the viewer's own, newest issued first, revoked included", async () => {
    const caller = learner();
    const holderId = caller.viewer!.id;
    clock.set("2026-04-01T08:00:00.000Z");
    const older = (await issue({ holderId, courseId: "m1blockchain", dateStarted: "2026-03-01" })).data!.issueCertificate;
    clock.set("2026-06-20T08:00:00.000Z");
    const newer = (await issue({ holderId, courseId: "capt", dateStarted: "2026-03-01" })).data!.issueCertificate;
    await revoke(older.id, "Replaced");
    const r = await env.client.exec<{ myCertificates: CertificateData[] }>(MINE, {}, { caller });
    expect(r.data!.myCertificates.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(r.data!.myCertificates[1]!.revokedReason).toBe("Replaced");
    const demo = await env.client.exec<{ myCertificates: CertificateData[] }>(MINE, {}, { caller: STUDENT });
    expect(demo.data!.myCertificates.map((c) => c.idSlug)).toContain("DEMSQL2K6M-m1-sql");
  });
  it("certificates: newest issued first, filtered by course, paged by 20 with totals on request", async () => {
    const all = await env.client.exec<{
      certificates: { items: { id: string; dateIssued: string }[]; pageInfo: { pageSize: number; totalCount: number } };
    }>(LIST, {}, { caller: ADMIN });
    expect(all.errors).toBeUndefined();
    const items = all.data!.certificates.items;
    expect(all.data!.certificates.pageInfo.pageSize).toBe(20);
    expect(items.map((c) => c.dateIssued)).toEqual([...items.map((c) => c.dateIssued)].sort().reverse());
    const sql = await env.client.exec<{ certificates: { items: { id: string; title: string }[]; pageInfo: { totalCount: number } } }>(
      LIST,
      { courseId: "m1sql" },
      { caller: ADMIN },
    );
    expect(sql.data!.certificates.items.map((c) => c.title)).toEqual(["M1 SQL"]);
    expect(sql.data!.certificates.pageInfo.totalCount).toBe(1);
    const small = await env.client.exec<{ certificates: { items: unknown[]; pageInfo: { hasNextPage: boolean } } }>(
      LIST,
      { pageSize: 2 },
      { caller: ADMIN },
    );
    expect(small.data!.certificates.items).toHaveLength(2);
    expect(small.data!.certificates.pageInfo.hasNextPage).toBe(true);
  });
});

describe("issueOnCompletion (the classroom's completion hook)", () => {
  it("issues once, idempotently, in the caller's transaction, and awards case", async () => {
    const holderId = randomUUID();
    const first = await env.database.db.transaction((tx) =>
      issueOnCompletion(tx, { holderId, courseId: "cabed", classId: null, startedOn: "2026-01-05", today: "2026-06-15" }),
    );
    expect(first).toMatchObject({
      holderId,
      courseId: "cabed",
      badgeId: "cabed",
      title: "Certified Associate in Back-End Development",
      dateStarted: "2026-01-05",
      dateIssued: "2026-06-15",
      issuedBy: null,
    });
    expect(first!.code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    const again = await env.database.db.transaction((tx) =>
      issueOnCompletion(tx, { holderId, courseId: "cabed", classId: null, startedOn: "2026-01-05", today: "2026-06-16" }),
    );
    expect(again).toBeNull();
    await env.database.db.transaction((tx) =>
      issueOnCompletion(tx, { holderId, courseId: "cafed", classId: null, startedOn: "2026-03-05", today: "2026-06-17" }),
    );
    const rows = await env.database.query<{ badge_id: string; date_started: string }>(
      `SELECT badge_id, date_started::text FROM courses.certificates WHERE holder_id = $1 ORDER BY badge_id`,
      [holderId],
    );
    expect(rows.map((r) => r.badge_id)).toEqual(["cabed", "cafed", "case"]);
  });
  it("a rolled-back transaction leaves no certificate", async () => {
    const holderId = randomUUID();
    await expect(
      env.database.db.transaction(async (tx) => {
        await issueOnCompletion(tx, { holderId, courseId: "m1js", classId: null, startedOn: "2026-06-01", today: "2026-06-15" });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    const rows = await env.database.query(`SELECT 1 FROM courses.certificates WHERE holder_id = $1`, [holderId]);
    expect(rows).toHaveLength(0);
  });
});
