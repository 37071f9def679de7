/** What the campaigns module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { campaigns } from "../../../../drizzle/schema/jobs.js";

export type CampaignRow = typeof campaigns.$inferSelect;
