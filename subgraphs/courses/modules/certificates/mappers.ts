/** What the certificates module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { certificates } from "../../../../drizzle/schema/courses.js";
import type { BadgeDef } from "./rules/certificates.js";

export type CertificateRow = typeof certificates.$inferSelect;
export type BadgeModel = BadgeDef;
