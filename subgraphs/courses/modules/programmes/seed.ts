/** Seeds programmes and their registration forms (upserts by natural id, at every start). */
import { programmes, registrationForms } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { upsertAll } from "../../../shared/seed.js";
import { PROGRAMMES, REGISTRATION_FORMS } from "./seed-data.js";

export async function seedProgrammes(tx: Tx): Promise<void> {
  await upsertAll(tx, programmes, PROGRAMMES, programmes.id);
  await upsertAll(tx, registrationForms, REGISTRATION_FORMS, registrationForms.id);
}
