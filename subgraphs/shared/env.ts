/** Runtime settings read from the environment in one place. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}
export function isTest(): boolean {
  return process.env.NODE_ENV === "test" || process.env.VITEST === "true";
}

/** Where people reach the site (links in calendar files and e-mails): PUBLIC_URL, or the local default. */
export function publicOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/+$/, "");
}
