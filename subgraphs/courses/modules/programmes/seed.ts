/**
 * Seeds programmes and their registration forms (upserts by natural id, at every start). A programme's dates are
 * counted from the first seeding day and, with the admin's settings (applications open, dashboard, deadline), never
 * refreshed afterwards: applications made against them stay true and an admin's change survives a restart.
 */
import { programmes, registrationForms } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { REGISTRATION_FORMS, programmeSeed } from "./seed-data.js";

export async function seedProgrammes(tx: Tx, now: Date): Promise<void> {
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
}
