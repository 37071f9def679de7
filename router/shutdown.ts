/** Closes the server and the database cleanly on SIGINT/SIGTERM (PGlite must flush and release its lock). */
export function onShutdown(close: () => Promise<void>): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing…`);
    // Kept referenced on purpose: it also holds the event loop open while closing awaits work that owns no handle
    // (PGlite's close), which would otherwise let the process end before the lock is released.
    setTimeout(() => {
      console.error("Shutdown took over 10 s; exiting.");
      process.exit(1);
    }, 10_000);
    close()
      .then(() => process.exit(0))
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
