/** Saved jobs in the jobs subgraph: saving, unsaving, the viewer's list and Job.viewerSaved. */
import { describe, expect, it } from "vitest";
import { demo, visitor } from "../../../shared/testing/harness.js";
import { DEMO_JOB_ROWS } from "../../seed-data.js";
import { codeOf, jobsSuite, person } from "../../testing.js";

const suite = jobsSuite();
const exec: typeof suite.client.exec = (...args) => suite.client.exec(...args);
const STUDENT = demo("STUDENT");

const SAVE = `mutation($id: ID!) { saveJob(jobId: $id) { id viewerSaved } }`;
const UNSAVE = `mutation($id: ID!) { unsaveJob(jobId: $id) { id viewerSaved } }`;
const SAVED = `query($page: Int, $pageSize: Int) { savedJobs(page: $page, pageSize: $pageSize) { items { id viewerSaved } pageInfo { totalCount } } }`;

describe("saved jobs", () => {
  it("save twice is fine, the list is most recently saved first, unsave removes (twice is fine too)", async () => {
    const me = person();
    for (const id of ["5", "6", "5"]) {
      const r = await exec<{ saveJob: { id: string; viewerSaved: boolean } }>(SAVE, { id }, { caller: me });
      expect(r.errors).toBeUndefined();
      expect(r.data!.saveJob).toEqual({ id, viewerSaved: true });
    }
    const list = await exec<{ savedJobs: { items: { id: string; viewerSaved: boolean }[]; pageInfo: { totalCount: number } } }>(
      SAVED,
      {},
      { caller: me },
    );
    expect(list.data!.savedJobs.items.map((j) => j.id)).toEqual(["6", "5"]);
    expect(list.data!.savedJobs.pageInfo.totalCount).toBe(2);
    for (let i = 0; i < 2; i++)
      expect((await exec<{ unsaveJob: { viewerSaved: boolean } }>(UNSAVE, { id: "6" }, { caller: me })).data!.unsaveJob.viewerSaved).toBe(
        false,
      );
    const after = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: me });
    expect(after.data!.savedJobs.items.map((j) => j.id)).toEqual(["5"]);
  });
  it("the demo student has two saved jobs", async () => {
    const r = await exec<{ savedJobs: { items: { id: string }[] } }>(SAVED, {}, { caller: STUDENT });
    expect(r.data!.savedJobs.items.map((j) => Number(j.id)).sort()).toEqual([...DEMO_JOB_ROWS.savedJobIds].sort());
  });
  it("visitors are UNAUTHENTICATED; unknown jobs NOT_FOUND", async () => {
    expect(codeOf(await exec(SAVE, { id: "1" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(SAVED, {}))).toBe("UNAUTHENTICATED");
    expect(codeOf(await exec(SAVE, { id: "9999" }, { caller: person() }))).toBe("NOT_FOUND");
    expect(codeOf(await exec(UNSAVE, { id: "abc" }, { caller: person() }))).toBe("NOT_FOUND");
  });
  it("viewerSaved is null for visitors", async () => {
    const r = await exec<{ job: { viewerSaved: boolean | null; viewerApplication: unknown } }>(
      `{ job(id: "1") { viewerSaved viewerApplication { id } } }`,
      {},
      { caller: visitor() },
    );
    expect(r.data!.job).toEqual({ viewerSaved: null, viewerApplication: null });
  });
});
