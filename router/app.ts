/**
 * The router: one Express app serving /graphql (Apollo Gateway over the static supergraph), /auth/*, signed upload
 * URLs and the built client. Subgraphs are reached through one signed data source, in-process or over HTTP.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloGateway } from "@apollo/gateway";
import type { Database } from "../subgraphs/shared/db.js";
import { formatError } from "../subgraphs/shared/errors.js";
import { isProduction } from "../subgraphs/shared/env.js";
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition, type SubgraphName } from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { peersVia } from "../subgraphs/shared/peers.js";
import { subgraphUrl } from "../schema/subgraphs.js";
import { authRoutes, sendError, viewerMiddleware } from "./auth/http.js";
import { csrfGuard } from "./csrf.js";
import { armor } from "./limits.js";
import { LocalDiskStorage, createLocalFileHandler, createStorageFromEnv, type ObjectStorage } from "../subgraphs/shared/storage/index.js";
import { SignedCallerDataSource, callSubgraphAsSystem, endpointFor, type RouterContext, type SubgraphEndpoint } from "./transport.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RouterOptions {
  database: Database;
  /** in-process: subgraphs run inside this process; http: they run elsewhere (SUBGRAPH_URL_<NAME>). */
  mode: "in-process" | "http";
  /** Subgraph URLs in http mode; defaults come from SUBGRAPH_URL_<NAME> or schema/subgraphs.ts. */
  urls?: Partial<Record<SubgraphName, string>>;
  /** Where uploads live (default: from the environment, local disk under DATA_DIR). */
  storage?: ObjectStorage;
  /** Serve the built client from client/dist (default true when it exists). */
  serveClient?: boolean;
  /** The subgraphs started in-process (default: subgraphs/registry.ts); tests wrap one to observe it. */
  definitions?: readonly SubgraphDefinition[];
}

export interface RouterApp {
  app: express.Express;
  stop(): Promise<void>;
}

const CREATE_PROFILE = /* GraphQL */ `
  mutation CreateUserProfile($input: CreateUserProfileInput!) {
    createUserProfile(input: $input) { id }
  }
`;

export async function createRouterApp(opts: RouterOptions): Promise<RouterApp> {
  const production = isProduction();
  const inProcess = new Map<string, RunningSubgraph>();
  const endpoint = (name: SubgraphName): SubgraphEndpoint => endpointFor(name, opts.mode, inProcess, opts.urls?.[name] ?? subgraphUrl(name));
  if (opts.mode === "in-process") {
    // Peers are looked up per call, so a subgraph may ask one started after it.
    const peers = peersVia(endpoint);
    for (const def of opts.definitions ?? SUBGRAPH_DEFINITIONS) inProcess.set(def.name, await startSubgraph(def, opts.database, { peers }));
  }

  const gateway = new ApolloGateway({
    supergraphSdl: fs.readFileSync(path.join(root, "schema", "supergraph.graphql"), "utf8"),
    buildService: ({ name }) => {
      const { url, fetcher } = endpoint(name as SubgraphName);
      return new SignedCallerDataSource({ url, ...(fetcher ? { fetcher: fetcher as never } : {}) });
    },
  });
  const protection = armor();
  const server = new ApolloServer<RouterContext>({
    ...protection,
    gateway,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(!production && process.env.EXPOSE_STACK === "1"),
    csrfPrevention: true,
    // Shutdown is ours (router/shutdown.ts): Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
    plugins: [...protection.plugins],
    validationRules: [...protection.validationRules],
  });
  await server.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use((_, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    next();
  });
  app.get("/healthz", (_, res) => {
    res.json({ ok: true });
  });
  app.use(["/graphql", "/auth"], csrfGuard);
  app.use(["/graphql", "/auth"], viewerMiddleware(opts.database.db));
  app.use(
    "/auth",
    authRoutes(opts.database.db, {
      createProfile: async (input) => {
        await callSubgraphAsSystem(endpoint("talent"), CREATE_PROFILE, { input });
      },
    }),
  );
  app.use(
    "/graphql",
    express.json({ limit: "4mb" }),
    expressMiddleware(server, { context: async ({ req }) => ({ viewer: req.viewer ?? null }) }),
  );

  // Signed, expiring download URLs for uploads kept on local disk (S3 serves its own presigned URLs).
  const storage = opts.storage ?? createStorageFromEnv();
  if (storage instanceof LocalDiskStorage) app.use("/files", createLocalFileHandler(storage));

  const dist = path.join(root, "client", "dist");
  if ((opts.serveClient ?? true) && fs.existsSync(path.join(dist, "index.html"))) {
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    // Client-side routes: any other GET that accepts HTML gets the app shell.
    app.get(/^(?!\/(graphql|auth|files)(\/|$)).*/, (req, res, next) => {
      if (!req.accepts("html")) return next();
      res.sendFile(path.join(dist, "index.html"));
    });
  }
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err));

  return {
    app,
    async stop() {
      await server.stop();
      for (const s of inProcess.values()) await s.stop();
    },
  };
}
