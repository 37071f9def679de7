/**
 * `npm start`: one process on PORT (default 4000) with the router, all five subgraphs in-process, the built client
 * and embedded PGlite in DATA_DIR (default ./.data), migrated and seeded when the build or the folder is new
 * (router/warm-start.ts). With DATABASE_URL it runs on PostgreSQL, migrated and seeded at every start; with
 * ROUTER_MODE=http it routes to subgraphs started by `npm run start:subgraph -- <name>`.
 */
import http from "node:http";
import { openDatabase } from "../subgraphs/shared/db.js";
import { isProduction } from "../subgraphs/shared/env.js";
import { startJobs, type JobRunner } from "../subgraphs/shared/jobs.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { prepareDatabaseWhenReachable } from "./bootstrap.js";
import { freshFolderTemplate, prepareUnlessDone } from "./warm-start.js";
import { createRouterApp } from "./app.js";
import { drainDelayMs, onShutdown, sleep } from "./shutdown.js";
import { log } from "../subgraphs/shared/log.js";
import { AUTH_JOBS } from "./auth/service.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../subgraphs/shared/demo-accounts.js";

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? "0.0.0.0";
const mode = process.env.ROUTER_MODE === "http" ? "http" : "in-process";

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "./.data";
const template = url ? undefined : freshFolderTemplate(dataDir);
log.info(
  url
    ? `Connecting to PostgreSQL at ${describeDatabaseUrl(url)}…`
    : `Opening the embedded database (PGlite) in ${dataDir}${template ? ", a new folder copied from the build's template" : ""}…`,
);
const database = await openDatabase({ url, dataDir, loadDataDir: template }).catch((err: Error) => {
  log.fatal(err.message);
  log.flush();
  process.exit(1);
});
const prepareOptions = { demo: !isProduction() };
const prepared = await prepareUnlessDone(database.engine === "pglite" ? dataDir : undefined, prepareOptions, () =>
  prepareDatabaseWhenReachable(database, prepareOptions),
);
// Start-up timing: a fresh folder from the build's template, migrations and seeds run or skipped (router/warm-start.ts).
log.info(
  { fromTemplate: template !== undefined, migrationsAndSeeds: prepared },
  prepared === "skipped"
    ? "The database is ready (this build prepared it already: no migrations or seeds to run)."
    : "The database is ready.",
);
log.info(
  mode === "in-process"
    ? `Starting the router and the ${SUBGRAPH_DEFINITIONS.length} subgraphs (${SUBGRAPH_DEFINITIONS.map((d) => d.name).join(", ")}) in this process…`
    : "Starting the router; the subgraphs run in their own processes (SUBGRAPH_URL_<NAME>)…",
);
const router = await createRouterApp({ database, mode, responseCache: process.env.RESPONSE_CACHE !== "0" });
const server = http.createServer(router.app);
let jobs: JobRunner | undefined;
server.listen(port, host, () => {
  const engine = database.engine === "pglite" ? `PGlite in ${dataDir}` : "PostgreSQL";
  const origin = `http://localhost:${port}`;
  log.info({ port, mode, engine: database.engine }, `TalentForge on ${origin} (subgraphs ${mode}, ${engine})`);
  const transport = router.mail?.transport.kind;
  log.info(
    transport === "smtp"
      ? "Email: sent through the SMTP server in SMTP_URL."
      : transport === "dev-mailbox"
        ? `Email: kept, not sent (no SMTP_URL); read it at ${origin}/dev/mailbox`
        : "Email: no SMTP_URL, so messages wait in the outbox until one is set.",
  );
  if (prepareOptions.demo) {
    const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
    log.info(`Demo accounts (one per role, e.g. ${student.email}) use the password ${DEMO_PASSWORD}; see README.md.`);
  }
  // The auth module's jobs run in every router process. In-process, this process serves every subgraph and so runs
  // their scheduled jobs too; in http mode each subgraph's own process runs them (subgraphs/serve.ts). They start
  // once the process listens: their catch-up runs would otherwise hold the one thread start-up needs.
  jobs = startJobs(
    [
      ...AUTH_JOBS,
      ...(router.mail ? [router.mail.job] : []),
      router.accountErasure.job,
      router.mailPurge.job,
      ...(mode === "in-process" ? SUBGRAPH_DEFINITIONS.flatMap((d) => d.jobs ?? []) : []),
    ],
    database.db,
  );
});
const drainMs = drainDelayMs();
onShutdown(
  async () => {
    // Not ready any more: load balancers stop sending new requests while this process keeps serving for drainMs.
    router.health.draining = true;
    if (drainMs > 0) await sleep(drainMs);
    // Stop accepting, let requests in flight finish, and drop idle keep-alive connections that would hold close open.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await jobs?.stop();
    await router.stop();
    await database.close();
  },
  { drainMs },
);

/** host/database of a connection URL, without its credentials. */
function describeDatabaseUrl(value: string): string {
  try {
    const u = new URL(value);
    return `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "the configured address";
  }
}
