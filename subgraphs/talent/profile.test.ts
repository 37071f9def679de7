/**
 * The talent profile against a real database: About, contact, job settings, experiences, educations, privacy,
 * completion, career roles, settings, people search, avatars and CV scores, as the router calls them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../shared/db.js";
import { createTestDatabase, statementCounter } from "../shared/testing/database.js";
import { as, demo, fakePeers, system, testSubgraph, visitor, type SubgraphClient } from "../shared/testing/harness.js";
import { LocalDiskStorage } from "../shared/storage/index.js";
import { fileOf } from "../shared/storage/fixtures.js";
import type { Caller, Role } from "../shared/viewer.js";
import { COUNTRIES, EDUCATION_LEVELS, PROFILE_LANGUAGES } from "../shared/options.js";
import { CAREER_ROLE_SEED, TOOL_SEED } from "./seed-data.js";
import { createTalentSubgraph } from "./index.js";
import { APPLICANTS_VISIBLE_QUERY } from "./context.js";

const counter = statementCounter();
const NOW = new Date("2026-03-15T10:00:00Z");
let database: Database;
let client: SubgraphClient;
let storageDir: string;
let storage: LocalDiskStorage;
/** Jobs as a fake peer: viewer id → the people who applied where that viewer is the employer side. */
const applied = new Map<string, Set<string>>();
const peers = fakePeers({
  jobs: (query, variables) => {
    if (query !== APPLICANTS_VISIBLE_QUERY) throw new Error(`unexpected jobs call: ${query}`);
    const granted = applied.get(String(variables.viewerId)) ?? new Set();
    return { applicantsVisibleTo: (variables.userIds as string[]).filter((id) => granted.has(id)) };
  },
});

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: counter.onQuery });
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "tf-avatars-"));
  storage = new LocalDiskStorage(storageDir, { secret: "x".repeat(32), publicBaseUrl: "" });
  client = await testSubgraph(createTalentSubgraph({ storage, now: () => NOW }) as never, database, { peers });
});
afterAll(async () => {
  await client?.stop();
  await database?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

type Result = Awaited<ReturnType<SubgraphClient["exec"]>>;
const codeOf = (r: Result) => r.errors?.[0]?.extensions?.code;
const fieldsOf = (r: Result) => (r.errors?.[0]?.extensions?.fields ?? {}) as Record<string, string>;

let serial = 0;
/** A fresh person with a profile (so tests do not depend on each other's edits). */
async function person(
  roles: Role[] = ["STUDENT"],
  firstName = "Test",
  lastName = `Person${++serial}`,
): Promise<{ id: string; caller: Caller }> {
  const id = randomUUID();
  const email = `${firstName}.${lastName}.${serial}@example.test`.toLowerCase().replace(/\s+/g, "");
  const r = await client.exec(
    `mutation($i: CreateUserProfileInput!) { createUserProfile(input: $i) { id } }`,
    { i: { id, firstName, lastName, email } },
    { caller: system() },
  );
  expect(r.errors).toBeUndefined();
  return { id, caller: as({ id, email, roles }) };
}

const FULL = /* GraphQL */ `
  query Full($id: ID!) {
    user(id: $id) {
      id
      email
      avatarUrl
      about {
        bio
        employmentStatus
        languages
        workPermitLocations
        skills {
          id
          title
        }
        location
        links {
          linkedin
          github
          portfolio
          website
        }
      }
      workExperiences {
        id
        jobTitle
        employerName
        start
        end
        descriptions
      }
      educations {
        id
        university
        level
        field
        start
        end
        grade
        descriptions
      }
      targetRole {
        id
      }
      profileCompletion {
        progress
        metCount
        total
        checks {
          key
          met
        }
        tasks {
          key
          link
        }
      }
      uiLanguage
      settings {
        path
        id
        type
        value
      }
      cvScoreHistory {
        total
      }
    }
  }
`;
type Full = {
  id: string;
  email: string | null;
  avatarUrl: string | null;
  about: {
    bio: string | null;
    employmentStatus: string | null;
    languages: string[];
    workPermitLocations: string[];
    skills: { id: string; title: string }[];
    location: string | null;
    links: { linkedin: string | null; github: string | null; portfolio: string | null; website: string | null } | null;
  };
  workExperiences: { id: string; jobTitle: string; employerName: string; start: string; end: string | null; descriptions: string[] }[];
  educations: {
    id: string;
    university: string;
    level: string;
    field: string;
    start: string;
    end: string | null;
    grade: string | null;
    descriptions: string[];
  }[];
  targetRole: { id: string } | null;
  profileCompletion: {
    progress: number;
    metCount: number;
    total: number;
    checks: { key: string; met: boolean }[];
    tasks: { key: string; link: string }[];
  } | null;
  uiLanguage: string | null;
  settings: { path: string; id: string; type: string; value: string | null }[];
  cvScoreHistory: { total: number }[];
};
async function read(id: string, caller: Caller): Promise<Full> {
  const r = await client.exec<{ user: Full }>(FULL, { id }, { caller });
  expect(r.errors).toBeUndefined();
  return r.data!.user;
}

const ABOUT = `mutation($i: ProfileAboutInput!) { updateProfileAbout(input: $i) { id about { bio languages skills { id } } } }`;
const CONTACT = `mutation($i: ProfileContactInput!) { updateProfileContact(input: $i) { id about { location links { linkedin github portfolio website } } } }`;
const JOB = `mutation($i: JobSettingsInput!) { updateJobSettings(input: $i) { id about { employmentStatus workPermitLocations } } }`;
const ADD_WORK = `mutation($i: WorkExperienceInput!) { addWorkExperience(input: $i) { id workExperiences { id jobTitle start end descriptions } } }`;
const UPDATE_WORK = `mutation($id: ID!, $i: WorkExperienceInput!) { updateWorkExperience(id: $id, input: $i) { id workExperiences { id jobTitle } } }`;
const REMOVE_WORK = `mutation($id: ID!) { removeWorkExperience(id: $id) { id workExperiences { id } } }`;
const ADD_EDU = `mutation($i: EducationInput!) { addEducation(input: $i) { id educations { id university level start end grade } } }`;
const UPDATE_EDU = `mutation($id: ID!, $i: EducationInput!) { updateEducation(id: $id, input: $i) { id educations { id university } } }`;
const REMOVE_EDU = `mutation($id: ID!) { removeEducation(id: $id) { id educations { id } } }`;

const work = {
  jobTitle: "Data Analyst",
  employerName: "Lantern Analytics",
  start: "2023-02",
  end: null,
  descriptions: ["Built Power BI dashboards with SQL, cutting reporting time by 40%."],
};
const edu = {
  university: "Universiti Malaya",
  level: "Degree",
  field: "Statistics",
  start: "2018-09",
  end: "2022-06",
  grade: "CGPA 3.6",
  descriptions: [],
};

describe("About, contact and job settings", () => {
  it("saves the About block (trimmed, languages de-duplicated, skills in order) and reads it back", async () => {
    const me = await person();
    const r = await client.exec(
      ABOUT,
      { i: { bio: "  Analyst who likes clean data. ", languages: ["English", "Malay", "English"], skillIds: ["sql", "python"] } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const back = await read(me.id, me.caller);
    expect(back.about).toMatchObject({
      bio: "Analyst who likes clean data.",
      languages: ["English", "Malay"],
      skills: [
        { id: "sql", title: "SQL" },
        { id: "python", title: "Python" },
      ],
    });
  });
  it("saves contact location and links; blank values clear them", async () => {
    const me = await person();
    const links = {
      linkedin: "https://www.linkedin.com/in/mei-ling-tan",
      github: "https://github.com/meiling",
      portfolio: "https://meiling.dev/work",
      website: "http://meiling.dev",
    };
    expect(
      (await client.exec(CONTACT, { i: { location: "Kuala Lumpur, Malaysia", ...links } }, { caller: me.caller })).errors,
    ).toBeUndefined();
    expect((await read(me.id, me.caller)).about).toMatchObject({ location: "Kuala Lumpur, Malaysia", links });
    await client.exec(CONTACT, { i: { location: " ", linkedin: links.linkedin, github: "" } }, { caller: me.caller });
    expect((await read(me.id, me.caller)).about).toMatchObject({
      location: null,
      links: { linkedin: links.linkedin, github: null, portfolio: null, website: null },
    });
  });
  it("saves job settings", async () => {
    const me = await person();
    const r = await client.exec(
      JOB,
      { i: { employmentStatus: "UNEMPLOYED_AND_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia", "Singapore"] } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    expect((await read(me.id, me.caller)).about).toMatchObject({
      employmentStatus: "UNEMPLOYED_AND_LOOKING_FOR_JOB",
      workPermitLocations: ["Malaysia", "Singapore"],
    });
  });

  const refusals: [string, string, Record<string, unknown>, string][] = [
    ["an unknown language", ABOUT, { bio: "x", languages: ["English", "Klingon"], skillIds: [] }, "languages.1"],
    ["an unknown skill", ABOUT, { bio: "x", languages: [], skillIds: ["python", "cobol-2099"] }, "skillIds.1"],
    ["a bio over 2000 characters", ABOUT, { bio: "x".repeat(2001), languages: [], skillIds: [] }, "bio"],
    ["a javascript: link", CONTACT, { website: "javascript:alert(1)" }, "website"],
    ["an ftp: link", CONTACT, { portfolio: "ftp://files.example.com/cv" }, "portfolio"],
    ["text that is not a URL", CONTACT, { github: "my github" }, "github"],
    ["a LinkedIn field not on linkedin.com", CONTACT, { linkedin: "https://linkedin.evil.example/in/x" }, "linkedin"],
    ["a location over 120 characters", CONTACT, { location: "x".repeat(121) }, "location"],
    ["an unknown country", JOB, { employmentStatus: null, workPermitLocations: ["Malaysia", "Atlantis"] }, "workPermitLocations.1"],
  ];
  for (const [label, mutation, input, field] of refusals) {
    it(`refuses ${label} with BAD_USER_INPUT on ${field} and changes nothing`, async () => {
      const me = await person();
      await client.exec(ABOUT, { i: { bio: "Before", languages: ["Tamil"], skillIds: ["excel"] } }, { caller: me.caller });
      await client.exec(CONTACT, { i: { location: "Ipoh", linkedin: "https://linkedin.com/in/before" } }, { caller: me.caller });
      await client.exec(
        JOB,
        { i: { employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia"] } },
        { caller: me.caller },
      );
      const before = await read(me.id, me.caller);
      const r = await client.exec(mutation, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)[field]).toBeTruthy();
      expect(await read(me.id, me.caller)).toEqual(before);
    });
  }
  it("visitors are UNAUTHENTICATED (before any input check)", async () => {
    expect(codeOf(await client.exec(ABOUT, { i: { bio: "x".repeat(5000), languages: [], skillIds: [] } }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await client.exec(JOB, { i: { workPermitLocations: [] } }))).toBe("UNAUTHENTICATED");
  });
});

describe("work experiences and educations", () => {
  it("adds, orders most recent first, updates and removes work experiences", async () => {
    const me = await person();
    await client.exec(ADD_WORK, { i: { ...work, jobTitle: "Intern", start: "2021-06", end: "2021-12" } }, { caller: me.caller });
    await client.exec(ADD_WORK, { i: { ...work, jobTitle: "Junior Analyst", start: "2022-01", end: "2023-01" } }, { caller: me.caller });
    const r = await client.exec<{ addWorkExperience: { workExperiences: { id: string; jobTitle: string; end: string | null }[] } }>(
      ADD_WORK,
      { i: work },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.addWorkExperience.workExperiences;
    expect(list.map((w) => w.jobTitle)).toEqual(["Data Analyst", "Junior Analyst", "Intern"]);
    const intern = list[2]!.id;
    await client.exec(
      UPDATE_WORK,
      { id: intern, i: { ...work, jobTitle: "Analytics Intern", start: "2021-06", end: "2021-12" } },
      { caller: me.caller },
    );
    expect((await read(me.id, me.caller)).workExperiences.map((w) => w.jobTitle)).toEqual([
      "Data Analyst",
      "Junior Analyst",
      "Analytics Intern",
    ]);
    const removed = await client.exec<{ removeWorkExperience: { workExperiences: { id: string }[] } }>(
      REMOVE_WORK,
      { id: intern },
      { caller: me.caller },
    );
    expect(removed.data!.removeWorkExperience.workExperiences).toHaveLength(2);
  });
  it("adds, updates and removes educations (an end in the future is an expected graduation)", async () => {
    const me = await person();
    await client.exec(ADD_EDU, { i: edu }, { caller: me.caller });
    const r = await client.exec<{ addEducation: { educations: { id: string; university: string; end: string | null }[] } }>(
      ADD_EDU,
      { i: { ...edu, university: "Sunway University", level: "Master's", start: "2025-09", end: "2027-06", grade: null } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.addEducation.educations;
    expect(list.map((e) => e.university)).toEqual(["Sunway University", "Universiti Malaya"]);
    await client.exec(UPDATE_EDU, { id: list[1]!.id, i: { ...edu, university: "University of Malaya" } }, { caller: me.caller });
    const back = await read(me.id, me.caller);
    expect(back.educations[1]).toMatchObject({
      university: "University of Malaya",
      level: "Degree",
      field: "Statistics",
      start: "2018-09",
      end: "2022-06",
      grade: "CGPA 3.6",
    });
    await client.exec(REMOVE_EDU, { id: list[0]!.id }, { caller: me.caller });
    expect((await read(me.id, me.caller)).educations.map((e) => e.university)).toEqual(["University of Malaya"]);
  });

  const bad: [string, string, Record<string, unknown>, string][] = [
    ["an end before the start", ADD_WORK, { ...work, start: "2023-05", end: "2023-04" }, "end"],
    ["a start in the future", ADD_WORK, { ...work, start: "2026-04" }, "start"],
    ["a malformed month", ADD_WORK, { ...work, start: "2023-13" }, "start"],
    ["13 bullets", ADD_WORK, { ...work, descriptions: Array.from({ length: 13 }, (_, i) => `Bullet ${i}`) }, "descriptions"],
    ["a 501-character bullet", ADD_WORK, { ...work, descriptions: ["x".repeat(501)] }, "descriptions.0"],
    ["a blank job title", ADD_WORK, { ...work, jobTitle: "  " }, "jobTitle"],
    ["an unknown education level", ADD_EDU, { ...edu, level: "Kindergarten" }, "level"],
    ["an education ending before it starts", ADD_EDU, { ...edu, end: "2017-01" }, "end"],
  ];
  for (const [label, mutation, input, field] of bad) {
    it(`refuses ${label} (${field}) and adds nothing`, async () => {
      const me = await person();
      const r = await client.exec(mutation, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)[field]).toBeTruthy();
      const back = await read(me.id, me.caller);
      expect(back.workExperiences).toEqual([]);
      expect(back.educations).toEqual([]);
    });
  }
  it("the current month is not the future; 12 bullets are allowed", async () => {
    const me = await person();
    const r = await client.exec(
      ADD_WORK,
      { i: { ...work, start: "2026-03", descriptions: Array.from({ length: 12 }, (_, i) => `Did ${i}`) } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
  });

  it("a student cannot update or remove another person's entries: NOT_FOUND and nothing changes", async () => {
    const owner = await person();
    const other = await person();
    const w = await client.exec<{ addWorkExperience: { workExperiences: { id: string }[] } }>(
      ADD_WORK,
      { i: work },
      { caller: owner.caller },
    );
    const e = await client.exec<{ addEducation: { educations: { id: string }[] } }>(ADD_EDU, { i: edu }, { caller: owner.caller });
    const workId = w.data!.addWorkExperience.workExperiences[0]!.id;
    const eduId = e.data!.addEducation.educations[0]!.id;
    const before = await read(owner.id, owner.caller);
    for (const [m, v] of [
      [UPDATE_WORK, { id: workId, i: { ...work, jobTitle: "Hacked" } }],
      [REMOVE_WORK, { id: workId }],
      [UPDATE_EDU, { id: eduId, i: { ...edu, university: "Hacked" } }],
      [REMOVE_EDU, { id: eduId }],
      [REMOVE_WORK, { id: "not-a-uuid" }],
    ] as const) {
      expect(codeOf(await client.exec(m, v, { caller: other.caller }))).toBe("NOT_FOUND");
    }
    expect(await read(owner.id, owner.caller)).toEqual(before);
  });
});

describe("privacy: who sees which field", () => {
  let owner: { id: string; caller: Caller };
  beforeAll(async () => {
    owner = await person();
    await client.exec(ABOUT, { i: { bio: "Public bio", languages: ["English"], skillIds: ["python"] } }, { caller: owner.caller });
    await client.exec(CONTACT, { i: { location: "Penang", linkedin: "https://linkedin.com/in/owner" } }, { caller: owner.caller });
    await client.exec(
      JOB,
      { i: { employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia"] } },
      { caller: owner.caller },
    );
    await client.exec(ADD_WORK, { i: work }, { caller: owner.caller });
    await client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: owner.caller });
    await client.exec(`mutation { setUiLanguage(language: zh_Hant) { id } }`, {}, { caller: owner.caller });
  });

  it("the person sees everything", async () => {
    const u = await read(owner.id, owner.caller);
    expect(u.email).not.toBeNull();
    expect(u.about).toMatchObject({
      bio: "Public bio",
      employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB",
      workPermitLocations: ["Malaysia"],
      location: "Penang",
    });
    expect(u.about.links?.linkedin).toBe("https://linkedin.com/in/owner");
    expect(u.targetRole).toEqual({ id: "data-science" });
    expect(u.profileCompletion).not.toBeNull();
    expect(u.uiLanguage).toBe("zh_Hant");
    expect(u.settings).toHaveLength(3);
  });
  it("another student sees the public part only: no email, contact, job settings, completion or settings", async () => {
    const other = await person();
    const u = await read(owner.id, other.caller);
    expect(u).toMatchObject({ email: null, targetRole: null, profileCompletion: null, uiLanguage: null, settings: [], cvScoreHistory: [] });
    expect(u.about).toEqual({
      bio: "Public bio",
      employmentStatus: null,
      languages: ["English"],
      workPermitLocations: [],
      skills: [{ id: "python", title: "Python" }],
      location: null,
      links: null,
    });
    expect(u.workExperiences).toHaveLength(1);
  });
  it("a talent admin sees email, contact, job settings, target role and completion, not the person's own settings", async () => {
    const u = await read(owner.id, demo("TALENT_ADMIN"));
    expect(u.email).not.toBeNull();
    expect(u.about).toMatchObject({
      employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB",
      location: "Penang",
      workPermitLocations: ["Malaysia"],
    });
    expect(u.targetRole).toEqual({ id: "data-science" });
    expect(u.profileCompletion).not.toBeNull();
    expect(u).toMatchObject({ uiLanguage: null, settings: [], cvScoreHistory: [] });
  });
  it("a company representative without an application sees what other learners see", async () => {
    const u = await read(owner.id, demo("COMPANY_REPRESENTATIVE"));
    expect(u).toMatchObject({ email: null, profileCompletion: null });
    expect(u.about).toMatchObject({ employmentStatus: null, location: null, links: null });
  });
  it("the employer side of an application (jobs says so) sees job-search details, completion and the CV score — not email, settings or history", async () => {
    for (const roles of [["COMPANY_REPRESENTATIVE"], ["JOB_ADMIN"]] as Role[][]) {
      const reader = as({ id: randomUUID(), email: "employer@example.test", roles });
      applied.set(reader.viewer!.id, new Set([owner.id]));
      const u = await read(owner.id, reader);
      expect(u.about, roles[0]).toMatchObject({
        employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB",
        workPermitLocations: ["Malaysia"],
        location: "Penang",
      });
      expect(u.about.links?.linkedin).toBe("https://linkedin.com/in/owner");
      expect(u.profileCompletion).not.toBeNull();
      expect(u).toMatchObject({ email: null, targetRole: null, uiLanguage: null, settings: [], cvScoreHistory: [] });
      const score = await client.exec<{ user: { cvScore: { total: number } | null } }>(
        `query($id: ID!) { user(id: $id) { cvScore(roleId: "data-science") { total } } }`,
        { id: owner.id },
        { caller: reader },
      );
      expect(score.data!.user.cvScore).not.toBeNull();
    }
    // an employer's look is not recorded in the person's own score history
    const history = await client.exec<{ user: { cvScoreHistory: unknown[] } }>(
      `query($id: ID!) { user(id: $id) { cvScoreHistory { total } } }`,
      { id: owner.id },
      { caller: owner.caller },
    );
    expect(history.data!.user.cvScoreHistory).toEqual([]);
  });
  it("the relation is asked of jobs once for a whole list, and never for readers it cannot change", async () => {
    const reader = as({ id: randomUUID(), email: "rep@example.test", roles: ["COMPANY_REPRESENTATIVE"] });
    const others = [await person(), await person()];
    applied.set(reader.viewer!.id, new Set([others[1]!.id]));
    const before = peers.calls.length;
    const q = `query($a: ID!, $b: ID!, $c: ID!) { a: user(id: $a) { about { location } profileCompletion { total } } b: user(id: $b) { about { location } } c: user(id: $c) { profileCompletion { total } } }`;
    const r = await client.exec<Record<string, { about?: { location: string | null }; profileCompletion?: { total: number } | null }>>(
      q,
      { a: owner.id, b: others[0]!.id, c: others[1]!.id },
      { caller: reader },
    );
    expect(r.errors).toBeUndefined();
    expect(peers.calls.length - before).toBe(1);
    expect(r.data!.a!.profileCompletion).toBeNull();
    expect(r.data!.c!.profileCompletion).toEqual({ total: 9 });
    // a learner, a talent admin and the person themself never cause a call
    const after = peers.calls.length;
    for (const caller of [(await person()).caller, demo("TALENT_ADMIN"), owner.caller]) await read(owner.id, caller);
    expect(peers.calls.length).toBe(after);
  });
  it("a visitor sees names only", async () => {
    const u = await read(owner.id, visitor());
    expect(u.about).toEqual({
      bio: null,
      employmentStatus: null,
      languages: [],
      workPermitLocations: [],
      skills: [],
      location: null,
      links: null,
    });
    expect(u.workExperiences).toEqual([]);
    expect(u.educations).toEqual([]);
  });
  it("cvScore is the person's own (null for a talent admin)", async () => {
    const q = `query($id: ID!) { user(id: $id) { cvScore { total } } }`;
    expect(
      (await client.exec<{ user: { cvScore: unknown } }>(q, { id: owner.id }, { caller: demo("TALENT_ADMIN") })).data!.user.cvScore,
    ).toBeNull();
  });
});

describe("profile completion", () => {
  it("starts at 0 of 9 with a task per check, and tasks disappear as the profile fills", async () => {
    const me = await person();
    const completion = async () => (await read(me.id, me.caller)).profileCompletion!;
    const first = await completion();
    expect(first).toMatchObject({ progress: 0, metCount: 0, total: 9 });
    expect(first.tasks).toEqual([
      { key: "bio", link: "/cv" },
      { key: "employmentStatus", link: "/settings#settings-job" },
      { key: "languages", link: "/cv" },
      { key: "workPermitLocations", link: "/settings#settings-job" },
      { key: "location", link: "/profile/edit?form=contact" },
      { key: "linkedin", link: "/profile/edit?form=contact" },
      { key: "workExperience", link: "/cv" },
      { key: "education", link: "/cv" },
      { key: "skills", link: "/cv" },
    ]);
    await client.exec(ABOUT, { i: { bio: "Hi", languages: ["Malay"], skillIds: [] } }, { caller: me.caller });
    expect((await completion()).tasks.map((t) => t.key)).not.toContain("bio");
    expect((await completion()).metCount).toBe(2);
    await client.exec(ABOUT, { i: { bio: "Hi", languages: ["Malay"], skillIds: ["excel"] } }, { caller: me.caller });
    await client.exec(
      JOB,
      { i: { employmentStatus: "EMPLOYED_AND_NOT_LOOKING_FOR_JOB", workPermitLocations: ["Brunei"] } },
      { caller: me.caller },
    );
    await client.exec(CONTACT, { i: { location: "Kuching", linkedin: "https://linkedin.com/in/me" } }, { caller: me.caller });
    await client.exec(ADD_WORK, { i: work }, { caller: me.caller });
    expect((await completion()).tasks).toEqual([{ key: "education", link: "/cv" }]);
    await client.exec(ADD_EDU, { i: edu }, { caller: me.caller });
    expect(await completion()).toMatchObject({ progress: 1, metCount: 9, tasks: [] });
  });
});

describe("career roles and the vocabulary", () => {
  it("lists the SPEC's 15 career roles in order, each with a skill set of real tools", async () => {
    const r = await client.exec<{ careerRoles: { id: string; title: string; skills: { tool: { id: string }; importance: string }[] }[] }>(
      `{ careerRoles { id title skills { tool { id } importance } } }`,
    );
    expect(r.errors).toBeUndefined();
    const roles = r.data!.careerRoles;
    expect(roles.map((x) => x.id)).toEqual(CAREER_ROLE_SEED.map((x) => x.id));
    expect(roles).toHaveLength(15);
    for (const role of roles.filter((x) => x.id !== "others")) {
      expect(role.skills.length).toBeGreaterThan(0);
      expect(role.skills[0]!.importance).toBe("CORE");
    }
    expect(roles.find((x) => x.id === "others")!.skills).toEqual([]);
  });
  it("careerRole by id, null when unknown", async () => {
    const r = await client.exec<{ a: { title: string } | null; b: unknown }>(
      `{ a: careerRole(id: "ux-ui-designer") { title } b: careerRole(id: "astronaut") { title } }`,
    );
    expect(r.data).toEqual({ a: { title: "UX/UI designer" }, b: null });
  });
  it("resolves CareerRole references through _entities", async () => {
    const r = await client.exec<{ _entities: ({ id: string; title: string } | null)[] }>(
      `{ _entities(representations: [{ __typename: "CareerRole", id: "cybersecurity" }, { __typename: "CareerRole", id: "nope" }]) { ... on CareerRole { id title } } }`,
    );
    expect(r.data!._entities).toEqual([{ id: "cybersecurity", title: "Cybersecurity" }, null]);
  });
  it("the vocabulary has about 110 entries, concepts flagged as not skills", async () => {
    expect(TOOL_SEED.length).toBeGreaterThanOrEqual(105);
    expect(TOOL_SEED.length).toBeLessThanOrEqual(120);
    const concepts = TOOL_SEED.filter((t) => t.skill === false).map((t) => t.id);
    expect(concepts).toEqual(
      expect.arrayContaining(["ai", "bitcoin", "blockchain", "cloud-computing", "constructed-reality", "iot", "web3"]),
    );
  });
  it("profileOptions serves the lists the server validates against", async () => {
    const r = await client.exec<{ profileOptions: { languages: string[]; countries: string[]; educationLevels: string[] } }>(
      `{ profileOptions { languages countries educationLevels } }`,
    );
    expect(r.data!.profileOptions).toEqual({
      languages: [...PROFILE_LANGUAGES],
      countries: [...COUNTRIES],
      educationLevels: [...EDUCATION_LEVELS],
    });
    expect(COUNTRIES).toHaveLength(22);
  });
  it("setTargetRole saves a known role and refuses an unknown one", async () => {
    const me = await person();
    expect(codeOf(await client.exec(`mutation { setTargetRole(roleId: "astronaut") { id } }`, {}, { caller: me.caller }))).toBe(
      "BAD_USER_INPUT",
    );
    expect((await read(me.id, me.caller)).targetRole).toBeNull();
    await client.exec(`mutation { setTargetRole(roleId: "cybersecurity") { id } }`, {}, { caller: me.caller });
    expect((await read(me.id, me.caller)).targetRole).toEqual({ id: "cybersecurity" });
  });
});

describe("settings and the interface language", () => {
  it("derives the settings entries from job settings and the UI language", async () => {
    const me = await person();
    expect((await read(me.id, me.caller)).settings).toEqual([
      { path: "/settings#settings-job", id: "employment-status", type: "enum", value: null },
      { path: "/settings#settings-job", id: "work-permit-locations", type: "enum-list", value: null },
      { path: "/settings#settings-language", id: "ui-language", type: "enum", value: null },
    ]);
    await client.exec(
      JOB,
      { i: { employmentStatus: "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB", workPermitLocations: ["Hong Kong", "Japan"] } },
      { caller: me.caller },
    );
    const r = await client.exec<{ setUiLanguage: { uiLanguage: string } }>(
      `mutation { setUiLanguage(language: zh_Hans) { uiLanguage } }`,
      {},
      { caller: me.caller },
    );
    expect(r.data!.setUiLanguage.uiLanguage).toBe("zh_Hans");
    const back = await read(me.id, me.caller);
    expect(back.uiLanguage).toBe("zh_Hans");
    expect(back.settings.map((s) => s.value)).toEqual(["UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB", "Hong Kong,Japan", "zh-Hans"]);
  });
  it("viewer.uiLanguage is what the client applies after log-in", async () => {
    const me = await person();
    await client.exec(`mutation { setUiLanguage(language: en) { id } }`, {}, { caller: me.caller });
    const r = await client.exec<{ viewer: { uiLanguage: string } }>(`{ viewer { uiLanguage } }`, {}, { caller: me.caller });
    expect(r.data!.viewer.uiLanguage).toBe("en");
  });
  it("visitors cannot set a language", async () => {
    expect(codeOf(await client.exec(`mutation { setUiLanguage(language: en) { id } }`))).toBe("UNAUTHENTICATED");
  });
});

const PEOPLE = `query($s: String!, $page: Int, $pageSize: Int) { people(search: $s, page: $page, pageSize: $pageSize) { items { id firstName lastName } pageInfo { totalCount hasNextPage } } }`;
type PeopleData = {
  people: { items: { id: string; firstName: string; lastName: string }[]; pageInfo: { totalCount: number; hasNextPage: boolean } };
};

describe("people search", () => {
  let target: { id: string };
  beforeAll(async () => {
    target = await person(["STUDENT"], "Xiuying", "Quartermaine");
  });
  const search = (s: string) => client.exec<PeopleData>(PEOPLE, { s }, { caller: demo("TALENT_ADMIN") });
  it("blank text returns nothing", async () => {
    for (const s of ["", "   "]) {
      const r = await search(s);
      expect(r.errors).toBeUndefined();
      expect(r.data!.people).toEqual({ items: [], pageInfo: { totalCount: 0, hasNextPage: false } });
    }
  });
  for (const [label, text] of [
    ["first name", "xiuy"],
    ["last name", "QUARTER"],
    ["full name across the space", "ying quarter"],
    ["email", "xiuying.quartermaine."],
  ] as const) {
    it(`matches a case-insensitive substring of the ${label}`, async () => {
      const r = await search(text);
      expect(r.data!.people.items.map((p) => p.id)).toEqual([target.id]);
    });
  }
  it("LIKE wildcards match literally", async () => {
    expect((await search("%")).data!.people.items).toEqual([]);
  });
  it("course admins may search too (class membership), without seeing emails", async () => {
    const r = await client.exec<{ people: { items: { id: string; email: string | null }[] } }>(
      `query($s: String!) { people(search: $s) { items { id email } } }`,
      { s: "xiuying.quartermaine." },
      { caller: demo("COURSE_ADMIN") },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.people.items).toEqual([{ id: target.id, email: null }]);
  });
  it("is FORBIDDEN for students and UNAUTHENTICATED for visitors", async () => {
    expect(codeOf(await client.exec(PEOPLE, { s: "xiu" }, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    expect(codeOf(await client.exec(PEOPLE, { s: "xiu" }))).toBe("UNAUTHENTICATED");
  });
  it("about, experiences and educations batch: 2 or 8 people cost the same statements", async () => {
    for (let i = 0; i < 8; i++) {
      const p = await person(["STUDENT"], "Batch", `Member${i}`);
      await client.exec(ABOUT, { i: { bio: "b", languages: [], skillIds: ["python", "sql"] } }, { caller: p.caller });
      await client.exec(ADD_WORK, { i: work }, { caller: p.caller });
      await client.exec(ADD_EDU, { i: edu }, { caller: p.caller });
    }
    const q = `query($s: String!, $n: Int) { people(search: $s, pageSize: $n) { items { id about { bio skills { id } } workExperiences { id } educations { id } } } }`;
    const small = await counter.count(() =>
      client.exec<{ people: { items: unknown[] } }>(q, { s: "batch", n: 2 }, { caller: demo("TALENT_ADMIN") }),
    );
    const large = await counter.count(() =>
      client.exec<{ people: { items: unknown[] } }>(q, { s: "batch", n: 8 }, { caller: demo("TALENT_ADMIN") }),
    );
    expect(small.result.errors).toBeUndefined();
    expect(large.result.data!.people.items).toHaveLength(8);
    expect(large.statements.length).toBe(small.statements.length);
  });
  it("User references from other subgraphs resolve in one statement, with about batched too", async () => {
    const reps = Array.from({ length: 3 }, () => ({ __typename: "User", id: target.id }));
    const { result, statements } = await counter.count(() =>
      client.exec<{ _entities: { id: string }[] }>(
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id displayName } } }`,
        { r: reps },
      ),
    );
    expect(result.data!._entities.map((u) => u.id)).toEqual([target.id, target.id, target.id]);
    expect(statements).toHaveLength(1);
  });
});

describe("peopleMatching (internal: the forum's person search)", () => {
  const MATCHING = `query($s: String!, $e: Boolean!, $n: Int!) { peopleMatching(search: $s, includeEmail: $e, limit: $n) }`;
  const matching = (s: string, e: boolean, n = 5, caller = system()) =>
    client.exec<{ peopleMatching: string[] }>(MATCHING, { s, e, n }, { caller });
  let zara: { id: string };
  let yusuf: { id: string };
  beforeAll(async () => {
    yusuf = await person(["STUDENT"], "Yusuf", "Zolotarev");
    zara = await person(["STUDENT"], "Zara", "Wolcott");
  });

  it("matches first, last and full name case-insensitively, by name, at most `limit`", async () => {
    expect((await matching("ZOLOTAR", false)).data!.peopleMatching).toEqual([yusuf.id]);
    expect((await matching("zara wol", false)).data!.peopleMatching).toEqual([zara.id]);
    // "ol" is in both last names: by first name, Yusuf before Zara.
    const both = (await matching("ol", false, 10)).data!.peopleMatching.filter((id) => id === yusuf.id || id === zara.id);
    expect(both).toEqual([yusuf.id, zara.id]);
    expect((await matching("e", false, 1)).data!.peopleMatching).toHaveLength(1);
  });

  it("matches emails only with includeEmail (so no email leaks to those who may not see it)", async () => {
    // person() makes emails of the form first.last.serial@example.test: "wolcott." is only in Zara's email...
    expect((await matching("wolcott.", true)).data!.peopleMatching).toEqual([zara.id]);
    expect((await matching("wolcott.", false)).data!.peopleMatching).toEqual([]);
    expect((await matching("@example.test", false)).data!.peopleMatching).toEqual([]);
  });

  it("blank text finds nobody, wildcards are literal, a limit outside 1-10 is BAD_USER_INPUT", async () => {
    for (const s of ["", "   "]) expect((await matching(s, true)).data!.peopleMatching).toEqual([]);
    expect((await matching("%", true)).data!.peopleMatching).toEqual([]);
    for (const n of [0, 11]) expect(codeOf(await matching("zara", false, n))).toBe("BAD_USER_INPUT");
  });

  it("only the platform may ask (FORBIDDEN for people, talent admins included, and visitors)", async () => {
    for (const caller of [demo("TALENT_ADMIN"), demo("STUDENT"), visitor()])
      expect(codeOf(await matching("zara", false, 5, caller))).toBe("FORBIDDEN");
  });
});

const UPLOAD = `mutation($i: AvatarInput!) { uploadAvatar(input: $i) { id avatarUrl } }`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("avatar", () => {
  const files = () =>
    fs.existsSync(path.join(storageDir, "avatar"))
      ? fs.readdirSync(path.join(storageDir, "avatar")).filter((f) => !f.endsWith(".meta.json"))
      : [];

  it("stores a valid PNG, returns a signed URL, and replaces (deletes) the old file on a new upload", async () => {
    const me = await person();
    const r = await client.exec<{ uploadAvatar: { avatarUrl: string } }>(
      UPLOAD,
      { i: { contentType: "image/png", dataBase64: b64(fileOf("png", 256)) } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const url = r.data!.uploadAvatar.avatarUrl;
    expect(url).toMatch(/^\/files\/avatar\/[0-9a-f-]{36}\.png\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const key = decodeURIComponent(url.slice("/files/".length, url.indexOf("?")));
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe("image/png");
    const u = new URL(url, "http://x");
    expect(storage.verifySignedRequest(key, u.searchParams.get("expires")!, u.searchParams.get("sig")!, NOW)).toBe(true);

    const again = await client.exec<{ uploadAvatar: { avatarUrl: string } }>(
      UPLOAD,
      { i: { contentType: "image/jpeg", dataBase64: b64(fileOf("jpeg", 128)) } },
      { caller: me.caller },
    );
    expect(again.data!.uploadAvatar.avatarUrl).toMatch(/\.jpg\?/);
    expect(await storage.get(key)).toBeNull();

    const removed = await client.exec<{ removeAvatar: { avatarUrl: string | null } }>(
      `mutation { removeAvatar { avatarUrl } }`,
      {},
      { caller: me.caller },
    );
    expect(removed.data!.removeAvatar.avatarUrl).toBeNull();
  });
  for (const [label, input] of [
    ["PNG bytes declared as PDF", { contentType: "application/pdf", dataBase64: b64(fileOf("png", 64)) }],
    ["invalid base64", { contentType: "image/png", dataBase64: "not base64!!" }],
    ["an SVG", { contentType: "image/svg+xml", dataBase64: b64(fileOf("svg")) }],
    ["a file over 2 MiB", { contentType: "image/png", dataBase64: b64(fileOf("png", 2 * 1024 * 1024 + 1)) }],
  ] as const) {
    it(`refuses ${label} with BAD_USER_INPUT; nothing is stored or changed`, async () => {
      const me = await person();
      const ok = await client.exec<{ uploadAvatar: { avatarUrl: string } }>(
        UPLOAD,
        { i: { contentType: "image/png", dataBase64: b64(fileOf("png")) } },
        { caller: me.caller },
      );
      const before = files();
      const r = await client.exec(UPLOAD, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(files()).toEqual(before);
      expect((await read(me.id, me.caller)).avatarUrl).toBe(ok.data!.uploadAvatar.avatarUrl);
    });
  }
  it("visitors are UNAUTHENTICATED", async () => {
    expect(codeOf(await client.exec(UPLOAD, { i: { contentType: "image/png", dataBase64: b64(fileOf("png")) } }))).toBe("UNAUTHENTICATED");
  });
});

const SCORE_TEXT = `query($t: String!, $r: ID!) { scoreCvText(text: $t, roleId: $r) { total role { id } lines criteria { key weight points ratio summary evidence { lineIndex text note } suggestions { lineIndex kind message } } } }`;
const CV_TEXT = [
  "Mei Ling Tan",
  "Summary",
  "Data analyst who turns messy data into decisions.",
  "Experience",
  "Data Analyst, Lantern Analytics, Feb 2023 - Present",
  "- Built Power BI dashboards on SQL views, cutting weekly reporting time by 40%",
  "- Automated data cleaning in Python with pandas, saving 6 hours a week",
  "Education",
  "Universiti Malaya, Bachelor of Science in Statistics, 2018 - 2022, CGPA 3.6",
  "Skills",
  "Python, SQL, Power BI, Excel, Tableau",
].join("\n");
type ScoreData = {
  scoreCvText: { total: number; role: { id: string }; lines: string[]; criteria: { key: string; weight: number; points: number }[] };
};

describe("CV scores", () => {
  const history = async (me: { id: string; caller: Caller }) =>
    (
      await client.exec<{
        user: { cvScoreHistory: { source: string; total: number; role: { id: string }; criteria: { key: string; points: number }[] }[] };
      }>(
        `query($id: ID!) { user(id: $id) { cvScoreHistory { source total role { id } criteria { key points } createdAt } } }`,
        { id: me.id },
        { caller: me.caller },
      )
    ).data!.user.cvScoreHistory;

  it("scores pasted text against a role with the SPEC's weights, and records it once per change", async () => {
    const me = await person();
    const r = await client.exec<ScoreData>(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }, { caller: me.caller });
    expect(r.errors).toBeUndefined();
    const s = r.data!.scoreCvText;
    expect(s.role.id).toBe("data-science");
    expect(s.criteria.map((c) => [c.key, c.weight])).toEqual([
      ["relevance", 45],
      ["experienceDepth", 15],
      ["whatHowResults", 15],
      ["education", 10],
      ["conciseLanguage", 10],
      ["personalInformation", 5],
    ]);
    expect(s.total).toBe(s.criteria.reduce((a, c) => a + c.points, 0));
    expect(s.total).toBeGreaterThan(0);
    expect(s.lines).toContain("Skills");
    await client.exec(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }, { caller: me.caller });
    expect(await history(me)).toHaveLength(1);
    const other = await client.exec<ScoreData>(
      SCORE_TEXT,
      { t: "Experience\nCashier, Kedai Runcit, 2020 - 2021", r: "data-science" },
      { caller: me.caller },
    );
    const h = await history(me);
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({ source: "TEXT", total: other.data!.scoreCvText.total, role: { id: "data-science" } });
    expect(JSON.stringify(h)).not.toContain("Kedai Runcit");
  });
  it("is UNAUTHENTICATED for visitors, BAD_USER_INPUT over 20000 characters or for an unknown role; nothing recorded", async () => {
    const me = await person();
    expect(codeOf(await client.exec(SCORE_TEXT, { t: CV_TEXT, r: "data-science" }))).toBe("UNAUTHENTICATED");
    const long = await client.exec(SCORE_TEXT, { t: "x".repeat(20001), r: "data-science" }, { caller: me.caller });
    expect(codeOf(long)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(long).text).toBeTruthy();
    const role = await client.exec(SCORE_TEXT, { t: CV_TEXT, r: "astronaut" }, { caller: me.caller });
    expect(codeOf(role)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(role).roleId).toBeTruthy();
    expect(await history(me)).toEqual([]);
    expect((await client.exec(SCORE_TEXT, { t: "x".repeat(20000), r: "data-science" }, { caller: me.caller })).errors).toBeUndefined();
  });
  it("scores the profile against the target role, records a snapshot only when the score changes", async () => {
    const me = await person();
    const q = `query($id: ID!, $r: ID) { user(id: $id) { cvScore(roleId: $r) { total role { id } } } }`;
    const score = async (r?: string) =>
      (await client.exec<{ user: { cvScore: { total: number; role: { id: string } } | null } }>(q, { id: me.id, r }, { caller: me.caller }))
        .data!.user.cvScore;
    expect(await score()).toBeNull();
    await client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: me.caller });
    const empty = await score();
    expect(empty?.role.id).toBe("data-science");
    await score();
    expect(await history(me)).toHaveLength(1);
    await client.exec(ADD_WORK, { i: work }, { caller: me.caller });
    await client.exec(
      ABOUT,
      { i: { bio: "Data analyst.", languages: ["English"], skillIds: ["python", "sql", "power-bi"] } },
      { caller: me.caller },
    );
    const filled = await score();
    expect(filled!.total).toBeGreaterThan(empty!.total);
    const h = await history(me);
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({ source: "PROFILE", total: filled!.total });
    expect((await score("cybersecurity"))?.role.id).toBe("cybersecurity");
    expect(codeOf(await client.exec(q, { id: me.id, r: "astronaut" }, { caller: me.caller }))).toBe("BAD_USER_INPUT");
  });
  it("a score and its history asked for in one query agree (the snapshot just recorded is listed)", async () => {
    const me = await person();
    await client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: me.caller });
    const r = await client.exec<{ user: { cvScore: { total: number }; cvScoreHistory: { source: string; total: number }[] } }>(
      `query($id: ID!) { user(id: $id) { cvScore { total } cvScoreHistory { source total } } }`,
      { id: me.id },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.user.cvScoreHistory[0]).toEqual({ source: "PROFILE", total: r.data!.user.cvScore.total });
  });
  it("cvScoreHistory limit is 1 to 100", async () => {
    const me = await person();
    const q = `query($id: ID!, $n: Int) { user(id: $id) { cvScoreHistory(limit: $n) { total } } }`;
    expect(codeOf(await client.exec(q, { id: me.id, n: 101 }, { caller: me.caller }))).toBe("BAD_USER_INPUT");
    expect((await client.exec(q, { id: me.id, n: 100 }, { caller: me.caller })).errors).toBeUndefined();
  });
});
