/**
 * The careers mock follows the server's rules (rules/portfolio.ts, rules/limits.ts) and the API's descriptions, so the
 * client's tests and `dev:mock` see what the router serves: who may join, the demo learner's services from the seed,
 * teams and staff availability, projects through review, and reviews with their feedback — with the same error codes.
 */
import { describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { mockSchema } from "../../../mocks/schema";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { PORTFOLIO_PROJECT_TARGET, PROJECT_LIMITS } from "@server/talent/modules/careers/rules/limits";
import { addMockCareerServices, addMockCareerStaff, grantMockCertifiedAssociate, mockCareersState } from ".";
import { mockCareersAssociate } from "./testing";

async function run(source: string, variableValues?: Record<string, unknown>) {
  const result = await graphql({ schema: mockSchema, source, variableValues });
  return result as {
    data: Record<string, any> | null;
    errors?: { message: string; extensions: { code?: string; fields?: Record<string, string> } }[];
  };
}
const code = (r: Awaited<ReturnType<typeof run>>) => r.errors?.[0]?.extensions.code;

const MINE = `{ myCareerServices { eligible courses { id title } services {
  learner { id } joinedAt mentor { id } coach { id } approvedProjects projectTarget
  preparation { hours targetHours mockMinutes }
  projects { id title status feedback reviewer { id } skills { id } }
  reviews { id kind feedback completedAt }
} } }`;
const JOIN = `mutation { joinCareerServices { learner { id } mentor { id } coach { id } projects { id } } }`;
const SUBMIT = `mutation($input: PortfolioProjectInput!) { submitPortfolioProject(input: $input) { id status title liveUrl skills { id } learner { id } } }`;
const UPDATE = `mutation($id: ID!, $input: PortfolioProjectInput!) { updatePortfolioProject(id: $id, input: $input) { id status title feedback } }`;
const REVIEW = `mutation($id: ID!, $approve: Boolean!, $feedback: String!) {
  reviewPortfolioProject(id: $id, approve: $approve, feedback: $feedback) { id status feedback reviewer { id } reviewedAt }
}`;
const REQUEST = `mutation($input: CareerReviewRequestInput!) { requestCareerReview(input: $input) { id kind link note feedback } }`;
const COMPLETE = `mutation($id: ID!, $feedback: String!) { completeCareerReview(id: $id, feedback: $feedback) { id feedback completedAt reviewer { id } } }`;
const LEARNERS = `query($unassigned: Boolean, $assignedToMe: Boolean) {
  careerServicesLearners(unassigned: $unassigned, assignedToMe: $assignedToMe) { items { learner { id } mentor { id } coach { id } } pageInfo { totalCount pageSize } }
}`;
const STAFF = `{ careerStaff { person { id } kind learnerCount } }`;
const AVAILABILITY = `mutation($kind: CareerStaffKind!, $available: Boolean!) { setCareerStaffAvailability(kind: $kind, available: $available) { person { id } kind } }`;
const ASSIGN = `mutation($learnerId: ID!, $mentorId: ID, $coachId: ID) {
  assignCareerTeam(learnerId: $learnerId, mentorId: $mentorId, coachId: $coachId) { learner { id } mentor { id } coach { id } }
}`;
const PENDING = `{ pendingPortfolioProjects { items { id learner { id } } pageInfo { totalCount } } pendingCareerReviews { items { id } pageInfo { totalCount } } }`;

const project = {
  title: "Budget planner",
  summary: "A budget planner in React with charts, tests and a deployed demo.",
  repositoryUrl: "https://github.com/example/budget",
  liveUrl: "https://example.github.io/budget",
  skillIds: ["react", "typescript"],
};
const seededProject = (title: string) => mockCareersState().projects.find((p) => p.title === title)!;
const FEEDBACK = "Clear structure and good tests; ship it.";

describe("careers mock: the learner", () => {
  it("gives the demo associate her services from the seed: team, projects newest first, reviews, preparation", async () => {
    const associate = mockCareersAssociate();
    loginAs(associate);
    const { myCareerServices: mine } = (await run(MINE)).data!;
    expect(mine.eligible).toBe(true);
    expect(mine.courses).toEqual([{ id: "cafed", title: "Certified Associate in Front-End Development" }]);
    // The server's demo mentor and coach are the mock's first instructor and talent admin.
    expect(mine.services.mentor).toEqual({ id: instructor.id });
    expect(mine.services.coach).toEqual({ id: talentAdmin.id });
    expect(mine.services.approvedProjects).toBe(4);
    expect(mine.services.projectTarget).toBe(PORTFOLIO_PROJECT_TARGET);
    expect(mine.services.projects.map((p: { title: string }) => p.title)[0]).toBe("Weather dashboard");
    expect(mine.services.projects.find((p: { status: string }) => p.status === "CHANGES_REQUESTED").feedback).toMatch(/loading and error/);
    expect(mine.services.reviews.map((r: { kind: string }) => r.kind)).toEqual(["PORTFOLIO", "RESUME"]);
    // Preparation is the interviews mock's: two attended mock interviews among others.
    expect(mine.services.preparation.mockMinutes).toBeGreaterThan(0);
    expect(mine.services.preparation.targetHours).toBe(100);
  });

  it("lets only certified-associate students join (idempotently), and a visitor nothing", async () => {
    loginAs(mei);
    expect((await run(MINE)).data!.myCareerServices).toEqual({ eligible: false, courses: [], services: null });
    expect(code(await run(JOIN))).toBe("FORBIDDEN");
    expect(code(await run(SUBMIT, { input: project }))).toBe("FORBIDDEN");
    grantMockCertifiedAssociate(mei.id);
    const joined = (await run(JOIN)).data!.joinCareerServices;
    expect(joined).toEqual({ learner: { id: mei.id }, mentor: null, coach: null, projects: [] });
    expect((await run(JOIN)).data!.joinCareerServices.learner.id).toBe(mei.id);
    expect(mockCareersState().services.filter((s) => s.learnerId === mei.id)).toHaveLength(1);
    loginAs({ id: "nobody" });
    expect(code(await run(MINE))).toBe("UNAUTHENTICATED");
  });

  it("submits a project, checks its values, and rewrites it until it is approved", async () => {
    addMockCareerServices(mei.id);
    loginAs(mei);
    const added = (await run(SUBMIT, { input: { ...project, skillIds: ["react", "react", "typescript"] } })).data!.submitPortfolioProject;
    expect(added).toMatchObject({ status: "SUBMITTED", title: "Budget planner", skills: [{ id: "react" }, { id: "typescript" }] });

    const bad = await run(SUBMIT, { input: { ...project, title: "x", repositoryUrl: "http://insecure.example", skillIds: [] } });
    expect(code(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.errors![0]!.extensions.fields!).sort()).toEqual(["repositoryUrl", "skillIds", "title"]);
    const tooMany = Array.from({ length: PROJECT_LIMITS.skills.max + 1 }, (_, i) => `skill-${i}`);
    expect(code(await run(SUBMIT, { input: { ...project, skillIds: tooMany } }))).toBe("BAD_USER_INPUT");
    const unknown = await run(SUBMIT, { input: { ...project, skillIds: ["no-such-skill"] } });
    expect(unknown.errors![0]!.extensions.fields).toEqual({ skillIds: "Unknown: no-such-skill." });

    const updated = (await run(UPDATE, { id: added.id, input: { ...project, title: "Budget planner 2", liveUrl: "" } })).data!;
    expect(updated.updatePortfolioProject).toMatchObject({ status: "SUBMITTED", title: "Budget planner 2" });
    expect(mockCareersState().projects.find((p) => p.id === added.id)!.liveUrl).toBeNull();
    // Someone else's project is not found; an approved one is final.
    expect(code(await run(UPDATE, { id: seededProject("Recipe finder").id, input: project }))).toBe("NOT_FOUND");
    loginAs(mockCareersAssociate());
    expect(code(await run(UPDATE, { id: seededProject("Recipe finder").id, input: project }))).toBe("CONFLICT");
    const changes = seededProject("Job board clone");
    const resubmitted = (await run(UPDATE, { id: changes.id, input: project })).data!.updatePortfolioProject;
    // Waiting for review again, with the last feedback kept until the next review.
    expect(resubmitted.status).toBe("SUBMITTED");
    expect(resubmitted.feedback).toMatch(/loading and error/);
  });

  it("asks for a review of each kind once at a time", async () => {
    loginAs(mockCareersAssociate());
    const input = { kind: "PORTFOLIO", link: "https://farah.example", note: "Which projects should lead?" };
    const waiting = await run(REQUEST, { input });
    expect(code(waiting)).toBe("CONFLICT");
    expect(waiting.errors![0]!.extensions.fields).toEqual({ kind: "Already waiting for feedback." });
    const resume = (await run(REQUEST, { input: { ...input, kind: "RESUME" } })).data!.requestCareerReview;
    expect(resume).toMatchObject({ kind: "RESUME", feedback: null });
    const bad = await run(REQUEST, { input: { ...input, kind: "RESUME", link: "ftp://x", note: "short" } });
    expect(code(bad)).toBe("BAD_USER_INPUT");
  });
});

describe("careers mock: the staff", () => {
  it("lists learners without a full team first, and only an instructor's own", async () => {
    const associate = mockCareersAssociate();
    addMockCareerServices(mei.id, { joinedAt: new Date(Date.now() - 3_600_000) });
    loginAs(talentAdmin);
    const all = (await run(LEARNERS)).data!.careerServicesLearners;
    expect(all.items.map((s: { learner: { id: string } }) => s.learner.id)).toEqual([mei.id, associate.id]);
    expect(all.pageInfo.pageSize).toBe(20);
    expect((await run(LEARNERS, { unassigned: true })).data!.careerServicesLearners.pageInfo.totalCount).toBe(1);
    expect((await run(LEARNERS, { assignedToMe: true })).data!.careerServicesLearners.items).toEqual([
      { learner: { id: associate.id }, mentor: { id: instructor.id }, coach: { id: talentAdmin.id } },
    ]);
    loginAs(instructor);
    expect((await run(LEARNERS)).data!.careerServicesLearners.pageInfo.totalCount).toBe(1);
    // An instructor reads where they stand: their own entries only.
    expect((await run(STAFF)).data!.careerStaff.map((m: { person: { id: string } }) => m.person.id)).toEqual([instructor.id]);
    loginAs(mei);
    expect(code(await run(STAFF))).toBe("FORBIDDEN");
    expect(code(await run(LEARNERS))).toBe("FORBIDDEN");
    expect(code(await run(PENDING))).toBe("FORBIDDEN");
  });

  it("assigns a team from the staff available, and keeps staff with learners from leaving", async () => {
    addMockCareerServices(mei.id);
    loginAs(talentAdmin);
    expect((await run(STAFF)).data!.careerStaff).toEqual([
      { person: { id: instructor.id }, kind: "MENTOR", learnerCount: 1 },
      { person: { id: talentAdmin.id }, kind: "COACH", learnerCount: 1 },
    ]);
    const bad = await run(ASSIGN, { learnerId: mei.id, mentorId: talentAdmin.id, coachId: mei.id });
    expect(code(bad)).toBe("BAD_USER_INPUT");
    expect(Object.keys(bad.errors![0]!.extensions.fields!).sort()).toEqual(["coachId", "mentorId"]);
    expect(code(await run(ASSIGN, { learnerId: instructor.id, mentorId: instructor.id }))).toBe("NOT_FOUND");
    const assigned = (await run(ASSIGN, { learnerId: mei.id, mentorId: instructor.id, coachId: talentAdmin.id })).data!.assignCareerTeam;
    expect(assigned).toEqual({ learner: { id: mei.id }, mentor: { id: instructor.id }, coach: { id: talentAdmin.id } });
    expect((await run(ASSIGN, { learnerId: mei.id, mentorId: instructor.id, coachId: null })).data!.assignCareerTeam.coach).toBeNull();

    // Priya coaches the associate: she may not leave coaching, but may start mentoring.
    expect(code(await run(AVAILABILITY, { kind: "COACH", available: false }))).toBe("CONFLICT");
    expect((await run(AVAILABILITY, { kind: "MENTOR", available: true })).data!.setCareerStaffAvailability).toEqual([
      { person: { id: talentAdmin.id }, kind: "MENTOR" },
      { person: { id: talentAdmin.id }, kind: "COACH" },
    ]);
    loginAs(instructor);
    expect(code(await run(AVAILABILITY, { kind: "COACH", available: true }))).toBe("FORBIDDEN");
    loginAs(mei);
    expect(code(await run(AVAILABILITY, { kind: "MENTOR", available: true }))).toBe("FORBIDDEN");
  });

  it("reviews a learner's work: their mentor or coach and talent admins only, once per submission", async () => {
    const weather = seededProject("Weather dashboard");
    loginAs(instructor);
    let pending = (await run(PENDING)).data!;
    expect(pending.pendingPortfolioProjects.items.map((p: { id: string }) => p.id)).toEqual([weather.id]);
    expect(pending.pendingCareerReviews.pageInfo.totalCount).toBe(1);
    expect(code(await run(REVIEW, { id: weather.id, approve: true, feedback: "short" }))).toBe("BAD_USER_INPUT");
    const approved = (await run(REVIEW, { id: weather.id, approve: true, feedback: FEEDBACK })).data!.reviewPortfolioProject;
    expect(approved).toMatchObject({ status: "APPROVED", feedback: FEEDBACK, reviewer: { id: instructor.id } });
    expect(code(await run(REVIEW, { id: weather.id, approve: false, feedback: FEEDBACK }))).toBe("CONFLICT");
    expect(code(await run(REVIEW, { id: "00000000-0000-4000-8000-000000000000", approve: true, feedback: FEEDBACK }))).toBe("NOT_FOUND");
    pending = (await run(PENDING)).data!;
    expect(pending.pendingPortfolioProjects.pageInfo.totalCount).toBe(0);

    const waiting = mockCareersState().reviews.find((r) => !r.completedAt)!;
    const done = (await run(COMPLETE, { id: waiting.id, feedback: FEEDBACK })).data!.completeCareerReview;
    expect(done).toMatchObject({ feedback: FEEDBACK, reviewer: { id: instructor.id } });
    expect(code(await run(COMPLETE, { id: waiting.id, feedback: FEEDBACK }))).toBe("CONFLICT");

    // Another mentor's learner is not this one's to review.
    addMockCareerStaff(talentAdmin.id, "MENTOR");
    addMockCareerServices(mei.id, { mentorId: talentAdmin.id });
    loginAs(mei);
    const mine = (await run(SUBMIT, { input: project })).data!.submitPortfolioProject;
    loginAs(instructor);
    expect((await run(PENDING)).data!.pendingPortfolioProjects.pageInfo.totalCount).toBe(0);
    expect(code(await run(REVIEW, { id: mine.id, approve: false, feedback: FEEDBACK }))).toBe("FORBIDDEN");
    loginAs(talentAdmin);
    expect((await run(REVIEW, { id: mine.id, approve: false, feedback: FEEDBACK })).data!.reviewPortfolioProject.status).toBe(
      "CHANGES_REQUESTED",
    );
  });
});
