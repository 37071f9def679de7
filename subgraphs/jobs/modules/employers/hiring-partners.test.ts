/** Query.hiringPartners (the home page's partner logos) and Employer.logoUrl. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employers } from "../../../../drizzle/schema/jobs.js";
import { visitor } from "../../../shared/testing/harness.js";
import { JOBS_SEED } from "../../seed-data.js";
import { jobsSuite, person } from "../../testing.js";

const suite = jobsSuite();

const PARTNERS = `{ hiringPartners { id title shortTitle hiringPartner logoUrl } }`;
type Partner = { id: string; title: string; shortTitle: string; hiringPartner: boolean; logoUrl: string | null };
type Data = { hiringPartners: Partner[] };

/** The seeded hiring partners, by title (then id). */
const seededPartners = () =>
  JOBS_SEED.employers
    .filter((e) => e.hiringPartner)
    .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id < b.id ? -1 : 1));

describe("Query.hiringPartners", () => {
  it("lists only the flagged employers, by title, with their bundled logos, to a visitor in one statement", async () => {
    const { result: r, statements } = await suite.counter.count(() => suite.client.exec<Data>(PARTNERS, {}, { caller: visitor() }));
    expect(r.errors).toBeUndefined();
    const expected = seededPartners();
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(JOBS_SEED.employers.length);
    expect(r.data!.hiringPartners.map((p) => p.id)).toEqual(expected.map((e) => e.id));
    expect(r.data!.hiringPartners.every((p) => p.hiringPartner)).toBe(true);
    expect(r.data!.hiringPartners.map((p) => p.logoUrl)).toEqual(expected.map((e) => `/partners/${e.id}.svg`));
    const titles = r.data!.hiringPartners.map((p) => p.title);
    expect(titles).toEqual([...titles].sort());
    expect(r.data!.hiringPartners.map((p) => p.id)).not.toContain("batik-labs");
    expect(statements, statements.join("\n")).toHaveLength(1);
  });

  it("is the same for a signed-in student", async () => {
    const r = await suite.client.exec<Data>(PARTNERS, {}, { caller: person("STUDENT") });
    expect(r.errors).toBeUndefined();
    expect(r.data!.hiringPartners.map((p) => p.id)).toEqual(seededPartners().map((e) => e.id));
  });

  it("follows the flag: an unflagged employer leaves the list, a flagged one joins it", async () => {
    const { db } = suite.database;
    await db.update(employers).set({ hiringPartner: false }).where(eq(employers.id, "kopicloud"));
    await db.update(employers).set({ hiringPartner: true }).where(eq(employers.id, "batik-labs"));
    try {
      const r = await suite.client.exec<Data>(PARTNERS);
      const ids = r.data!.hiringPartners.map((p) => p.id);
      expect(ids).toContain("batik-labs");
      expect(ids).not.toContain("kopicloud");
    } finally {
      await db.update(employers).set({ hiringPartner: true }).where(eq(employers.id, "kopicloud"));
      await db.update(employers).set({ hiringPartner: false }).where(eq(employers.id, "batik-labs"));
    }
  });
});

describe("Employer.logoUrl", () => {
  it("is the bundled image's path for every seeded employer, partner or not", async () => {
    const r = await suite.client.exec<{ employer: { logoUrl: string | null } }>(`{ employer(id: "batik-labs") { logoUrl } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.employer.logoUrl).toBe("/partners/batik-labs.svg");
  });

  it("is null without a logo and for a protocol-relative path; a storage key (an upload) becomes a signed URL", async () => {
    const { db } = suite.database;
    const q = `{ employer(id: "rimba-health") { logoUrl } }`;
    const logoUrl = async () => (await suite.client.exec<{ employer: { logoUrl: string | null } }>(q)).data!.employer.logoUrl;
    try {
      await db.update(employers).set({ logoPath: null }).where(eq(employers.id, "rimba-health"));
      expect(await logoUrl()).toBeNull();
      await db.update(employers).set({ logoPath: "//evil.example/logo.svg" }).where(eq(employers.id, "rimba-health"));
      expect(await logoUrl()).toBeNull();
      await db
        .update(employers)
        .set({ logoPath: "employer-logo/0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d02.png" })
        .where(eq(employers.id, "rimba-health"));
      expect(await logoUrl()).toMatch(/^\/files\/employer-logo\/0b1c5d0e-1f2a-4b3c-8d4e-5f6a7b8c9d02\.png\?.*sig/);
    } finally {
      await db.update(employers).set({ logoPath: "/partners/rimba-health.svg" }).where(eq(employers.id, "rimba-health"));
    }
  });
});
