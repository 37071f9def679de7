/**
 * Seeds applications: in a demo, the demo student's applications with their dated history, counted from the seeding
 * day `now` (inserted once, never overwritten; nothing otherwise).
 */
import { jobApplicationHistory, jobApplications } from "../../../../drizzle/schema/jobs.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import type { SeedOptions } from "../../../shared/server.js";
import { demoApplications } from "./seed-data.js";

export async function seedApplications(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  if (!opts.demo) return;
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
  const jobAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("JOB_ADMIN"))!;
  for (const app of demoApplications(now)) {
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
}
