/**
 * `npm start`: one process on PORT (default 4000) with the router, all five subgraphs in-process, the built client
 * and embedded PGlite in DATA_DIR (default ./.data), migrated and seeded at every start. With DATABASE_URL it runs on
 * PostgreSQL; with ROUTER_MODE=http it routes to subgraphs started by `npm run start:subgraph -- <name>`.
 */
import http from "node:http";
import { openDatabase } from "../subgraphs/shared/db.js";
import { isProduction } from "../subgraphs/shared/env.js";
import { startJobs } from "../subgraphs/shared/jobs.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { prepareDatabaseWhenReachable } from "./bootstrap.js";
import { createRouterApp } from "./app.js";
import { drainDelayMs, onShutdown, sleep } from "./shutdown.js";
import { log } from "../subgraphs/shared/log.js";
import { AUTH_JOBS } from "./auth/service.js";

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? "0.0.0.0";
const mode = process.env.ROUTER_MODE === "http" ? "http" : "in-process";

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./.data" }).catch((err: Error) => {
  log.fatal(err.message);
  log.flush();
  process.exit(1);
});
await prepareDatabaseWhenReachable(database, { demo: !isProduction() });
// The auth module's jobs run in every router process. In-process, this process serves every subgraph and so runs their
// scheduled jobs too; in http mode each subgraph's own process runs them (subgraphs/serve.ts).
const jobs = startJobs([...AUTH_JOBS, ...(mode === "in-process" ? SUBGRAPH_DEFINITIONS.flatMap((d) => d.jobs ?? []) : [])], database.db);
const router = await createRouterApp({ database, mode });
const server = http.createServer(router.app);
server.listen(port, host, () => {
  const engine = database.engine === "pglite" ? `PGlite in ${process.env.DATA_DIR ?? "./.data"}` : "PostgreSQL";
  log.info({ port, mode, engine: database.engine }, `TalentForge on http://localhost:${port} (subgraphs ${mode}, ${engine})`);
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
    await jobs.stop();
    await router.stop();
    await database.close();
  },
  { drainMs },
);
