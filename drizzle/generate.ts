/** Generates drizzle-kit migrations for one domain or all: `npm run db:generate [-- domain] [-- --custom --name x]`. */
import { execFileSync } from "node:child_process";
import { DOMAINS } from "./domains.js";

const [only, ...rest] = process.argv.slice(2);
const targets = only && !only.startsWith("-") ? [only] : DOMAINS.filter((d) => d !== "core");
const extra = only && only.startsWith("-") ? [only, ...rest] : rest;
for (const domain of targets) {
  execFileSync("npx", ["drizzle-kit", "generate", "--config", "drizzle/kit.config.ts", ...extra], {
    stdio: "inherit",
    env: { ...process.env, DRIZZLE_DOMAIN: domain },
  });
}
