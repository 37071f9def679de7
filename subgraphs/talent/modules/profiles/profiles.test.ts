/**
 * Profiles against a real database, as the router calls them: About, contact and job settings, work experiences and
 * educations, who sees which field, completion, profile options and the target role, settings and the interface
 * language.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES, EDUCATION_LEVELS, PROFILE_LANGUAGES } from "../../../shared/options.js";
import { as, demo, system, visitor } from "../../../shared/testing/harness.js";
import type { Caller, Role } from "../../../shared/viewer.js";
import {
  ABOUT,
  ADD_EDU,
  ADD_WORK,
  CONTACT,
  JOB,
  REMOVE_EDU,
  REMOVE_WORK,
  UPDATE_EDU,
  UPDATE_WORK,
  codeOf,
  edu,
  fieldsOf,
  talentTestbed,
  work,
} from "../../testing.js";

const bed = talentTestbed();

describe("About, contact and job settings", () => {
  it("saves the About block (trimmed, languages de-duplicated, skills in order) and reads it back", async () => {
    const me = await bed.person();
    const r = await bed.client.exec(
      ABOUT,
      { i: { bio: "  Analyst who likes clean data. ", languages: ["English", "Malay", "English"], skillIds: ["sql", "python"] } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const back = await bed.read(me.id, me.caller);
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
    const me = await bed.person();
    const links = {
      linkedin: "https://www.linkedin.com/in/mei-ling-tan",
      github: "https://github.com/meiling",
      portfolio: "https://meiling.dev/work",
      website: "http://meiling.dev",
    };
    expect(
      (await bed.client.exec(CONTACT, { i: { location: "Kuala Lumpur, Malaysia", ...links } }, { caller: me.caller })).errors,
    ).toBeUndefined();
    expect((await bed.read(me.id, me.caller)).about).toMatchObject({ location: "Kuala Lumpur, Malaysia", links });
    await bed.client.exec(CONTACT, { i: { location: " ", linkedin: links.linkedin, github: "" } }, { caller: me.caller });
    expect((await bed.read(me.id, me.caller)).about).toMatchObject({
      location: null,
      links: { linkedin: links.linkedin, github: null, portfolio: null, website: null },
    });
  });
  it("saves job settings", async () => {
    const me = await bed.person();
    const r = await bed.client.exec(
      JOB,
      { i: { employmentStatus: "UNEMPLOYED_AND_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia", "Singapore"] } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    expect((await bed.read(me.id, me.caller)).about).toMatchObject({
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
      const me = await bed.person();
      await bed.client.exec(ABOUT, { i: { bio: "Before", languages: ["Tamil"], skillIds: ["excel"] } }, { caller: me.caller });
      await bed.client.exec(CONTACT, { i: { location: "Ipoh", linkedin: "https://linkedin.com/in/before" } }, { caller: me.caller });
      await bed.client.exec(
        JOB,
        { i: { employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia"] } },
        { caller: me.caller },
      );
      const before = await bed.read(me.id, me.caller);
      const r = await bed.client.exec(mutation, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)[field]).toBeTruthy();
      expect(await bed.read(me.id, me.caller)).toEqual(before);
    });
  }
  it("visitors are UNAUTHENTICATED (before any input check)", async () => {
    expect(codeOf(await bed.client.exec(ABOUT, { i: { bio: "x".repeat(5000), languages: [], skillIds: [] } }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await bed.client.exec(JOB, { i: { workPermitLocations: [] } }))).toBe("UNAUTHENTICATED");
  });
});

describe("work experiences and educations", () => {
  it("adds, orders most recent first, updates and removes work experiences", async () => {
    const me = await bed.person();
    await bed.client.exec(ADD_WORK, { i: { ...work, jobTitle: "Intern", start: "2021-06", end: "2021-12" } }, { caller: me.caller });
    await bed.client.exec(
      ADD_WORK,
      { i: { ...work, jobTitle: "Junior Analyst", start: "2022-01", end: "2023-01" } },
      { caller: me.caller },
    );
    const r = await bed.client.exec<{ addWorkExperience: { workExperiences: { id: string; jobTitle: string; end: string | null }[] } }>(
      ADD_WORK,
      { i: work },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.addWorkExperience.workExperiences;
    expect(list.map((w) => w.jobTitle)).toEqual(["Data Analyst", "Junior Analyst", "Intern"]);
    const intern = list[2]!.id;
    await bed.client.exec(
      UPDATE_WORK,
      { id: intern, i: { ...work, jobTitle: "Analytics Intern", start: "2021-06", end: "2021-12" } },
      { caller: me.caller },
    );
    expect((await bed.read(me.id, me.caller)).workExperiences.map((w) => w.jobTitle)).toEqual([
      "Data Analyst",
      "Junior Analyst",
      "Analytics Intern",
    ]);
    const removed = await bed.client.exec<{ removeWorkExperience: { workExperiences: { id: string }[] } }>(
      REMOVE_WORK,
      { id: intern },
      { caller: me.caller },
    );
    expect(removed.data!.removeWorkExperience.workExperiences).toHaveLength(2);
  });
  it("adds, updates and removes educations (an end in the future is an expected graduation)", async () => {
    const me = await bed.person();
    await bed.client.exec(ADD_EDU, { i: edu }, { caller: me.caller });
    const r = await bed.client.exec<{ addEducation: { educations: { id: string; university: string; end: string | null }[] } }>(
      ADD_EDU,
      { i: { ...edu, university: "Sunway University", level: "Master's", start: "2025-09", end: "2027-06", grade: null } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
    const list = r.data!.addEducation.educations;
    expect(list.map((e) => e.university)).toEqual(["Sunway University", "Universiti Malaya"]);
    await bed.client.exec(UPDATE_EDU, { id: list[1]!.id, i: { ...edu, university: "University of Malaya" } }, { caller: me.caller });
    const back = await bed.read(me.id, me.caller);
    expect(back.educations[1]).toMatchObject({
      university: "University of Malaya",
      level: "Degree",
      field: "Statistics",
      start: "2018-09",
      end: "2022-06",
      grade: "CGPA 3.6",
    });
    await bed.client.exec(REMOVE_EDU, { id: list[0]!.id }, { caller: me.caller });
    expect((await bed.read(me.id, me.caller)).educations.map((e) => e.university)).toEqual(["University of Malaya"]);
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
      const me = await bed.person();
      const r = await bed.client.exec(mutation, { i: input }, { caller: me.caller });
      expect(codeOf(r)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r)[field]).toBeTruthy();
      const back = await bed.read(me.id, me.caller);
      expect(back.workExperiences).toEqual([]);
      expect(back.educations).toEqual([]);
    });
  }
  it("the current month is not the future; 12 bullets are allowed", async () => {
    const me = await bed.person();
    const r = await bed.client.exec(
      ADD_WORK,
      { i: { ...work, start: "2026-03", descriptions: Array.from({ length: 12 }, (_, i) => `Did ${i}`) } },
      { caller: me.caller },
    );
    expect(r.errors).toBeUndefined();
  });

  it("a student cannot update or remove another person's entries: NOT_FOUND and nothing changes", async () => {
    const owner = await bed.person();
    const other = await bed.person();
    const w = await bed.client.exec<{ addWorkExperience: { workExperiences: { id: string }[] } }>(
      ADD_WORK,
      { i: work },
      { caller: owner.caller },
    );
    const e = await bed.client.exec<{ addEducation: { educations: { id: string }[] } }>(ADD_EDU, { i: edu }, { caller: owner.caller });
    const workId = w.data!.addWorkExperience.workExperiences[0]!.id;
    const eduId = e.data!.addEducation.educations[0]!.id;
    const before = await bed.read(owner.id, owner.caller);
    for (const [m, v] of [
      [UPDATE_WORK, { id: workId, i: { ...work, jobTitle: "Hacked" } }],
      [REMOVE_WORK, { id: workId }],
      [UPDATE_EDU, { id: eduId, i: { ...edu, university: "Hacked" } }],
      [REMOVE_EDU, { id: eduId }],
      [REMOVE_WORK, { id: "not-a-uuid" }],
    ] as const) {
      expect(codeOf(await bed.client.exec(m, v, { caller: other.caller }))).toBe("NOT_FOUND");
    }
    expect(await bed.read(owner.id, owner.caller)).toEqual(before);
  });
});

describe("privacy: who sees which field", () => {
  let owner: { id: string; caller: Caller };
  beforeAll(async () => {
    owner = await bed.person();
    await bed.client.exec(ABOUT, { i: { bio: "Public bio", languages: ["English"], skillIds: ["python"] } }, { caller: owner.caller });
    await bed.client.exec(CONTACT, { i: { location: "Penang", linkedin: "https://linkedin.com/in/owner" } }, { caller: owner.caller });
    await bed.client.exec(
      JOB,
      { i: { employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB", workPermitLocations: ["Malaysia"] } },
      { caller: owner.caller },
    );
    await bed.client.exec(ADD_WORK, { i: work }, { caller: owner.caller });
    await bed.client.exec(`mutation { setTargetRole(roleId: "data-science") { id } }`, {}, { caller: owner.caller });
    await bed.client.exec(`mutation { setUiLanguage(language: zh_Hant) { id } }`, {}, { caller: owner.caller });
  });

  it("the person sees everything", async () => {
    const u = await bed.read(owner.id, owner.caller);
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
    expect(u.settings).toHaveLength(4);
  });
  it("another student sees the public part only: no email, contact, job settings, completion or settings", async () => {
    const other = await bed.person();
    const u = await bed.read(owner.id, other.caller);
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
    const u = await bed.read(owner.id, demo("TALENT_ADMIN"));
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
    const u = await bed.read(owner.id, demo("COMPANY_REPRESENTATIVE"));
    expect(u).toMatchObject({ email: null, profileCompletion: null });
    expect(u.about).toMatchObject({ employmentStatus: null, location: null, links: null });
  });
  it("the employer side of an application (jobs says so) sees job-search details, completion and the CV score — not email, settings or history", async () => {
    for (const roles of [["COMPANY_REPRESENTATIVE"], ["JOB_ADMIN"]] as Role[][]) {
      const reader = as({ id: randomUUID(), email: "employer@example.test", roles });
      bed.applied.set(reader.viewer!.id, new Set([owner.id]));
      const u = await bed.read(owner.id, reader);
      expect(u.about, roles[0]).toMatchObject({
        employmentStatus: "EMPLOYED_BUT_LOOKING_FOR_JOB",
        workPermitLocations: ["Malaysia"],
        location: "Penang",
      });
      expect(u.about.links?.linkedin).toBe("https://linkedin.com/in/owner");
      expect(u.profileCompletion).not.toBeNull();
      expect(u).toMatchObject({ email: null, targetRole: null, uiLanguage: null, settings: [], cvScoreHistory: [] });
      const score = await bed.client.exec<{ user: { cvScore: { total: number } | null } }>(
        `query($id: ID!) { user(id: $id) { cvScore(roleId: "data-science") { total } } }`,
        { id: owner.id },
        { caller: reader },
      );
      expect(score.data!.user.cvScore).not.toBeNull();
    }
    // an employer's look is not recorded in the person's own score history
    const history = await bed.client.exec<{ user: { cvScoreHistory: unknown[] } }>(
      `query($id: ID!) { user(id: $id) { cvScoreHistory { total } } }`,
      { id: owner.id },
      { caller: owner.caller },
    );
    expect(history.data!.user.cvScoreHistory).toEqual([]);
  });
  it("the relation is asked of jobs once for a whole list, and never for readers it cannot change", async () => {
    const reader = as({ id: randomUUID(), email: "rep@example.test", roles: ["COMPANY_REPRESENTATIVE"] });
    const others = [await bed.person(), await bed.person()];
    bed.applied.set(reader.viewer!.id, new Set([others[1]!.id]));
    const before = bed.peers.calls.length;
    const q = `query($a: ID!, $b: ID!, $c: ID!) { a: user(id: $a) { about { location } profileCompletion { total } } b: user(id: $b) { about { location } } c: user(id: $c) { profileCompletion { total } } }`;
    const r = await bed.client.exec<Record<string, { about?: { location: string | null }; profileCompletion?: { total: number } | null }>>(
      q,
      { a: owner.id, b: others[0]!.id, c: others[1]!.id },
      { caller: reader },
    );
    expect(r.errors).toBeUndefined();
    expect(bed.peers.calls.length - before).toBe(1);
    expect(r.data!.a!.profileCompletion).toBeNull();
    expect(r.data!.c!.profileCompletion).toEqual({ total: 9 });
    // a learner, a talent admin and the person themself never cause a call
    const after = bed.peers.calls.length;
    for (const caller of [(await bed.person()).caller, demo("TALENT_ADMIN"), owner.caller]) await bed.read(owner.id, caller);
    expect(bed.peers.calls.length).toBe(after);
  });
  it("a visitor sees names only", async () => {
    const u = await bed.read(owner.id, visitor());
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
      (await bed.client.exec<{ user: { cvScore: unknown } }>(q, { id: owner.id }, { caller: demo("TALENT_ADMIN") })).data!.user.cvScore,
    ).toBeNull();
  });
});

describe("profile completion", () => {
  it("starts at 0 of 9 with a task per check, and tasks disappear as the profile fills", async () => {
    const me = await bed.person();
    const completion = async () => (await bed.read(me.id, me.caller)).profileCompletion!;
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
    await bed.client.exec(ABOUT, { i: { bio: "Hi", languages: ["Malay"], skillIds: [] } }, { caller: me.caller });
    expect((await completion()).tasks.map((t) => t.key)).not.toContain("bio");
    expect((await completion()).metCount).toBe(2);
    await bed.client.exec(ABOUT, { i: { bio: "Hi", languages: ["Malay"], skillIds: ["excel"] } }, { caller: me.caller });
    await bed.client.exec(
      JOB,
      { i: { employmentStatus: "EMPLOYED_AND_NOT_LOOKING_FOR_JOB", workPermitLocations: ["Brunei"] } },
      { caller: me.caller },
    );
    await bed.client.exec(CONTACT, { i: { location: "Kuching", linkedin: "https://linkedin.com/in/me" } }, { caller: me.caller });
    await bed.client.exec(ADD_WORK, { i: work }, { caller: me.caller });
    expect((await completion()).tasks).toEqual([{ key: "education", link: "/cv" }]);
    await bed.client.exec(ADD_EDU, { i: edu }, { caller: me.caller });
    expect(await completion()).toMatchObject({ progress: 1, metCount: 9, tasks: [] });
  });
});

describe("profile options and the target role", () => {
  it("profileOptions serves the lists the server validates against", async () => {
    const r = await bed.client.exec<{ profileOptions: { languages: string[]; countries: string[]; educationLevels: string[] } }>(
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
    const me = await bed.person();
    expect(codeOf(await bed.client.exec(`mutation { setTargetRole(roleId: "astronaut") { id } }`, {}, { caller: me.caller }))).toBe(
      "BAD_USER_INPUT",
    );
    expect((await bed.read(me.id, me.caller)).targetRole).toBeNull();
    await bed.client.exec(`mutation { setTargetRole(roleId: "cybersecurity") { id } }`, {}, { caller: me.caller });
    expect((await bed.read(me.id, me.caller)).targetRole).toEqual({ id: "cybersecurity" });
  });
});

describe("settings and the interface language", () => {
  it("derives the settings entries from job settings and the UI language", async () => {
    const me = await bed.person();
    expect((await bed.read(me.id, me.caller)).settings).toEqual([
      { path: "/settings#settings-job", id: "employment-status", type: "enum", value: null },
      { path: "/settings#settings-job", id: "work-permit-locations", type: "enum-list", value: null },
      { path: "/settings#settings-language", id: "ui-language", type: "enum", value: null },
      { path: "/settings#settings-email", id: "email-forum-digest", type: "boolean", value: "true" },
    ]);
    await bed.client.exec(
      JOB,
      { i: { employmentStatus: "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB", workPermitLocations: ["Hong Kong", "Japan"] } },
      { caller: me.caller },
    );
    const r = await bed.client.exec<{ setUiLanguage: { uiLanguage: string } }>(
      `mutation { setUiLanguage(language: zh_Hans) { uiLanguage } }`,
      {},
      { caller: me.caller },
    );
    expect(r.data!.setUiLanguage.uiLanguage).toBe("zh_Hans");
    const back = await bed.read(me.id, me.caller);
    expect(back.uiLanguage).toBe("zh_Hans");
    expect(back.settings.map((s) => s.value)).toEqual(["UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB", "Hong Kong,Japan", "zh-Hans", "true"]);
  });
  it("the person switches the forum digest off and on; nobody else reads the switch; the mail worker sees it", async () => {
    const me = await bed.person();
    const other = await bed.person();
    const PREFS = `query($id: ID!) { user(id: $id) { emailPreferences { email enabled } } }`;
    const SET = `mutation($on: Boolean!) { setEmailPreference(email: FORUM_DIGEST, enabled: $on) { emailPreferences { email enabled } } }`;
    const RECIPIENTS = `query($ids: [ID!]!) { mailRecipients(ids: $ids) { id switchedOff } }`;
    for (const on of [false, false]) {
      const r = await bed.client.exec<{ setEmailPreference: { emailPreferences: unknown } }>(SET, { on }, { caller: me.caller });
      expect(r.data!.setEmailPreference.emailPreferences, "switching off twice keeps it off once").toEqual([
        { email: "FORUM_DIGEST", enabled: false },
      ]);
    }
    const forWorker = await bed.client.exec<{ mailRecipients: { switchedOff: string[] }[] }>(
      RECIPIENTS,
      { ids: [me.id] },
      { caller: system() },
    );
    expect(forWorker.data!.mailRecipients[0]!.switchedOff).toEqual(["FORUM_DIGEST"]);
    const seen = await bed.client.exec<{ user: { emailPreferences: unknown[] } }>(PREFS, { id: me.id }, { caller: other.caller });
    expect(seen.data!.user.emailPreferences, "another person reads nothing").toEqual([]);
    await bed.client.exec(SET, { on: true }, { caller: me.caller });
    const back = await bed.client.exec<{ mailRecipients: { switchedOff: string[] }[] }>(RECIPIENTS, { ids: [me.id] }, { caller: system() });
    expect(back.data!.mailRecipients[0]!.switchedOff).toEqual([]);
  });
  it("viewer.uiLanguage is what the client applies after log-in", async () => {
    const me = await bed.person();
    await bed.client.exec(`mutation { setUiLanguage(language: en) { id } }`, {}, { caller: me.caller });
    const r = await bed.client.exec<{ viewer: { uiLanguage: string } }>(`{ viewer { uiLanguage } }`, {}, { caller: me.caller });
    expect(r.data!.viewer.uiLanguage).toBe("en");
  });
  it("visitors cannot set a language", async () => {
    expect(codeOf(await bed.client.exec(`mutation { setUiLanguage(language: en) { id } }`))).toBe("UNAUTHENTICATED");
  });
});
