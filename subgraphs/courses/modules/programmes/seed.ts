/**
 * Seeds programmes and their registration forms (upserts by natural id, at every start). A programme's dates are
 * counted from the first seeding day and, with the admin's settings (applications open, dashboard, deadline), never
 * refreshed afterwards: applications made against them stay true and an admin's change survives a restart. Outside
 * production, the demo student's application and its history are inserted once (never overwritten: it moves on).
 */
import { applicationHistory, programmeApplications, programmes, registrationForms } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { DEMO_ACCOUNTS } from "../../../shared/demo-accounts.js";
import { upsertAll } from "../../../shared/seed.js";
import type { SeedOptions } from "../../../shared/server.js";
import { REGISTRATION_FORMS, demoProgrammeApplications, programmeSeed } from "./seed-data.js";

export async function seedProgrammes(tx: Tx, opts: SeedOptions, now: Date): Promise<void> {
  await upsertAll(tx, programmes, programmeSeed(now), programmes.id, {
    keep: [
      programmes.applicationOpen,
      programmes.showAtDashboard,
      programmes.cohortStartsOn,
      programmes.cohortEndsOn,
      programmes.applicationDeadline,
    ],
  });
  await upsertAll(tx, registrationForms, REGISTRATION_FORMS, registrationForms.id);
  if (!opts.demo) return;
  const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
  const admin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;
  const demo = demoProgrammeApplications(now, {
    applicantId: student.id,
    fullName: `${student.firstName} ${student.lastName}`,
    email: student.email,
    adminId: admin.id,
  });
  const inserted = await tx
    .insert(programmeApplications)
    .values(demo.map(({ history: _history, ...a }) => a))
    .onConflictDoNothing()
    .returning({ id: programmeApplications.id });
  const fresh = new Set(inserted.map((r) => r.id));
  const history = demo.filter((a) => fresh.has(a.id)).flatMap((a) => a.history.map((h) => ({ ...h, applicationId: a.id })));
  if (history.length) await tx.insert(applicationHistory).values(history);
}
