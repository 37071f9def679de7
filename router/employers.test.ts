/**
 * The employer side through the router in both runtime modes: a recruiter signs up as a company representative,
 * asks to join an employer, can do nothing for it until a JOB_ADMIN approves, then posts a job (its career role
 * checked with talent through peers); a learner applies; the representative sees the applicant's CV score, profile
 * completion and job-search details (talent grants them, asking jobs through peers) and moves the application, which
 * the learner follows. Another employer's representative and other learners see none of it.
 */
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import { logIn, ROUTER_MODES, routerSuite, TestBrowser } from "./testing.js";

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.roles.includes(role as never))!;
const jobAdmin = account("JOB_ADMIN");
const demoRecruiter = account("COMPANY_REPRESENTATIVE");
const codeOf = (r: { json: { errors?: { extensions?: { code?: string } }[] } }) => r.json.errors?.[0]?.extensions?.code;

async function signUp(url: string, body: Record<string, unknown>): Promise<TestBrowser> {
  const browser = new TestBrowser(url);
  const res = await browser.request("/auth/signup", { body: { password: "correct horse", ...body } });
  expect(res.status).toBe(201);
  return browser;
}

const APPLICANTS = /* GraphQL */ `
  query ($jobId: ID!, $roleId: ID) {
    jobApplications(jobId: $jobId) {
      items {
        id
        status
        allowedMoves
        applicant {
          id
          displayName
          profileCompletion {
            metCount
            total
          }
          cvScore(roleId: $roleId) {
            total
            role {
              id
            }
          }
          about {
            location
          }
        }
      }
    }
  }
`;
type Applicant = {
  id: string;
  displayName: string;
  profileCompletion: { metCount: number; total: number } | null;
  cvScore: { total: number; role: { id: string } } | null;
  about: { location: string | null };
};

describe.each(ROUTER_MODES)("the employer side through the router (%s)", (mode) => {
  const router = routerSuite(mode);

  it("sign up → request → approval → post a job → a learner applies → the representative sees and moves the applicant", async () => {
    const rep = await signUp(router.url, {
      purpose: "recruit",
      recruitRole: "COMPANY_REPRESENTATIVE",
      email: `rep-${mode}@kopicloud.example`,
      firstName: "Ken",
      lastName: "Ho",
    });
    const requested = await rep.graphql<{ requestEmployerAccess: { id: string; status: string } }>(
      `mutation { requestEmployerAccess(input: { employerId: "kopicloud", position: "Engineering Manager" }) { id status } }`,
    );
    expect(requested.json.errors).toBeUndefined();
    const requestId = requested.json.data!.requestEmployerAccess.id;
    const JOB = `mutation { createJob(input: { title: "Platform Engineer", roleId: "software-engineer", location: "Kuala Lumpur", remote: true, type: "Full-time", description: "Keep our Kubernetes platform healthy.\\n\\nYou have run production systems." }) { id role careerRole { id } employer { id } open } }`;
    expect(codeOf(await rep.graphql(JOB))).toBe("FORBIDDEN");

    const admin = await logIn(router.url, jobAdmin.email);
    const pending = await admin.graphql<{
      employerRepresentatives: { items: { id: string; person: { displayName: string }; employer: { id: string } }[] };
    }>(`{ employerRepresentatives(status: PENDING) { items { id person { displayName } employer { id } } } }`);
    expect(pending.json.data!.employerRepresentatives.items).toContainEqual({
      id: requestId,
      person: { displayName: "Ken Ho" },
      employer: { id: "kopicloud" },
    });
    expect(
      (await admin.graphql(`mutation($id: ID!) { approveRepresentative(id: $id) { id } }`, { id: requestId })).json.errors,
    ).toBeUndefined();

    const posted = await rep.graphql<{
      createJob: { id: string; role: string; careerRole: { id: string }; employer: { id: string }; open: boolean };
    }>(JOB);
    expect(posted.json.errors).toBeUndefined();
    expect(posted.json.data!.createJob).toMatchObject({
      role: "Software engineer",
      careerRole: { id: "software-engineer" },
      employer: { id: "kopicloud" },
      open: true,
    });
    const jobId = posted.json.data!.createJob.id;
    expect(
      codeOf(
        await rep.graphql(
          `mutation { createJob(input: { title: "X job", roleId: "no-such-role", location: "KL", remote: false, type: "Full-time", description: "Twenty characters at least." }) { id } }`,
        ),
      ),
    ).toBe("BAD_USER_INPUT");

    const learner = await signUp(router.url, { purpose: "learn", email: `learner-${mode}@example.my`, firstName: "Nur", lastName: "Aina" });
    await learner.graphql(`mutation { updateProfileContact(input: { location: "Shah Alam, Malaysia" }) { id } }`);
    const applied = await learner.graphql<{ applyToJob: { id: string } }>(
      `mutation($id: ID!) { applyToJob(jobId: $id, coverNote: "I run k8s at home.") { id } }`,
      { id: jobId },
    );
    expect(applied.json.errors).toBeUndefined();
    const applicationId = applied.json.data!.applyToJob.id;

    const seen = await rep.graphql<{
      jobApplications: { items: (Omit<Applicant, "id"> & { id: string; allowedMoves: string[]; applicant: Applicant })[] };
    }>(APPLICANTS, {
      jobId,
      roleId: "software-engineer",
    });
    expect(seen.json.errors).toBeUndefined();
    const [item] = seen.json.data!.jobApplications.items;
    expect(item!.allowedMoves).toEqual(["REVIEWED", "DECLINED"]);
    expect(item!.applicant.displayName).toBe("Nur Aina");
    expect(item!.applicant.profileCompletion).toMatchObject({ total: 9 });
    expect(item!.applicant.profileCompletion!.metCount).toBeGreaterThanOrEqual(1);
    expect(item!.applicant.cvScore).toMatchObject({ role: { id: "software-engineer" } });
    expect(item!.applicant.about.location).toBe("Shah Alam, Malaysia");

    // Another employer's representative, and another learner, reading the same person: the public part only.
    const learnerId = item!.applicant.id;
    const PERSON = `query($id: ID!) { user(id: $id) { displayName profileCompletion { metCount } cvScore(roleId: "software-engineer") { total } about { location } } }`;
    for (const other of [
      await logIn(router.url, demoRecruiter.email),
      await signUp(router.url, { purpose: "learn", email: `other-${mode}@example.my`, firstName: "Lee", lastName: "Wei" }),
    ]) {
      const r = await other.graphql<{
        user: { displayName: string; profileCompletion: unknown; cvScore: unknown; about: { location: string | null } };
      }>(PERSON, { id: learnerId });
      expect(r.json.errors).toBeUndefined();
      expect(r.json.data!.user).toEqual({ displayName: "Nur Aina", profileCompletion: null, cvScore: null, about: { location: null } });
    }
    expect(codeOf(await (await logIn(router.url, demoRecruiter.email)).graphql(APPLICANTS, { jobId }))).toBe("FORBIDDEN");

    const moved = await rep.graphql<{ moveJobApplication: { status: string } }>(
      `mutation($id: ID!) { moveJobApplication(id: $id, to: REVIEWED, note: "Thanks, we will call you.") { status } }`,
      { id: applicationId },
    );
    expect(moved.json.data!.moveJobApplication.status).toBe("REVIEWED");
    const mine = await learner.graphql<{
      myJobApplications: { items: { status: string; history: { status: string; note: string | null }[] }[] };
    }>(`{ myJobApplications { items { status history { status note } } } }`);
    expect(mine.json.data!.myJobApplications.items[0]).toEqual({
      status: "REVIEWED",
      history: [
        { status: "APPLIED", note: null },
        { status: "REVIEWED", note: "Thanks, we will call you." },
      ],
    });

    // Withdrawn: the grant ends.
    await learner.graphql(`mutation($id: ID!) { withdrawJobApplication(id: $id) { id } }`, { id: applicationId });
    const after = await rep.graphql<{ jobApplications: { items: { applicant: Applicant }[] } }>(APPLICANTS, {
      jobId,
      roleId: "software-engineer",
    });
    expect(after.json.data!.jobApplications.items[0]!.applicant).toMatchObject({
      profileCompletion: null,
      cvScore: null,
      about: { location: null },
    });
  });

  it("the applicantsVisibleTo question is not in the public API", async () => {
    const admin = await logIn(router.url, jobAdmin.email);
    const r = await admin.graphql(`{ applicantsVisibleTo(viewerId: "${jobAdmin.id}", jobAdmin: true, userIds: []) }`);
    expect(r.json.errors?.[0]?.message).toMatch(/Cannot query field "applicantsVisibleTo"/);
  });
});
