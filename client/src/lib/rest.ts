/**
 * The router's REST endpoints (same origin, JSON, the session cookie): /auth/*, /admin/api-keys. Errors arrive as
 * `{ error: { code, message, fields? } }` with a 4xx status; each caller throws them as its own error class (built by
 * `fail`), with NETWORK when the server was not reached.
 */

/** What a refused call says: the server's code and message, its field errors, and Retry-After when it sent one. */
export interface RestFailure {
  code: string;
  message: string;
  status: number;
  fields: Record<string, string>;
  retryAfterSeconds: number | null;
}

function url(path: string): string {
  return new URL(path, typeof window === "undefined" ? "http://localhost/" : window.location.href).toString();
}

function retryAfter(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Calls `path`; resolves with the response when it is OK, else throws `fail(…)` of what the server said. */
export async function restCall(
  path: string,
  method: "GET" | "POST" | "DELETE",
  body: unknown,
  fail: (failure: RestFailure) => Error,
): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url(path), {
      method,
      credentials: "same-origin",
      headers: method === "POST" ? { "Content-Type": "application/json", Accept: "application/json" } : { Accept: "application/json" },
      ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw fail({ code: "NETWORK", message: "Network error", status: 0, fields: {}, retryAfterSeconds: null });
  }
  if (res.ok) return res;
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    /* not JSON */
  }
  const err = (payload as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const fields =
    err?.fields && typeof err.fields === "object"
      ? Object.fromEntries(
          Object.entries(err.fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string"),
        )
      : {};
  throw fail({
    code: typeof err?.code === "string" ? err.code : res.status === 429 ? "RATE_LIMITED" : "UNKNOWN",
    message: typeof err?.message === "string" ? err.message : res.statusText,
    status: res.status,
    fields,
    retryAfterSeconds: retryAfter(res.headers.get("Retry-After")),
  });
}
