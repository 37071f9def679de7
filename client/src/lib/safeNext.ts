/**
 * Where to go after sign-up or log-in: only a same-origin relative path ("/jobs?page=2"), never "//evil.example",
 * "/\\evil", "https://…" or "javascript:". Anything else falls back.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(next)) return fallback;
  try {
    const base = "http://same-origin.invalid";
    const resolved = new URL(next, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
