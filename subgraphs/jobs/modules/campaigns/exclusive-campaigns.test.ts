/**
 * Exclusive campaigns (KYouth Track B) in the jobs subgraph: who sees the campaign's jobs in lists, look-ups, saving
 * and applying, with a fake ctx.peers standing in for courses' programmeMemberships.
 */
import { describe, expect, it } from "vitest";
import { demo } from "../../../shared/testing/harness.js";
import { KYOUTH_PROGRAMME_ID, TRACK_B_JOB_IDS } from "../../seed-data.js";
import { codeOf, jobsSuite, person } from "../../testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const JOB_ADMIN = demo("JOB_ADMIN");
const trackB = String(TRACK_B_JOB_IDS[0]);

/** A fresh STUDENT who is a member of KYouth 2025 (per the fake peers). */
function member() {
  const caller = person("STUDENT");
  suite.peers.memberships[caller.viewer.id] = [KYOUTH_PROGRAMME_ID];
  return caller;
}

const SAVE = `mutation($id: ID!) { saveJob(jobId: $id) { id viewerSaved } }`;
const SAVED = `query($page: Int, $pageSize: Int) { savedJobs(page: $page, pageSize: $pageSize) { items { id viewerSaved } pageInfo { totalCount } } }`;
const APPLY = `mutation($id: ID!, $note: String) { applyToJob(jobId: $id, coverNote: $note) { id status coverNote appliedAt applicant { id } job { id applications } history { status at note } allowedMoves } }`;

describe("exclusive campaigns (KYouth Track B)", () => {
  const CAMPAIGNS = `{ campaigns { id title exclusive programmeId event { id } jobCount viewerMayView } }`;
  type Campaigns = { campaigns: { id: string; exclusive: boolean; jobCount: number; viewerMayView: boolean }[] };
  it("campaigns are listed in tab order for everyone; Track B is viewable by members and JOB_ADMIN only", async () => {
    const asVisitor = await exec<Campaigns>(CAMPAIGNS);
    expect(asVisitor.data!.campaigns.map((c) => c.id)).toEqual(["kyouth", "kyouth-track-b", "kl-career-fair"]);
    expect(asVisitor.data!.campaigns[1]).toMatchObject({ exclusive: true, viewerMayView: false, jobCount: 0 });
    const asMember = await exec<Campaigns>(CAMPAIGNS, {}, { caller: member() });
    expect(asMember.data!.campaigns[1]).toMatchObject({ viewerMayView: true, jobCount: TRACK_B_JOB_IDS.length });
    const asAdmin = await exec<Campaigns>(CAMPAIGNS, {}, { caller: JOB_ADMIN });
    expect(asAdmin.data!.campaigns[1]).toMatchObject({ viewerMayView: true, jobCount: TRACK_B_JOB_IDS.length });
  });
  it("hidden from a non-member: absent from lists, job null, save and apply NOT_FOUND", async () => {
    const outsider = person();
    const list = await exec<{ jobs: { items: { id: string }[] } }>(`{ jobs(pageSize: 100) { items { id } } }`, {}, { caller: outsider });
    expect(list.data!.jobs.items.map((j) => j.id)).not.toContain(trackB);
    expect(
      (await exec<{ job: unknown }>(`query($id: ID!) { job(id: $id) { id } }`, { id: trackB }, { caller: outsider })).data!.job,
    ).toBeNull();
    expect(codeOf(await exec(SAVE, { id: trackB }, { caller: outsider }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(APPLY, { id: trackB }, { caller: outsider }))).toBe("NOT_FOUND");
    const role = await exec<{ _entities: { jobs: { items: { id: string }[] } }[] }>(
      `{ _entities(representations: [{ __typename: "CareerRole", id: "it-support" }]) { ... on CareerRole { jobs(pageSize: 100) { items { id } } } } }`,
      {},
      { caller: outsider },
    );
    expect(role.data!._entities[0]!.jobs.items.map((j) => j.id)).not.toContain(trackB);
  });
  it("visible to a member: listed in its campaign, job page shows the campaign, save and apply work", async () => {
    const me = member();
    const tab = await exec<{ jobs: { items: { id: string }[] } }>(
      `{ jobs(campaign: "kyouth-track-b", pageSize: 100) { items { id } } }`,
      {},
      { caller: me },
    );
    expect(tab.data!.jobs.items.map((j) => Number(j.id)).sort((a, b) => a - b)).toEqual(TRACK_B_JOB_IDS);
    const job = await exec<{ job: { campaigns: { id: string }[] } }>(
      `query($id: ID!) { job(id: $id) { campaigns { id } } }`,
      { id: trackB },
      { caller: me },
    );
    expect(job.data!.job.campaigns).toEqual([{ id: "kyouth-track-b" }]);
    expect((await exec(SAVE, { id: trackB }, { caller: me })).errors).toBeUndefined();
    expect((await exec(APPLY, { id: trackB }, { caller: me })).errors).toBeUndefined();
    // Losing membership hides it from the saved list too.
    delete suite.peers.memberships[me.viewer.id];
    const saved = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: me });
    expect(saved.data!.savedJobs.items.map((j) => j.id)).not.toContain(trackB);
  });
  it("JOB_ADMIN sees Track B jobs without asking courses", async () => {
    const before = suite.peers.calls.length;
    const r = await exec<{ job: { id: string } }>(`query($id: ID!) { job(id: $id) { id } }`, { id: trackB }, { caller: JOB_ADMIN });
    expect(r.data!.job).toEqual({ id: trackB });
    expect(suite.peers.calls.length).toBe(before);
  });
  it("visitors never cause a peer call", async () => {
    const before = suite.peers.calls.length;
    await exec(`{ jobs { items { id campaigns { id } } } campaigns { viewerMayView } }`);
    expect(suite.peers.calls.length).toBe(before);
  });
});
