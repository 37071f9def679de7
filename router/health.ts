/**
 * Probes for load balancers and orchestrators. `/health`: the process is up and serving (liveness). `/ready`: it can
 * do useful work — the database answers and, in split mode, every subgraph says it is ready — and it is not draining
 * for shutdown (readiness). Each check has a short timeout so a probe never hangs on a dead dependency.
 */
import express from "express";
import type { Logger } from "../subgraphs/shared/log.js";

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface HealthState {
  /** Set at shutdown: /ready answers 503 so the load balancer stops sending new requests while in-flight ones finish. */
  draining: boolean;
}

export const READY_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function healthRoutes(state: HealthState, checks: readonly ReadinessCheck[], logger: Logger): express.Router {
  const router = express.Router();
  const live = (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  };
  router.get("/health", live);
  // The older path, kept for probes configured before /health existed.
  router.get("/healthz", live);
  router.get("/ready", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (state.draining) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), READY_TIMEOUT_MS);
          return [name, "ok"] as const;
        } catch (err) {
          // The reason goes to the log, not to the probe: it may name hosts and ports.
          logger.warn({ check: name, reason: (err as Error).message }, "readiness check failed");
          return [name, "unavailable"] as const;
        }
      }),
    );
    const ready = results.every(([, s]) => s === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks: Object.fromEntries(results) });
  });
  return router;
}

/** A subgraph in split mode is ready when its own /ready answers 200 (its URL is `…/graphql`). */
export function subgraphReadiness(name: string, graphqlUrl: string): ReadinessCheck {
  const url = graphqlUrl.replace(/\/graphql\/?$/, "/ready");
  return {
    name: `subgraph:${name}`,
    async check() {
      const res = await fetch(url, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      await res.body?.cancel();
      if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
    },
  };
}
