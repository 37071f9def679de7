/**
 * Career services against a real database, through the subgraph: joining (certified-associate students only, asked of
 * courses), staff availability and team assignment, portfolio projects and their review, resume and portfolio
 * reviews; who may do what, what bad input gets, and that a page of learners costs the same statements for 2 or 6.
 */
import { describe, expect, it } from "vitest";
import { demo, visitor } from "../../../shared/testing/harness.js";
import type { Caller } from "../../../shared/viewer.js";
import { codeOf, fieldsOf, talentTestbed } from "../../testing.js";
import { DEMO_INTERVIEW_PEOPLE } from "../interviews/index.js";
import { demoCareerServices } from "./demo-seed-data.js";
import { PORTFOLIO_PROJECT_TARGET } from "./rules/limits.js";

const bed = talentTestbed();
const admin = demo("TALENT_ADMIN");

const MINE = `{ myCareerServices { eligible courses { id } services { joinedAt mentor { id } coach { id } approvedProjects projectTarget preparation { targetHours } projects { id status } reviews { id kind } } } }`;
const JOIN = `mutation { joinCareerServices { learner { id } joinedAt mentor { id } } }`;
const AVAILABLE = `mutation($k: CareerStaffKind!, $a: Boolean!) { setCareerStaffAvailability(kind: $k, available: $a) { kind learnerCount person { id } } }`;
const ASSIGN = `mutation($l: ID!, $m: ID, $c: ID) { assignCareerTeam(learnerId: $l, mentorId: $m, coachId: $c) { learner { id } mentor { id } coach { id } } }`;
const SUBMIT = `mutation($i: PortfolioProjectInput!) { submitPortfolioProject(input: $i) { id status skills { id } liveUrl learner { id } } }`;
const UPDATE = `mutation($id: ID!, $i: PortfolioProjectInput!) { updatePortfolioProject(id: $id, input: $i) { id status title } }`;
const REVIEW = `mutation($id: ID!, $a: Boolean!, $f: String!) { reviewPortfolioProject(id: $id, approve: $a, feedback: $f) { id status feedback reviewer { id } } }`;
const REQUEST = `mutation($i: CareerReviewRequestInput!) { requestCareerReview(input: $i) { id kind completedAt } }`;
const COMPLETE = `mutation($id: ID!, $f: String!) { completeCareerReview(id: $id, feedback: $f) { id feedback reviewer { id } completedAt } }`;
const ONE = `query($id: ID!) { careerServices(learnerId: $id) { learner { id } approvedProjects } }`;
const LEARNERS = `query($u: Boolean, $me: Boolean) { careerServicesLearners(unassigned: $u, assignedToMe: $me, pageSize: 100) { items { learner { id displayName } mentor { id } coach { id } approvedProjects preparation { hours } projects { id } reviews { id } } } }`;
const PENDING = `{ pendingPortfolioProjects(pageSize: 100) { items { id learner { id } } } pendingCareerReviews(pageSize: 100) { items { id learner { id } } } }`;

const project = (o: Record<string, unknown> = {}) => ({
  title: "Weather dashboard",
  summary: "A weather dashboard with a five-day forecast and city search.",
  repositoryUrl: "https://github.com/someone/weather",
  liveUrl: "",
  skillIds: ["react", "typescript"],
  ...o,
});

async function joinedLearner() {
  const p = await bed.person(["STUDENT"]);
  bed.associates.set(p.id, ["cafed"]);
  expect((await bed.client.exec(JOIN, {}, { caller: p.caller })).errors).toBeUndefined();
  return p;
}
async function staff(roles: ("INSTRUCTOR" | "TALENT_ADMIN")[], kinds: ("MENTOR" | "COACH")[]) {
  const p = await bed.person(roles);
  for (const k of kinds) expect((await bed.client.exec(AVAILABLE, { k, a: true }, { caller: p.caller })).errors).toBeUndefined();
  return p;
}
async function team(learnerId: string) {
  const mentor = await staff(["INSTRUCTOR"], ["MENTOR"]);
  const coach = await staff(["TALENT_ADMIN"], ["COACH"]);
  expect((await bed.client.exec(ASSIGN, { l: learnerId, m: mentor.id, c: coach.id }, { caller: admin })).errors).toBeUndefined();
  return { mentor, coach };
}
const submit = async (caller: Caller, o: Record<string, unknown> = {}) =>
  (await bed.client.exec<{ submitPortfolioProject: { id: string } }>(SUBMIT, { i: project(o) }, { caller })).data!.submitPortfolioProject
    .id;

describe("joining", () => {
  it("certified-associate students join (once); others see that they are not eligible and are refused", async () => {
    expect(codeOf(await bed.client.exec(MINE, {}, { caller: visitor() }))).toBe("UNAUTHENTICATED");
    const plain = await bed.person(["STUDENT"]);
    const status = await bed.client.exec<{ myCareerServices: { eligible: boolean; services: unknown } }>(
      MINE,
      {},
      { caller: plain.caller },
    );
    expect(status.data!.myCareerServices).toMatchObject({ eligible: false, services: null });
    expect(codeOf(await bed.client.exec(JOIN, {}, { caller: plain.caller }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(SUBMIT, { i: project({ title: "" }) }, { caller: plain.caller }))).toBe("FORBIDDEN");

    const learner = await joinedLearner();
    const again = await bed.client.exec<{ joinCareerServices: { joinedAt: string } }>(JOIN, {}, { caller: learner.caller });
    expect(again.errors).toBeUndefined();
    const mine = await bed.client.exec<{
      myCareerServices: { eligible: boolean; courses: { id: string }[]; services: Record<string, unknown> };
    }>(MINE, {}, { caller: learner.caller });
    expect(mine.data!.myCareerServices).toMatchObject({
      eligible: true,
      courses: [{ id: "cafed" }],
      services: {
        mentor: null,
        coach: null,
        approvedProjects: 0,
        projectTarget: PORTFOLIO_PROJECT_TARGET,
        preparation: { targetHours: 100 },
        projects: [],
        reviews: [],
      },
    });
  });
});

describe("staff and teams", () => {
  it("instructors may mentor, talent admins mentor and coach; nobody else; leaving is refused while learners are assigned", async () => {
    expect(codeOf(await bed.client.exec(AVAILABLE, { k: "MENTOR", a: true }, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    const instructor = await bed.person(["INSTRUCTOR"]);
    expect(codeOf(await bed.client.exec(AVAILABLE, { k: "COACH", a: true }, { caller: instructor.caller }))).toBe("FORBIDDEN");
    const learner = await joinedLearner();
    const { mentor } = await team(learner.id);
    expect(codeOf(await bed.client.exec(AVAILABLE, { k: "MENTOR", a: false }, { caller: mentor.caller }))).toBe("CONFLICT");
    const staffList = await bed.client.exec<{ careerStaff: { kind: string; learnerCount: number; person: { id: string } }[] }>(
      `{ careerStaff { kind learnerCount person { id } } }`,
      {},
      { caller: admin },
    );
    expect(staffList.data!.careerStaff.find((s) => s.person.id === mentor.id)).toEqual({
      kind: "MENTOR",
      learnerCount: 1,
      person: { id: mentor.id },
    });
    expect(codeOf(await bed.client.exec(`{ careerStaff { kind } }`, {}, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
    // An instructor reads where they stand: their own entries only.
    const own = await bed.client.exec<{ careerStaff: { kind: string; person: { id: string } }[] }>(
      `{ careerStaff { kind person { id } } }`,
      {},
      { caller: mentor.caller },
    );
    expect(own.data!.careerStaff).toEqual([{ kind: "MENTOR", person: { id: mentor.id } }]);
  });

  it("only talent admins assign; a learner who has not joined is not found; people not available as that kind are refused", async () => {
    const learner = await joinedLearner();
    const mentor = await staff(["INSTRUCTOR"], ["MENTOR"]);
    expect(codeOf(await bed.client.exec(ASSIGN, { l: learner.id, m: "x" }, { caller: demo("INSTRUCTOR") }))).toBe("FORBIDDEN");
    const outsider = await bed.person(["STUDENT"]);
    expect(codeOf(await bed.client.exec(ASSIGN, { l: outsider.id, m: mentor.id }, { caller: admin }))).toBe("NOT_FOUND");
    const wrong = await bed.client.exec(ASSIGN, { l: learner.id, m: mentor.id, c: mentor.id }, { caller: admin });
    expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(wrong)).toHaveProperty("coachId");
    expect(fieldsOf(await bed.client.exec(ASSIGN, { l: learner.id, m: "not-an-id" }, { caller: admin }))).toHaveProperty("mentorId");
    const ok = await bed.client.exec<{ assignCareerTeam: { mentor: { id: string }; coach: null } }>(
      ASSIGN,
      { l: learner.id, m: mentor.id },
      { caller: admin },
    );
    expect(ok.data!.assignCareerTeam).toMatchObject({ mentor: { id: mentor.id }, coach: null });
    const seen = await bed.client.exec<{ careerServices: unknown }>(ONE, { id: learner.id }, { caller: mentor.caller });
    expect(seen.data!.careerServices).toMatchObject({ learner: { id: learner.id } });
    const other = await bed.person(["INSTRUCTOR"]);
    expect(
      (await bed.client.exec<{ careerServices: unknown }>(ONE, { id: learner.id }, { caller: other.caller })).data!.careerServices,
    ).toBeNull();
    const mine = await bed.client.exec<{ careerServicesLearners: { items: { learner: { id: string } }[] } }>(
      LEARNERS,
      {},
      { caller: mentor.caller },
    );
    expect(mine.data!.careerServicesLearners.items.map((i) => i.learner.id)).toEqual([learner.id]);
    expect(codeOf(await bed.client.exec(LEARNERS, {}, { caller: demo("STUDENT") }))).toBe("FORBIDDEN");
  });
});

describe("portfolio projects", () => {
  it("submitted, reviewed by the learner's team only, resubmitted after changes, final once approved", async () => {
    const learner = await joinedLearner();
    const { mentor, coach } = await team(learner.id);
    for (const [bad, field] of [
      [{ title: "ab" }, "title"],
      [{ repositoryUrl: "http://github.com/x" }, "repositoryUrl"],
      [{ skillIds: [] }, "skillIds"],
      [{ skillIds: ["react", "no-such-skill"] }, "skillIds"],
      [{ summary: "short" }, "summary"],
    ] as const)
      expect(fieldsOf(await bed.client.exec(SUBMIT, { i: project(bad) }, { caller: learner.caller })), field).toHaveProperty(field);
    const created = await bed.client.exec<{ submitPortfolioProject: { status: string; liveUrl: string | null; skills: { id: string }[] } }>(
      SUBMIT,
      { i: project() },
      { caller: learner.caller },
    );
    expect(created.data!.submitPortfolioProject).toMatchObject({
      status: "SUBMITTED",
      liveUrl: null,
      skills: [{ id: "react" }, { id: "typescript" }],
    });
    const id = (created.data!.submitPortfolioProject as unknown as { id: string }).id;

    const otherMentor = await staff(["INSTRUCTOR"], ["MENTOR"]);
    expect(codeOf(await bed.client.exec(REVIEW, { id, a: true, f: "" }, { caller: otherMentor.caller }))).toBe("FORBIDDEN");
    expect(codeOf(await bed.client.exec(REVIEW, { id, a: true, f: "x" }, { caller: learner.caller }))).toBe("FORBIDDEN");
    expect(fieldsOf(await bed.client.exec(REVIEW, { id, a: true, f: "ok" }, { caller: mentor.caller }))).toHaveProperty("feedback");
    const changes = await bed.client.exec<{ reviewPortfolioProject: { status: string } }>(
      REVIEW,
      { id, a: false, f: "Add tests for the search." },
      { caller: mentor.caller },
    );
    expect(changes.data!.reviewPortfolioProject.status).toBe("CHANGES_REQUESTED");
    expect(codeOf(await bed.client.exec(REVIEW, { id, a: true, f: "Twice is too much." }, { caller: coach.caller }))).toBe("CONFLICT");
    const stranger = await joinedLearner();
    expect(codeOf(await bed.client.exec(UPDATE, { id, i: project() }, { caller: stranger.caller }))).toBe("NOT_FOUND");
    const resubmitted = await bed.client.exec<{ updatePortfolioProject: { status: string } }>(
      UPDATE,
      { id, i: project({ title: "Weather dashboard v2" }) },
      { caller: learner.caller },
    );
    expect(resubmitted.data!.updatePortfolioProject.status).toBe("SUBMITTED");
    const pending = await bed.client.exec<{ pendingPortfolioProjects: { items: { id: string }[] } }>(
      PENDING,
      {},
      { caller: mentor.caller },
    );
    expect(pending.data!.pendingPortfolioProjects.items.map((p) => p.id)).toEqual([id]);
    const otherPending = await bed.client.exec<{ pendingPortfolioProjects: { items: { id: string }[] } }>(
      PENDING,
      {},
      { caller: otherMentor.caller },
    );
    expect(otherPending.data!.pendingPortfolioProjects.items.map((p) => p.id)).not.toContain(id);
    expect(
      (await bed.client.exec(REVIEW, { id, a: true, f: "Well tested now, approved." }, { caller: coach.caller })).errors,
    ).toBeUndefined();
    expect(codeOf(await bed.client.exec(UPDATE, { id, i: project() }, { caller: learner.caller }))).toBe("CONFLICT");
    const one = await bed.client.exec<{ careerServices: { approvedProjects: number } }>(
      ONE,
      { id: learner.id },
      { caller: learner.caller },
    );
    expect(one.data!.careerServices.approvedProjects).toBe(1);
  });
});

describe("resume and portfolio reviews", () => {
  it("one waiting per kind; the team gives feedback once", async () => {
    const learner = await joinedLearner();
    const { coach } = await team(learner.id);
    const request = { kind: "RESUME", link: "https://example.test/cv.pdf", note: "Is my summary clear enough?" };
    expect(fieldsOf(await bed.client.exec(REQUEST, { i: { ...request, note: "short" } }, { caller: learner.caller }))).toHaveProperty(
      "note",
    );
    const id = (await bed.client.exec<{ requestCareerReview: { id: string } }>(REQUEST, { i: request }, { caller: learner.caller })).data!
      .requestCareerReview.id;
    expect(codeOf(await bed.client.exec(REQUEST, { i: request }, { caller: learner.caller }))).toBe("CONFLICT");
    expect((await bed.client.exec(REQUEST, { i: { ...request, kind: "PORTFOLIO" } }, { caller: learner.caller })).errors).toBeUndefined();
    expect(codeOf(await bed.client.exec(COMPLETE, { id, f: "x" }, { caller: demo("INSTRUCTOR") }))).toBe("FORBIDDEN");
    const done = await bed.client.exec<{ completeCareerReview: { reviewer: { id: string } } }>(
      COMPLETE,
      { id, f: "Lead with your projects, then experience." },
      { caller: coach.caller },
    );
    expect(done.data!.completeCareerReview.reviewer.id).toBe(coach.id);
    expect(codeOf(await bed.client.exec(COMPLETE, { id, f: "Again, a second time." }, { caller: coach.caller }))).toBe("CONFLICT");
    expect((await bed.client.exec(REQUEST, { i: request }, { caller: learner.caller })).errors).toBeUndefined();
  });
});

describe("batching and the demo world", () => {
  it("a page of learners with their teams, projects, reviews and preparation costs the same statements for 2 or 6", async () => {
    const coachOnly = await staff(["TALENT_ADMIN"], ["COACH", "MENTOR"]);
    const assignTo = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const l = await joinedLearner();
        await submit(l.caller);
        await bed.client.exec(ASSIGN, { l: l.id, m: coachOnly.id, c: coachOnly.id }, { caller: admin });
      }
    };
    await assignTo(2);
    const small = await bed.counter.count(() => bed.client.exec(LEARNERS, { me: true }, { caller: coachOnly.caller }));
    await assignTo(4);
    const large = await bed.counter.count(() =>
      bed.client.exec<{ careerServicesLearners: { items: unknown[] } }>(LEARNERS, { me: true }, { caller: coachOnly.caller }),
    );
    expect(large.result.data!.careerServicesLearners.items).toHaveLength(6);
    expect(large.statements.length).toBe(small.statements.length);
  });

  it("the demo associate has a mentor and a coach, four approved projects and a portfolio review waiting", async () => {
    const world = demoCareerServices(new Date());
    const r = await bed.client.exec<{ careerServices: { approvedProjects: number } }>(
      ONE,
      { id: DEMO_INTERVIEW_PEOPLE.associate },
      { caller: admin },
    );
    expect(r.data!.careerServices.approvedProjects).toBe(world.projects.filter((p) => p.status === "APPROVED").length);
    const pending = await bed.client.exec<{ pendingCareerReviews: { items: { learner: { id: string } }[] } }>(
      PENDING,
      {},
      { caller: demo("INSTRUCTOR") },
    );
    expect(pending.data!.pendingCareerReviews.items.map((i) => i.learner.id)).toContain(DEMO_INTERVIEW_PEOPLE.associate);
  });
});
