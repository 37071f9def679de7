/** Closes the server and the database cleanly on SIGINT/SIGTERM (PGlite must flush and release its lock). */
import { log } from "../subgraphs/shared/log.js";

/** How long to keep serving after the signal while /ready answers 503, so load balancers stop sending first. */
export function drainDelayMs(): number {
  const value = Number(process.env.DRAIN_DELAY_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Time allowed for closing after the drain delay before the process gives up and exits with an error. */
export const CLOSE_TIMEOUT_MS = 10_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function onShutdown(close: () => Promise<void>, opts: { drainMs?: number } = {}): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, `${signal} received, closing…`);
    // Kept referenced on purpose: it also holds the event loop open while closing awaits work that owns no handle
    // (PGlite's close), which would otherwise let the process end before the lock is released.
    setTimeout(
      () => {
        log.error("Shutdown took too long; exiting.");
        process.exit(1);
      },
      (opts.drainMs ?? 0) + CLOSE_TIMEOUT_MS,
    );
    close()
      .then(() => {
        log.info("closed");
        log.flush();
        process.exit(0);
      })
      .catch((err) => {
        log.error({ err }, "shutdown failed");
        log.flush();
        process.exit(1);
      });
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
