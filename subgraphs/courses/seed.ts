/**
 * The courses subgraph's seed: each module's, in one transaction and in the order their rows refer to each other
 * (courses before what lists them, programmes before their enrolment options, classes before the demo certificate).
 * Content is upserted by natural id at every start; demo rows only with `opts.demo`, inserted once. Dates count from
 * the seeding instant (shared/seed-dates.ts); the first seeding's stay.
 */
import type { Db } from "../shared/db.js";
import type { SeedOptions } from "../shared/server.js";
import { seedCatalogue } from "./modules/catalogue/index.js";
import { seedCertificates } from "./modules/certificates/index.js";
import { M1SQL_CLASS_ID, seedClassroom } from "./modules/classroom/index.js";
import { seedContent } from "./modules/content/index.js";
import { seedEnrolment } from "./modules/enrolment/index.js";
import { seedFinancing } from "./modules/financing/index.js";
import { seedProgrammes } from "./modules/programmes/index.js";

export async function seedCourses(db: Db, opts: SeedOptions = { demo: false }): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    await seedContent(tx);
    await seedProgrammes(tx, opts, now);
    await seedEnrolment(tx);
    await seedFinancing(tx, opts, now);
    await seedClassroom(tx, opts, now);
    await seedCertificates(tx, opts, { classId: M1SQL_CLASS_ID }, now);
  });
}
