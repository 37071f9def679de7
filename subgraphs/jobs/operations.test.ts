/**
 * The jobs subgraph's browse operations against a real database, as the router calls them, and what the job list
 * costs with every module's fields on it.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { campaigns, jobTable } from "../../drizzle/schema/jobs.js";
import { COMPANY_SIZES, INDUSTRIES } from "../shared/options.js";
import { demo } from "../shared/testing/harness.js";
import { JOBS_SEED, KL_CAREER_FAIR_EVENT_ID, KYOUTH_JOB_IDS, KYOUTH_PROGRAMME_ID, TRACK_B_JOB_IDS } from "./seed-data.js";
import { codeOf, jobsSuite, person } from "./testing.js";
import { seedJobs } from "./seed.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);

const JOBS = /* GraphQL */ `
  query Jobs(
    $page: Int
    $pageSize: Int
    $search: String
    $campaign: ID
    $roleId: ID
    $type: String
    $remote: Boolean
    $location: String
    $employerId: ID
  ) {
    jobs(
      page: $page
      pageSize: $pageSize
      search: $search
      campaign: $campaign
      roleId: $roleId
      type: $type
      remote: $remote
      location: $location
      employerId: $employerId
    ) {
      items {
        id
        title
        role
        location
        remote
        type
        featured
        open
        postedAt
        employer {
          id
          shortTitle
          hiringPartner
        }
        event {
          id
        }
      }
      pageInfo {
        page
        pageSize
        hasNextPage
        hasPreviousPage
        totalCount
        totalPages
      }
    }
  }
`;
interface JobItem {
  id: string;
  title: string;
  role: string;
  location: string;
  remote: boolean;
  type: string;
  featured: boolean;
  employer: { id: string; shortTitle: string; hiringPartner: boolean };
  event: { id: string } | null;
}
type JobsData = {
  jobs: {
    items: JobItem[];
    pageInfo: { page: number; pageSize: number; hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number; totalPages: number };
  };
};

/** What a visitor is listed: every seeded job but Track B's, featured first, then newest (id breaks ties). */
const listedForVisitor = JOBS_SEED.jobs
  .filter((j) => !TRACK_B_JOB_IDS.includes(j.id!))
  .sort(
    (a, b) => Number(b.featured) - Number(a.featured) || (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || b.id! - a.id!,
  );
const ids = (items: { id: string }[]) => items.map((j) => Number(j.id));

describe("jobs", () => {
  it("a visitor reads the first page: 10 jobs, featured first, then newest (id breaks a tie)", async () => {
    const r = await exec<JobsData>(JOBS, {});
    expect(r.errors).toBeUndefined();
    const { items, pageInfo } = r.data!.jobs;
    expect(ids(items)).toEqual(listedForVisitor.slice(0, 10).map((j) => j.id));
    const total = listedForVisitor.length;
    expect(pageInfo).toEqual({
      page: 1,
      pageSize: 10,
      hasNextPage: true,
      hasPreviousPage: false,
      totalCount: total,
      totalPages: Math.ceil(total / 10),
    });
  });
  it("page 2 continues where page 1 stopped", async () => {
    const one = await exec<JobsData>(JOBS, { page: 1, pageSize: 4 });
    const two = await exec<JobsData>(JOBS, { page: 2, pageSize: 4 });
    const both = await exec<JobsData>(JOBS, { page: 1, pageSize: 8 });
    expect([...one.data!.jobs.items, ...two.data!.jobs.items]).toEqual(both.data!.jobs.items);
    expect(two.data!.jobs.pageInfo).toMatchObject({ page: 2, hasPreviousPage: true, hasNextPage: true });
  });
  it("a page past the end is empty", async () => {
    const r = await exec<JobsData>(JOBS, { page: 99 });
    expect(r.data!.jobs.items).toEqual([]);
    expect(r.data!.jobs.pageInfo.hasNextPage).toBe(false);
  });
  it("each job carries its employer and, for career-fair jobs, an event reference", async () => {
    const r = await exec<JobsData>(JOBS, { pageSize: 100 });
    const fair = r.data!.jobs.items.filter((j) => j.event);
    expect(fair.length).toBeGreaterThan(0);
    expect(fair.every((j) => j.event!.id === KL_CAREER_FAIR_EVENT_ID)).toBe(true);
  });
  it("search: a case-insensitive substring of the title, the role or the employer's name", async () => {
    const byTitle = await exec<JobsData>(JOBS, { search: "data ANALYST", pageSize: 100 });
    const expected = listedForVisitor.filter((j) => j.title.toLowerCase().includes("data analyst"));
    expect(ids(byTitle.data!.jobs.items).sort()).toEqual(expected.map((j) => j.id).sort());
    expect(byTitle.data!.jobs.pageInfo.totalCount).toBe(expected.length);
    const byEmployer = await exec<JobsData>(JOBS, { search: "peakSHIELD", pageSize: 100 });
    expect(ids(byEmployer.data!.jobs.items).sort()).toEqual(
      listedForVisitor
        .filter((j) => j.employerId === "peakshield")
        .map((j) => j.id)
        .sort(),
    );
    const byRole = await exec<JobsData>(JOBS, { search: "digital marketing", pageSize: 100 });
    expect(ids(byRole.data!.jobs.items).sort()).toEqual(
      listedForVisitor
        .filter((j) => j.role === "Digital marketing")
        .map((j) => j.id)
        .sort(),
    );
  });
  it("a search wildcard matches literally", async () => {
    expect((await exec<JobsData>(JOBS, { search: "%" })).data!.jobs.items).toEqual([]);
  });
  it("filters by campaign, role, type, remote, location and employer, together", async () => {
    const kyouth = await exec<JobsData>(JOBS, { campaign: "kyouth", pageSize: 100 });
    expect(ids(kyouth.data!.jobs.items).sort((a, b) => a - b)).toEqual(KYOUTH_JOB_IDS);
    const fair = await exec<JobsData>(JOBS, { campaign: "kl-career-fair", pageSize: 100 });
    expect(fair.data!.jobs.items.every((j) => j.event?.id === KL_CAREER_FAIR_EVENT_ID)).toBe(true);
    const combined = await exec<JobsData>(JOBS, {
      roleId: "software-engineer",
      remote: true,
      type: "Full-time",
      location: "Kuala Lumpur",
      employerId: "kopicloud",
      pageSize: 100,
    });
    const expected = listedForVisitor.filter(
      (j) =>
        j.roleId === "software-engineer" &&
        j.remote &&
        j.type === "Full-time" &&
        j.location === "Kuala Lumpur" &&
        j.employerId === "kopicloud",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(combined.data!.jobs.items)).toEqual(expected.map((j) => j.id));
  });
  it("an unknown campaign, or an exclusive one the viewer is not admitted to, lists nothing", async () => {
    for (const campaign of ["nope", "kyouth-track-b"]) {
      const r = await exec<JobsData>(JOBS, { campaign });
      expect(r.data!.jobs.items).toEqual([]);
      expect(r.data!.jobs.pageInfo.totalCount).toBe(0);
    }
  });
  it("an inactive campaign is no tab and lists nothing", async () => {
    await suite.database.db.update(campaigns).set({ active: false }).where(eq(campaigns.id, "kyouth"));
    try {
      const tabs = await exec<{ campaigns: { id: string }[] }>(`{ campaigns { id } }`);
      expect(tabs.data!.campaigns.map((c) => c.id)).toEqual(["kyouth-track-b", "kl-career-fair"]);
      expect((await exec<JobsData>(JOBS, { campaign: "kyouth" })).data!.jobs.items).toEqual([]);
    } finally {
      await suite.database.db.update(campaigns).set({ active: true }).where(eq(campaigns.id, "kyouth"));
    }
  });
  it("closed jobs are not listed, but job(id) still returns them with open=false", async () => {
    await suite.database.db.update(jobTable).set({ closedAt: new Date() }).where(eq(jobTable.id, 30));
    try {
      const list = await exec<JobsData>(JOBS, { pageSize: 100 });
      expect(ids(list.data!.jobs.items)).not.toContain(30);
      const one = await exec<{ job: { open: boolean } }>(`{ job(id: "30") { open } }`);
      expect(one.data!.job).toEqual({ open: false });
    } finally {
      await suite.database.db.update(jobTable).set({ closedAt: null }).where(eq(jobTable.id, 30));
    }
  });
  it("pageSize above 100 and page 0 are BAD_USER_INPUT", async () => {
    const r = await exec(JOBS, { pageSize: 101 });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.fields).toHaveProperty("pageSize");
    expect(codeOf(await exec(JOBS, { page: 0 }))).toBe("BAD_USER_INPUT");
  });
  it("costs the same number of statements for 2 or 20 jobs with employer and event", async () => {
    const small = await suite.counter.count(() => exec<JobsData>(JOBS, { pageSize: 2 }));
    const large = await suite.counter.count(() => exec<JobsData>(JOBS, { pageSize: 20 }));
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.jobs.items).toHaveLength(20);
    expect(large.statements.length).toBe(small.statements.length);
    // list + employers + count
    expect(large.statements.length).toBe(3);
  });
  it("the job filter options are the types and locations in use", async () => {
    const r = await exec<{ jobFilterOptions: { types: string[]; locations: string[] } }>(`{ jobFilterOptions { types locations } }`);
    expect(r.data!.jobFilterOptions.types).toEqual(["Contract", "Full-time", "Internship", "Part-time"]);
    expect(r.data!.jobFilterOptions.locations).toContain("Kuala Lumpur");
  });
});

const JOB = /* GraphQL */ `
  query Job($id: ID!) {
    job(id: $id) {
      id
      title
      description
      applications
      open
      postedAt
      careerRole {
        id
      }
      campaigns {
        id
      }
      employer {
        id
        title
        otherJobs(excludingJobId: $id) {
          id
        }
      }
      similarJobs {
        id
        role
        employer {
          id
        }
      }
    }
  }
`;
type JobData = {
  job: {
    id: string;
    title: string;
    description: string;
    applications: number;
    open: boolean;
    postedAt: string;
    careerRole: { id: string } | null;
    campaigns: { id: string }[];
    employer: { id: string; otherJobs: { id: string }[] };
    similarJobs: { id: string; role: string; employer: { id: string } }[];
  } | null;
};

describe("job page", () => {
  it("a job has a 2-3 paragraph description, its role, campaigns and posted date", async () => {
    const r = await exec<JobData>(JOB, { id: "1" });
    expect(r.errors).toBeUndefined();
    const job = r.data!.job!;
    const paragraphs = job.description.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length).toBeLessThanOrEqual(3);
    expect(paragraphs[0]).toContain("KopiCloud");
    expect(job).toMatchObject({
      careerRole: { id: "it-support" },
      campaigns: [{ id: "kyouth" }],
      open: true,
      postedAt: (JOBS_SEED.jobs[0]!.createdAt as Date).toISOString(),
    });
  });
  it("similar jobs: up to 3, same role first, then the same employer, never itself nor a hidden one", async () => {
    const r = await exec<JobData>(JOB, { id: "2" });
    const similar = r.data!.job!.similarJobs;
    expect(similar).toHaveLength(3);
    expect(similar.every((j) => j.role === "Data science")).toBe(true);
    expect(ids(similar)).not.toContain(2);
    expect(ids(similar)).not.toContain(17); // Track B
    const newestDataScience = listedForVisitor
      .filter((j) => j.role === "Data science" && j.id !== 2)
      .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || b.id! - a.id!);
    expect(ids(similar)).toEqual(newestDataScience.slice(0, 3).map((j) => j.id));
  });
  it("similar jobs are topped up with the employer's when the role has too few", async () => {
    // Business management has one job (18, HarbourPay): the rest come from HarbourPay.
    const r = await exec<JobData>(JOB, { id: "18" });
    const similar = r.data!.job!.similarJobs;
    expect(similar).toHaveLength(3);
    expect(similar.every((j) => j.employer.id === "harbourpay")).toBe(true);
    expect(ids(similar)).not.toContain(18);
  });
  it("the employer's other jobs: up to 3 newest, leaving out the job viewed", async () => {
    const r = await exec<JobData>(JOB, { id: "30" });
    const mine = listedForVisitor.filter((j) => j.employerId === "kopicloud" && j.id !== 30).sort((a, b) => b.id! - a.id!);
    expect(ids(r.data!.job!.employer.otherJobs)).toEqual(mine.slice(0, 3).map((j) => j.id));
  });
  it("an unknown, non-numeric or hidden (Track B) id is null, not an error", async () => {
    for (const id of ["99999", "abc", "0", "-3", "99999999999", String(TRACK_B_JOB_IDS[0])]) {
      const r = await exec<JobData>(JOB, { id });
      expect(r.errors).toBeUndefined();
      expect(r.data!.job).toBeNull();
    }
  });
  it("resolves Job and Employer references through _entities; a hidden job is null", async () => {
    const r = await exec<{ _entities: unknown[] }>(
      `query { _entities(representations: [{ __typename: "Job", id: "1" }, { __typename: "Job", id: "nope" }, { __typename: "Job", id: "13" }, { __typename: "Employer", id: "peakshield" }]) {
        ... on Job { title } ... on Employer { shortTitle } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!._entities).toEqual([{ title: JOBS_SEED.jobs[0]!.title }, null, null, { shortTitle: "PeakShield" }]);
  });
});

describe("employers and companies", () => {
  it("an employer lists its open visible jobs newest first, paged, with totals and openJobCount", async () => {
    const mine = listedForVisitor
      .filter((j) => j.employerId === "kopicloud")
      .map((j) => j.id!)
      .sort((a, b) => b - a)
      .map(String);
    const q = `query($p: Int, $s: Int) { employer(id: "kopicloud") { title industry size logoUrl openJobCount jobs(page: $p, pageSize: $s) { items { id } pageInfo { hasNextPage totalCount } } } }`;
    type E = {
      employer: {
        openJobCount: number;
        logoUrl: string | null;
        industry: string;
        jobs: { items: { id: string }[]; pageInfo: { hasNextPage: boolean; totalCount: number } };
      };
    };
    const one = await exec<E>(q, { p: 1, s: 2 });
    const two = await exec<E>(q, { p: 2, s: 2 });
    expect(one.data!.employer.jobs.items.map((j) => j.id)).toEqual(mine.slice(0, 2));
    expect(two.data!.employer.jobs.items.map((j) => j.id)).toEqual(mine.slice(2, 4));
    expect(one.data!.employer.jobs.pageInfo).toEqual({ hasNextPage: true, totalCount: mine.length });
    expect(one.data!.employer).toMatchObject({
      openJobCount: mine.length,
      logoUrl: "/partners/kopicloud.svg",
      industry: "Information Technology & Services",
    });
  });
  it("many employers' job pages load in one statement (plus one count)", async () => {
    const reps = JOBS_SEED.employers.map((e) => ({ __typename: "Employer", id: e.id }));
    const q = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Employer { id jobs(pageSize: 2) { items { id employer { id } } pageInfo { totalCount } } } } }`;
    const { result, statements } = await suite.counter.count(() =>
      exec<{ _entities: { id: string; jobs: { items: { id: string }[]; pageInfo: { totalCount: number } } }[] }>(q, { r: reps }),
    );
    expect(result.errors).toBeUndefined();
    for (const e of result.data!._entities) {
      const n = listedForVisitor.filter((j) => j.employerId === e.id).length;
      expect(e.jobs.pageInfo.totalCount).toBe(n);
      expect(e.jobs.items).toHaveLength(Math.min(2, n));
    }
    expect(statements).toHaveLength(3);
  });
  it("an employer's jobs refuse page 0; an unknown employer is null", async () => {
    expect(codeOf(await exec(`{ employer(id: "kopicloud") { jobs(page: 0) { items { id } } } }`))).toBe("BAD_USER_INPUT");
    expect((await exec<{ employer: unknown }>(`{ employer(id: "nobody") { id } }`)).data!.employer).toBeNull();
  });
  const COMPANIES = `query($page: Int, $pageSize: Int, $search: String, $industry: String) { companies(page: $page, pageSize: $pageSize, search: $search, industry: $industry) { items { id title industry } pageInfo { totalCount pageSize } } }`;
  type C = { companies: { items: { id: string; title: string; industry: string }[]; pageInfo: { totalCount: number; pageSize: number } } };
  it("companies: by title, 12 a page, by name substring or industry", async () => {
    const all = await exec<C>(COMPANIES, {});
    expect(all.data!.companies.pageInfo).toEqual({ totalCount: JOBS_SEED.employers.length, pageSize: 12 });
    const titles = all.data!.companies.items.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cyber = await exec<C>(COMPANIES, { industry: "Cybersecurity" });
    expect(cyber.data!.companies.items.map((c) => c.id)).toEqual(["peakshield"]);
    const named = await exec<C>(COMPANIES, { search: "harbour" });
    expect(named.data!.companies.items.map((c) => c.id).sort()).toEqual(["harbourpay", "victoria-harbour-logistics"]);
  });
  it("an industry outside the list is BAD_USER_INPUT", async () => {
    const r = await exec(COMPANIES, { industry: "Alchemy" });
    expect(codeOf(r)).toBe("BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.fields).toHaveProperty("industry");
  });
  it("the company form options: 21 industries and 8 sizes, in order", async () => {
    const r = await exec<{ companyFormOptions: { industries: string[]; sizes: string[] } }>(`{ companyFormOptions { industries sizes } }`);
    expect(r.data!.companyFormOptions).toEqual({ industries: [...INDUSTRIES], sizes: [...COMPANY_SIZES] });
    expect(INDUSTRIES).toHaveLength(21);
    expect(COMPANY_SIZES).toHaveLength(8);
    for (const e of JOBS_SEED.employers) expect(INDUSTRIES).toContain(e.industry);
  });
});

describe("seeded identity", () => {
  it("seeding again (demo included) changes nothing", async () => {
    const snapshot = async () =>
      Promise.all(
        ["jobs", "employers", "campaigns", "job_campaigns", "saved_jobs", "job_applications", "job_application_history"].map(
          async (t) => (await suite.database.query<{ n: number }>(`select count(*)::int as n from jobs.${t}`))[0]!.n,
        ),
      );
    const before = await snapshot();
    await seedJobs(suite.database.db, { demo: true });
    await seedJobs(suite.database.db, { demo: true });
    expect(await snapshot()).toEqual(before);
  });
  it("new postings get ids above the seeded ones", async () => {
    const [row] = await suite.database.db
      .insert(jobTable)
      .values({ title: "Test posting", role: "Software engineer", employerId: "kopicloud", location: "KL", type: "Full-time" })
      .returning();
    expect(row!.id).toBeGreaterThan(JOBS_SEED.jobs.length);
    await suite.database.db.delete(jobTable).where(eq(jobTable.id, row!.id));
  });
});

describe("callers", () => {
  it("logged-in people read jobs too", async () => {
    const r = await exec<JobsData>(JOBS, { pageSize: 1 }, { caller: demo("STUDENT") });
    expect(r.errors).toBeUndefined();
    expect(r.data!.jobs.items).toHaveLength(1);
  });
  it("an unsigned request is UNAUTHENTICATED", async () => {
    expect(codeOf(await exec(JOBS, {}, { headers: {} }))).toBe("UNAUTHENTICATED");
  });
});

describe("N+1: the job list with viewer fields", () => {
  const SAVE = `mutation($id: ID!) { saveJob(jobId: $id) { id viewerSaved } }`;
  const APPLY = `mutation($id: ID!) { applyToJob(jobId: $id) { id status } }`;
  /** A fresh STUDENT who is a member of KYouth 2025 (per the fake peers). */
  const member = () => {
    const caller = person("STUDENT");
    suite.peers.memberships[caller.viewer.id] = [KYOUTH_PROGRAMME_ID];
    return caller;
  };
  const LIST = `query($s: Int) { jobs(pageSize: $s) { items { id applications open viewerSaved viewerApplication { id status history { status at } allowedMoves }
    campaigns { id viewerMayView } employer { id openJobCount otherJobs { id } } similarJobs { id employer { id } } careerRole { id } } pageInfo { totalCount } } }`;
  it("costs the same statements for 2 or 20 jobs, and asks courses once per request", async () => {
    const me = member();
    await exec(APPLY, { id: "16" }, { caller: me });
    await exec(SAVE, { id: "16" }, { caller: me });
    const callsBefore = suite.peers.calls.length;
    const small = await suite.counter.count(() => exec<{ jobs: { items: unknown[] } }>(LIST, { s: 2 }, { caller: me }));
    expect(suite.peers.calls.length).toBe(callsBefore + 1);
    const large = await suite.counter.count(() => exec<{ jobs: { items: unknown[] } }>(LIST, { s: 20 }, { caller: me }));
    expect(suite.peers.calls.length).toBe(callsBefore + 2);
    expect(small.result.errors).toBeUndefined();
    expect(large.result.errors).toBeUndefined();
    expect(large.result.data!.jobs.items).toHaveLength(20);
    expect(large.statements.length).toBe(small.statements.length);
    // list, count, application counts, saved, the viewer's applications, their history, campaigns of the jobs,
    // employers, employer counts, employer pages (other jobs), similar-job candidates: one each
    expect(large.statements.length).toBe(11);
  });
});
