/**
 * The one HTTP client for calls between our own processes (router → subgraph, subgraph → peer) in split mode: undici's
 * `request` on a keep-alive agent. @apollo/gateway's default fetcher (make-fetch-happen over minipass-fetch) spent
 * about a third of the router's busy time per request; the WHATWG `fetch` is lighter but still builds streams that a
 * small JSON answer does not need.
 */
import { Agent, request } from "undici";

/** Connections to one subgraph stay open this long between requests; well under Node's server keepAliveTimeout (5 s). */
const KEEP_ALIVE_MS = 4_000;

const agent = new Agent({
  keepAliveTimeout: KEEP_ALIVE_MS,
  keepAliveMaxTimeout: KEEP_ALIVE_MS,
  // Deadlines are the caller's (an AbortSignal per call), so undici's own stay out of the way.
  headersTimeout: 0,
  bodyTimeout: 0,
});

export interface InternalRequestInit {
  method?: string;
  headers?: unknown;
  body?: unknown;
  signal?: AbortSignal | null;
}

/** Header pairs from whatever a caller passes: a Headers-like object with forEach, a Map, or a plain record. */
function headerRecord(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const withForEach = headers as { forEach?: (fn: (value: string, key: string) => void) => void };
  if (typeof withForEach.forEach === "function") withForEach.forEach((value, key) => (out[key.toLowerCase()] = value));
  else for (const [k, v] of Object.entries(headers as Record<string, unknown>)) if (v !== undefined) out[k.toLowerCase()] = String(v);
  return out;
}

/** A fetch for JSON calls between our processes, answering a standard Response (what Apollo's Fetcher and peers read). */
export async function internalFetch(url: string, init: InternalRequestInit = {}): Promise<Response> {
  const answer = await request(url, {
    dispatcher: agent,
    method: (init.method ?? "GET").toUpperCase() as "GET" | "POST",
    headers: headerRecord(init.headers),
    body: typeof init.body === "string" ? init.body : init.body == null ? undefined : JSON.stringify(init.body),
    signal: init.signal ?? undefined,
  });
  const text = await answer.body.text();
  const headers = new Headers();
  for (const [k, v] of Object.entries(answer.headers)) {
    if (Array.isArray(v)) for (const one of v) headers.append(k, one);
    else if (v !== undefined) headers.set(k, v);
  }
  // A 204 or 304 may not carry a body in a Response.
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : text, { status: answer.statusCode, headers });
}
