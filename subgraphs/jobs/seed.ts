/**
 * Employers, job postings and campaigns (content, seeded in every environment: the job list is public), and demo-only
 * rows (inserted once, never overwritten): the demo student's saved jobs and applications, and the demo recruiter as
 * an approved representative of the employer the student applied to. Idempotent.
 */
import { and, eq, notInArray } from "drizzle-orm";
import {
  campaigns,
  employerRepresentatives,
  employers,
  jobApplicationHistory,
  jobApplications,
  jobCampaigns,
  jobTable,
  savedJobs,
} from "../../drizzle/schema/jobs.js";
import type { Db } from "../shared/db.js";
import { DEMO_ACCOUNTS } from "../shared/demo-accounts.js";
import { upsertAll } from "../shared/seed.js";
import type { SeedOptions } from "../shared/server.js";
import { DEMO_JOB_ROWS, JOBS_SEED } from "./seed-data.js";

export async function seedJobs(db: Db, opts: SeedOptions = { demo: false }): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAll(tx, employers, JOBS_SEED.employers, employers.id);
    await upsertAll(tx, jobTable, JOBS_SEED.jobs, jobTable.id);
    await upsertAll(tx, campaigns, JOBS_SEED.campaigns, campaigns.id);
    await upsertAll(tx, jobCampaigns, JOBS_SEED.jobCampaigns, [jobCampaigns.jobId, jobCampaigns.campaignId]);
    // Keep the seeded campaigns' memberships exactly as seeded (a job moved out of a campaign leaves it).
    for (const campaign of JOBS_SEED.campaigns) {
      const ids = JOBS_SEED.jobCampaigns.filter((jc) => jc.campaignId === campaign.id).map((jc) => jc.jobId);
      await tx
        .delete(jobCampaigns)
        .where(and(eq(jobCampaigns.campaignId, campaign.id!), ids.length ? notInArray(jobCampaigns.jobId, ids) : undefined));
    }
    if (!opts.demo) return;
    const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
    const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
    const recruiter = DEMO_ACCOUNTS.find((a) => a.roles.includes("COMPANY_REPRESENTATIVE"))!;
    const { representative } = DEMO_JOB_ROWS;
    // Insert-once, and never a second live row for the recruiter (the partial unique index): nothing if one exists.
    await tx
      .insert(employerRepresentatives)
      .values({
        id: representative.id,
        userId: recruiter.id,
        kind: "JOIN_EMPLOYER",
        employerId: representative.employerId,
        position: representative.position,
        status: "APPROVED",
        requestedAt: new Date(representative.requestedAt),
        decidedAt: new Date(representative.decidedAt),
        decidedBy: jobAdmin.id,
      })
      .onConflictDoNothing();
    await tx
      .insert(savedJobs)
      .values(DEMO_JOB_ROWS.savedJobIds.map((jobId, i) => ({ userId: student.id, jobId, savedAt: new Date(Date.UTC(2025, 6, 2 + i, 1)) })))
      .onConflictDoNothing();
    for (const app of DEMO_JOB_ROWS.applications) {
      const first = app.history[0]!;
      const last = app.history[app.history.length - 1]!;
      const inserted = await tx
        .insert(jobApplications)
        .values({
          id: app.id,
          jobId: app.jobId,
          applicantId: student.id,
          status: last.status,
          appliedAt: new Date(first.at),
          updatedAt: new Date(last.at),
        })
        .onConflictDoNothing()
        .returning({ id: jobApplications.id });
      // Insert-once: the history goes in only with the application (never a second time, never onto a real one).
      if (inserted.length === 0) continue;
      await tx.insert(jobApplicationHistory).values(
        app.history.map((h) => ({
          applicationId: app.id,
          status: h.status,
          at: new Date(h.at),
          note: h.note,
          changedBy: h.status === "APPLIED" ? student.id : jobAdmin.id,
        })),
      );
    }
  });
}
