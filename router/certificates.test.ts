/**
 * Certificate verification through the router in both runtime modes: a visitor (no login) verifies the demo
 * certificate by its idSlug and sees the holder's display name (talent) and the course title (courses); a course admin
 * issues a certificate and a visitor verifies it by its bare code; unknown codes give null.
 */
import { describe, expect, it } from "vitest";
import { DEMO_CERTIFICATE_DAYS } from "../subgraphs/courses/modules/certificates/index.js";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { seedDay } from "../subgraphs/shared/seed-dates.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;

const VERIFY = `query($idSlug: String!) { certificate(idSlug: $idSlug) { idSlug title dateStarted dateIssued revokedAt holder { id displayName } course { id title } badge { id } } }`;
interface Verified {
  certificate: {
    idSlug: string;
    title: string;
    dateStarted: string;
    dateIssued: string;
    revokedAt: string | null;
    holder: { id: string; displayName: string };
    course: { id: string; title: string } | null;
    badge: { id: string } | null;
  } | null;
}

describe.each(ROUTER_MODES)("certificate verification through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a visitor verifies the demo certificate: holder's name and course title", async () => {
    const visitor = new TestBrowser(router.url);
    const r = await visitor.graphql<Verified>(VERIFY, { idSlug: "DEMSQL2K6M-m1-sql" });
    expect(r.json.errors).toBeUndefined();
    expect(r.json.data!.certificate).toEqual({
      idSlug: "DEMSQL2K6M-m1-sql",
      title: "M1 SQL",
      // Dated from the day the test database was seeded (today).
      dateStarted: seedDay(new Date(), DEMO_CERTIFICATE_DAYS.started),
      dateIssued: seedDay(new Date(), DEMO_CERTIFICATE_DAYS.issued),
      revokedAt: null,
      holder: { id: student.id, displayName: `${student.firstName} ${student.lastName}` },
      course: { id: "m1sql", title: "M1 SQL" },
      badge: { id: "m1sql" },
    });
    const unknown = await visitor.graphql<Verified>(VERIFY, { idSlug: "ZZZZZZZZZZ-m1-sql" });
    expect(unknown.json.errors).toBeUndefined();
    expect(unknown.json.data!.certificate).toBeNull();
  });

  it("a course admin issues a certificate; a visitor verifies it by its bare code", async () => {
    const admin = await logIn(router.url, courseAdmin.email);
    const issued = await admin.graphql<{ issueCertificate: { idSlug: string } }>(
      `mutation($input: IssueCertificateInput!) { issueCertificate(input: $input) { idSlug } }`,
      { input: { holderId: student.id, courseId: "fif", dateStarted: "2026-01-05" } },
    );
    expect(issued.json.errors).toBeUndefined();
    const idSlug = issued.json.data!.issueCertificate.idSlug;
    expect(idSlug).toMatch(/^[A-HJ-NP-Z2-9]{10}-foundation-in-fintech$/);
    const r = await new TestBrowser(router.url).graphql<Verified>(VERIFY, { idSlug: idSlug.split("-")[0] });
    expect(r.json.data!.certificate).toMatchObject({
      idSlug,
      title: "Foundation in Fintech",
      holder: { displayName: `${student.firstName} ${student.lastName}` },
      course: { title: "Foundation in Fintech" },
    });
  });
});
