/**
 * Talent features through the router in both runtime modes: profile edits change completion; a career role gathers
 * its skills (talent), courses (courses) and jobs (jobs) in one query; private fields stay private across people.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const instructor = DEMO_ACCOUNTS.find((a) => a.roles.includes("INSTRUCTOR"))!;

describe.each(ROUTER_MODES)("talent through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("a contact edit meets the location and LinkedIn checks", async () => {
    const browser = await logIn(router.url, student.email);
    const before = await browser.graphql<{ viewer: { profileCompletion: { metCount: number; tasks: { key: string }[] } } }>(
      `{ viewer { profileCompletion { metCount tasks { key } } } }`,
    );
    const keysBefore = before.json.data!.viewer.profileCompletion.tasks.map((t) => t.key);
    expect(keysBefore).toEqual(expect.arrayContaining(["location", "linkedin"]));
    const saved = await browser.graphql<{ updateProfileContact: { profileCompletion: { metCount: number; tasks: { key: string }[] } } }>(
      `mutation($input: ProfileContactInput!) { updateProfileContact(input: $input) { profileCompletion { metCount tasks { key } } } }`,
      { input: { location: "Petaling Jaya, Malaysia", linkedin: "https://www.linkedin.com/in/mei-ling-tan" } },
    );
    expect(saved.json.errors).toBeUndefined();
    const after = saved.json.data!.updateProfileContact.profileCompletion;
    expect(after.metCount).toBe(before.json.data!.viewer.profileCompletion.metCount + 2);
    expect(after.tasks.map((t) => t.key)).not.toContain("location");
    expect(after.tasks.map((t) => t.key)).not.toContain("linkedin");
  });

  it("another learner sees the profile but not its contact details or email", async () => {
    const browser = await logIn(router.url, instructor.email);
    const res = await browser.graphql<{
      user: { displayName: string; email: string | null; about: { location: string | null; links: unknown } };
    }>(`query($id: ID!) { user(id: $id) { displayName email about { location links { linkedin } } } }`, { id: student.id });
    expect(res.json.data!.user).toEqual({
      displayName: `${student.firstName} ${student.lastName}`,
      email: null,
      about: { location: null, links: null },
    });
  });

  it("a career role brings its skills, courses and jobs from three subgraphs in one query", async () => {
    const res = await new TestBrowser(router.url).graphql<{
      careerRole: { title: string; skills: { tool: { id: string } }[]; courses: { id: string }[]; jobs: { items: { id: string }[] } };
    }>(`{ careerRole(id: "data-science") { title skills { tool { id } } courses { id } jobs { items { id } } } }`);
    expect(res.json.errors).toBeUndefined();
    const role = res.json.data!.careerRole;
    expect(role.title).toBe("Data science");
    expect(role.skills.map((s) => s.tool.id)).toContain("python");
    expect(role.courses.map((c) => c.id)).toEqual(["m1py", "m1sql", "fcda", "cada", "caba"]);
    expect(role.jobs.items.length).toBeGreaterThan(0);
  });

  it("skills readiness brings each gap's courses and the role's open jobs from three subgraphs in one query", async () => {
    const browser = await logIn(router.url, student.email);
    const res = await browser.graphql<{
      viewer: {
        skillReadiness: {
          role: { id: string; careerRole: { id: string; jobs: { items: { id: string }[] } } };
          missing: { requirement: { id: string; skills: { id: string; courses: { id: string }[] }[] } }[];
        };
      };
    }>(
      `{ viewer { skillReadiness { role { id careerRole { id jobs(pageSize: 3) { items { id } } } }
          missing { requirement { id skills { id courses(first: 2) { id } } } } } } }`,
    );
    expect(res.json.errors).toBeUndefined();
    const readiness = res.json.data!.viewer.skillReadiness;
    expect(readiness.role.careerRole.id).toBe("software-engineer");
    expect(readiness.role.careerRole.jobs.items.length).toBeGreaterThan(0);
    const javascript = readiness.missing.find((m) => m.requirement.id === "javascript")!;
    expect(javascript.requirement.skills).toEqual([{ id: "javascript", courses: [{ id: "fcse" }, { id: "m1js" }] }]);
  });

  it("verified skills travel with forum authors: a feed page's statements do not grow with its posts", async () => {
    const browser = await logIn(router.url, student.email);
    const feed = (pageSize: number) =>
      browser.graphql<{
        forumPosts: { items: { author: { id: string; verifiedSkills: { skill: { id: string }; level: string }[] } | null }[] };
      }>(`query($n: Int) { forumPosts(pageSize: $n) { items { id title author { id verifiedSkills { skill { id } level } } } } }`, {
        n: pageSize,
      });
    await feed(1);
    const small = await router.counter.count(() => feed(2));
    const large = await router.counter.count(() => feed(7));
    expect(large.result.json.errors).toBeUndefined();
    const items = large.result.json.data!.forumPosts.items;
    expect(items).toHaveLength(7);
    expect(new Set(items.map((p) => p.author?.id)).size).toBeGreaterThan(1);
    const authored = items.find((p) => p.author?.id === student.id);
    if (authored) expect(authored.author!.verifiedSkills.map((v) => v.skill.id)).toContain("javascript");
    expect(large.statements.length).toBe(small.statements.length);
  });
});
