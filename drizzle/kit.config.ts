/**
 * drizzle-kit config, one per Postgres schema: DRIZZLE_DOMAIN picks the schema file and the migrations folder,
 * so work on two areas never collides in one journal. Run through `npm run db:generate [domain]`.
 */
import { defineConfig } from "drizzle-kit";

const domain = process.env.DRIZZLE_DOMAIN;
if (!domain) throw new Error("Set DRIZZLE_DOMAIN (auth, mail, courses, talent, jobs, forum, events)");

export default defineConfig({
  dialect: "postgresql",
  schema: `./drizzle/schema/${domain}.ts`,
  out: `./drizzle/migrations/${domain}`,
  schemaFilter: [domain],
  migrations: { table: `migrations_${domain}`, schema: "drizzle" },
});
