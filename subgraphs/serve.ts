/**
 * Split mode: `npm run start:subgraph -- <name>` serves one subgraph on its own port (PORT, or its default from
 * schema/subgraphs.ts). Needs DATABASE_URL (PGlite is one process's database) and SUBGRAPH_SECRET shared with the
 * router, which is started with ROUTER_MODE=http.
 */
import { SUBGRAPHS } from "../schema/subgraphs.js";
import { openDatabase } from "./shared/db.js";
import { serveSubgraphOverHttp, startSubgraph, type SubgraphName } from "./shared/server.js";
import { subgraphDefinition } from "./registry.js";
import { prepareDatabaseWhenReachable } from "../router/bootstrap.js";
import { isProduction } from "./shared/env.js";
import { drainDelayMs, onShutdown, sleep } from "../router/shutdown.js";
import { log } from "./shared/log.js";
import { startJobs } from "./shared/jobs.js";

const name = process.argv[2] as SubgraphName | undefined;
const entry = SUBGRAPHS.find((s) => s.name === name);
if (!name || !entry) {
  log.fatal(`Usage: npm run start:subgraph -- <${SUBGRAPHS.map((s) => s.name).join("|")}>`);
  process.exit(2);
}
if (!process.env.DATABASE_URL) {
  log.fatal("Split mode needs DATABASE_URL: several processes cannot share one PGlite data folder.");
  process.exit(2);
}
if (!process.env.SUBGRAPH_SECRET) {
  log.fatal("Split mode needs SUBGRAPH_SECRET (the same value for the router and every subgraph).");
  process.exit(2);
}
const database = await openDatabase({ url: process.env.DATABASE_URL });
await prepareDatabaseWhenReachable(database, { demo: !isProduction() });
const definition = subgraphDefinition(name);
const subgraph = await startSubgraph(definition, database);
// This subgraph's scheduled work (for example ISA statements), once the database is migrated.
const jobs = startJobs(definition.jobs ?? [], database.db);
const port = Number(process.env.PORT ?? entry.port);
const state = { draining: false };
const server = await serveSubgraphOverHttp(subgraph, port, { host: process.env.HOST ?? "127.0.0.1", state });
log.info({ subgraph: name, port }, `Subgraph ${name} on http://127.0.0.1:${port}/graphql`);
const drainMs = drainDelayMs();
onShutdown(
  async () => {
    state.draining = true;
    if (drainMs > 0) await sleep(drainMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await jobs.stop();
    await subgraph.stop();
    await database.close();
  },
  { drainMs },
);
