/**
 * Prometheus metrics (prom-client) on a registry of the router's own: HTTP requests, GraphQL operations with their
 * errors and latency per operation name, database pool use, and Node's default process metrics. Served at /metrics.
 */
import type { Request, Response } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Operation names are chosen by clients: past this many distinct names, new ones are counted as "other". */
export const MAX_OPERATION_LABELS = 300;
const operationName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly seen = new Set<string>();

  readonly httpRequests = new Counter({
    name: "talentforge_http_requests_total",
    help: "HTTP requests by route group, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers: [this.registry],
  });
  readonly operations = new Counter({
    name: "talentforge_graphql_operations_total",
    help: "GraphQL operations by operation name, type and outcome (ok, error).",
    labelNames: ["operation", "type", "outcome"] as const,
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: "talentforge_graphql_errors_total",
    help: "GraphQL errors by operation name and extensions.code.",
    labelNames: ["operation", "code"] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: "talentforge_graphql_operation_duration_seconds",
    help: "GraphQL operation latency by operation name.",
    labelNames: ["operation"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(opts: { pool?: () => PoolStats | null } = {}) {
    collectDefaultMetrics({ register: this.registry, prefix: "talentforge_" });
    const pool = opts.pool;
    if (pool) {
      new Gauge({
        name: "talentforge_db_pool_connections",
        help: "Database pool connections by state (total, idle, waiting clients).",
        labelNames: ["state"] as const,
        registers: [this.registry],
        collect() {
          const stats = pool();
          if (!stats) return;
          this.set({ state: "total" }, stats.total);
          this.set({ state: "idle" }, stats.idle);
          this.set({ state: "waiting" }, stats.waiting);
        },
      });
    }
  }

  /** A bounded label for an operation name: anonymous, the name itself, or "other". */
  operationLabel(name: string | null | undefined): string {
    if (!name) return "anonymous";
    if (!operationName.test(name)) return "other";
    if (this.seen.has(name)) return name;
    if (this.seen.size >= MAX_OPERATION_LABELS) return "other";
    this.seen.add(name);
    return name;
  }

  handler() {
    return async (_req: Request, res: Response) => {
      res.setHeader("Content-Type", this.registry.contentType);
      res.end(await this.registry.metrics());
    };
  }
}

/** The route group of a path, so per-URL labels cannot grow without bound. */
export function routeGroup(path: string): string {
  const first = path.split("/")[1] ?? "";
  if (["graphql", "auth", "files", "health", "ready", "metrics", "assets"].includes(first)) return `/${first}`;
  return "/ (client)";
}
