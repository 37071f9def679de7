/** What the representatives module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { employerRepresentatives } from "../../../../drizzle/schema/jobs.js";

export type RepresentativeRow = typeof employerRepresentatives.$inferSelect;
