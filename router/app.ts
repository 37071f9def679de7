/**
 * The router: one Express app serving /graphql (Apollo Gateway over the static supergraph), /auth/*, signed upload
 * URLs and the built client. Subgraphs are reached through one signed data source, in-process or over HTTP.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { ApolloServer } from "@apollo/server";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloGateway } from "@apollo/gateway";
import type { Database } from "../subgraphs/shared/db.js";
import { ErrorCode, formatError } from "../subgraphs/shared/errors.js";
import { isProduction, publicOrigin } from "../subgraphs/shared/env.js";
import type { ScheduledJob } from "../subgraphs/shared/jobs.js";
import {
  SUBGRAPH_NAMES,
  startSubgraph,
  type RunningSubgraph,
  type SubgraphDefinition,
  type SubgraphName,
} from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { peersVia } from "../subgraphs/shared/peers.js";
import { subgraphUrl } from "../schema/subgraphs.js";
import { authRoutes, sendError, viewerMiddleware } from "./auth/http.js";
import { accountErasureJob, eraseDeletedAccounts, type ErasureReport } from "./auth/account-deletion.js";
import type { AskSubgraph } from "./auth/personal-data.js";
import { csrfGuard } from "./csrf.js";
import { armor } from "./limits.js";
import { securityHeaders } from "./security-headers.js";
import { seoRoutes, type VisitorQuery } from "./seo.js";
import { log, type Logger } from "../subgraphs/shared/log.js";
import { Metrics } from "./metrics.js";
import { graphqlObservability, requestLogging, withClientErrorStatus } from "./observability.js";
import { healthRoutes, subgraphReadiness, type HealthState, type ReadinessCheck } from "./health.js";
import { LocalDiskStorage, createLocalFileHandler, createStorageFromEnv, type ObjectStorage } from "../subgraphs/shared/storage/index.js";
import { SignedCallerDataSource, callSubgraphAsSystem, endpointFor, type RouterContext, type SubgraphEndpoint } from "./transport.js";
import { projectRoot } from "../subgraphs/shared/project-root.js";
import { apiCompression, clientRoutes } from "./static.js";
import { graphiqlPlugins, graphiqlRoutes } from "./graphiql.js";
import { visitorResponseCache, type ResponseCache } from "./response-cache.js";
import { devMailboxRoutes } from "./mail/http.js";
import { mailTransportFromEnv, type MailTransport } from "./mail/transport.js";
import { deliverDueMail, mailDeliveryJob, type DeliveryReport, type MailWorkerOptions } from "./mail/worker.js";
import { mailPurgeJob, purgeMail, type PurgeReport } from "./mail/purge.js";
import { ApiKeyStore } from "./partner/keys.js";
import { apiKeyRoutes, partnerAccess } from "./partner/http.js";
import { partnerAnswerLimits, partnerLimits } from "./partner/limits.js";
import { cachePolicy } from "./cache-policy.js";
import { trustedDocuments } from "./trusted-documents.js";

const root = projectRoot();

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
  /** Where log lines go (default: the process's JSON logger on stdout); tests pass one that writes to memory. */
  logger?: Logger;
  /**
   * Reuse visitors' query answers for a few seconds (router/response-cache.ts). On in `npm start`; off by default so
   * a test that writes to the database behind the API reads its own write.
   */
  responseCache?: boolean;
  /** Where the outbox is delivered (default: mailTransportFromEnv; null: nowhere, messages wait). */
  mailTransport?: MailTransport | null;
}

export interface RouterApp {
  app: express.Express;
  /** Set `draining` at shutdown so /ready answers 503 while requests in flight finish. */
  health: HealthState;
  metrics: Metrics;
  /** The visitors' answer cache, when on. */
  responseCache?: ResponseCache;
  /** The outbox's delivery (run by main.ts with the other scheduled jobs); null when no transport is configured. */
  mail: { transport: MailTransport; job: ScheduledJob; deliver(now?: Date): Promise<DeliveryReport> } | null;
  /** The erasure of deleted accounts (run by main.ts with the other scheduled jobs; tests run a turn by hand). */
  accountErasure: { job: ScheduledJob; run(now?: Date): Promise<ErasureReport> };
  /** The purge of old outbox and dev mailbox rows, whether or not this process delivers (run by main.ts). */
  mailPurge: { job: ScheduledJob; run(now?: Date): Promise<PurgeReport> };
  stop(): Promise<void>;
}

/** The largest JSON body /graphql reads: base64 uploads (storage policy) stay well under it; more answers 413. */
export const GRAPHQL_BODY_LIMIT = "4mb";

/**
 * /metrics is open on a private network by default (the usual Prometheus set-up); with METRICS_TOKEN set, a scrape
 * must send it as a bearer token.
 */
function metricsAccess(req: express.Request, res: express.Response, next: express.NextFunction) {
  const token = process.env.METRICS_TOKEN;
  if (!token || sameSecret(req.headers.authorization ?? "", `Bearer ${token}`)) return next();
  res.status(401).json({ error: { code: "UNAUTHENTICATED", message: "A metrics token is required." } });
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const MAIL_RECIPIENTS = /* GraphQL */ `
  query MailRecipients($ids: [ID!]!) {
    mailRecipients(ids: $ids) {
      id
      firstName
      uiLanguage
      switchedOff
    }
  }
`;

const CHANGE_PROFILE_EMAIL = /* GraphQL */ `
  mutation ChangeUserEmail($id: ID!, $email: String!) {
    changeUserEmail(id: $id, email: $email) {
      id
    }
  }
`;

const CREATE_PROFILE = /* GraphQL */ `
  mutation CreateUserProfile($input: CreateUserProfileInput!) {
    createUserProfile(input: $input) {
      id
    }
  }
`;

export async function createRouterApp(opts: RouterOptions): Promise<RouterApp> {
  const production = isProduction();
  const logger = opts.logger ?? log;
  const inProcess = new Map<string, RunningSubgraph>();
  const endpoint = (name: SubgraphName): SubgraphEndpoint =>
    endpointFor(name, opts.mode, inProcess, opts.urls?.[name] ?? subgraphUrl(name));
  // The router's own calls as the platform: the personal data export and the erasure of deleted accounts.
  const askSubgraph: AskSubgraph = (name, query, variables) => callSubgraphAsSystem(endpoint(name), query, variables);
  if (opts.mode === "in-process") {
    // Peers are looked up per call, so a subgraph may ask one started after it.
    const peers = peersVia(endpoint);
    for (const def of opts.definitions ?? SUBGRAPH_DEFINITIONS)
      inProcess.set(def.name, await startSubgraph(def, opts.database, { peers, logger: opts.logger }));
  }

  // Apollo Gateway otherwise probes cloud metadata addresses at start-up and sends usage metrics to Apollo.
  process.env.APOLLO_TELEMETRY_DISABLED = "true";
  const gateway = new ApolloGateway({
    supergraphSdl: fs.readFileSync(path.join(root, "schema", "supergraph.graphql"), "utf8"),
    buildService: ({ name }) => new SignedCallerDataSource({ ...endpoint(name as SubgraphName), logger }),
  });
  const metrics = new Metrics({ pool: () => opts.database.poolStats?.() ?? null });
  const health: HealthState = { draining: false };
  const readiness: ReadinessCheck[] = [
    {
      name: "database",
      check: async () => {
        await opts.database.query("SELECT 1");
      },
    },
    ...(opts.mode === "http" ? SUBGRAPH_NAMES.map((name) => subgraphReadiness(name, opts.urls?.[name] ?? subgraphUrl(name))) : []),
  ];
  const protection = armor();
  const responseCache = opts.responseCache ? visitorResponseCache() : undefined;
  // Partner API keys: one store per app, so a key revoked here stops here at once (router/partner/keys.ts).
  const apiKeys = new ApiKeyStore(opts.database.db);
  const server = new ApolloServer<RouterContext>({
    ...protection,
    gateway,
    logger: logger.child({ component: "apollo" }),
    // In production only partner requests may introspect (graphiqlPlugins).
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(!production && process.env.EXPOSE_STACK === "1"),
    csrfPrevention: true,
    // Ids of registered operations are resolved before Apollo Server (router/trusted-documents.ts); automatic
    // persisted queries would only keep an attacker-fed cache in memory.
    persistedQueries: false,
    // Shutdown is ours (router/shutdown.ts): Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
    plugins: [
      graphqlObservability(logger, metrics),
      ...protection.plugins.map(withClientErrorStatus),
      ...(responseCache ? [responseCache.plugin] : []),
      partnerLimits(apiKeys),
      ...graphiqlPlugins(production),
      ...cachePolicy(),
    ],
    validationRules: [...protection.validationRules],
  });
  await server.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use(securityHeaders());
  app.use(requestLogging(logger, metrics));
  app.use(healthRoutes(health, readiness, logger));
  app.get("/metrics", metricsAccess, metrics.handler());
  // Through the gateway as a visitor, so the sitemap lists only what a visitor may open.
  const visitorQuery: VisitorQuery = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await server.executeOperation({ query, variables }, { contextValue: { viewer: null, request: {} } });
    if (res.body.kind !== "single") throw new Error("The sitemap's query answered in increments.");
    const { data, errors } = res.body.singleResult;
    if (errors?.length || !data) throw new Error(`The sitemap's query failed: ${errors?.[0]?.extensions?.code ?? "no data"}`);
    return data as T;
  };
  app.use(seoRoutes({ query: visitorQuery, logger }));
  app.use(graphiqlRoutes({ production }));
  app.use(["/graphql", "/auth"], apiCompression());
  app.use("/graphql", partnerAccess(apiKeys), partnerAnswerLimits(apiKeys));
  app.use(["/graphql", "/auth"], csrfGuard);
  app.use(["/graphql", "/auth"], viewerMiddleware(opts.database.db));
  app.use(
    "/auth",
    authRoutes(
      opts.database.db,
      {
        createProfile: async (input) => {
          await callSubgraphAsSystem(endpoint("talent"), CREATE_PROFILE, { input });
        },
        changeEmail: async (id, email) => {
          await callSubgraphAsSystem(endpoint("talent"), CHANGE_PROFILE_EMAIL, { id, email });
        },
      },
      logger,
      askSubgraph,
    ),
  );

  app.use("/admin/api-keys", csrfGuard, viewerMiddleware(opts.database.db), apiKeyRoutes(apiKeys));

  // The outbox's delivery: names and languages from talent, sent through SMTP or kept in the dev mailbox.
  const transport = opts.mailTransport === undefined ? mailTransportFromEnv(opts.database.db) : opts.mailTransport;
  const mailOptions: MailWorkerOptions | null = transport
    ? {
        transport,
        origin: publicOrigin(),
        logger,
        recipients: async (ids) => {
          const data = await callSubgraphAsSystem<{
            mailRecipients: { id: string; firstName: string; uiLanguage: string | null; switchedOff: string[] }[];
          }>(endpoint("talent"), MAIL_RECIPIENTS, { ids });
          // The API's FORUM_DIGEST is the mail kind forum-digest.
          return new Map(
            data.mailRecipients.map((r) => [
              r.id,
              {
                firstName: r.firstName,
                language: r.uiLanguage?.replace("_", "-") ?? null,
                switchedOff: r.switchedOff.map((e) => e.toLowerCase().replaceAll("_", "-")),
              },
            ]),
          );
        },
      }
    : null;
  if (transport?.kind === "dev-mailbox") app.use("/dev/mail", devMailboxRoutes(opts.database.db));
  app.all("/graphql", (req, res, next) => {
    if (req.method === "GET" || req.method === "POST") return next();
    res.setHeader("Allow", "GET, POST");
    if (req.method === "OPTIONS") return void res.status(204).end();
    res.status(405).json({ error: { code: ErrorCode.METHOD_NOT_ALLOWED, message: "Use GET (queries only) or POST on /graphql." } });
  });
  app.use(
    "/graphql",
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    trustedDocuments({ production }),
    expressMiddleware(server, {
      context: async ({ req }) => ({
        // A partner request is a visitor's, whatever cookie came with it.
        viewer: req.partner ? null : (req.viewer ?? null),
        partner: req.partner ?? null,
        requestId: String(req.id),
        request: (req.facts = {}),
      }),
    }),
  );

  // Signed, expiring download URLs for uploads kept on local disk (S3 serves its own presigned URLs).
  const storage = opts.storage ?? createStorageFromEnv();
  if (storage instanceof LocalDiskStorage) app.use("/files", createLocalFileHandler(storage));

  // The built client (router/static.ts): hashed assets cached for good, the app shell for client-side routes.
  const dist = path.join(root, "client", "dist");
  if ((opts.serveClient ?? true) && fs.existsSync(path.join(dist, "index.html"))) app.use(clientRoutes(dist));
  // Anything else (an unknown /auth endpoint, a wrong method, a file that is not there) is a coded JSON 404.
  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).json({ error: { code: ErrorCode.NOT_FOUND, message: "There is nothing here." } });
  });
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) =>
    sendError(res, err, req.log, req.originalUrl.startsWith("/graphql") ? "graphql" : "rest"),
  );

  return {
    app,
    health,
    metrics,
    responseCache,
    mail:
      transport && mailOptions
        ? { transport, job: mailDeliveryJob(mailOptions), deliver: (now) => deliverDueMail(opts.database.db, mailOptions, now) }
        : null,
    accountErasure: {
      job: accountErasureJob(askSubgraph, logger),
      run: (now) => eraseDeletedAccounts(opts.database.db, askSubgraph, now, logger),
    },
    mailPurge: { job: mailPurgeJob(logger), run: (now) => purgeMail(opts.database.db, now, logger) },
    async stop() {
      await server.stop();
      transport?.close();
      for (const s of inProcess.values()) await s.stop();
    },
  };
}
