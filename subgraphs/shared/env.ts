/** Runtime settings read from the environment in one place. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}
export function isTest(): boolean {
  return process.env.NODE_ENV === "test" || process.env.VITEST === "true";
}
