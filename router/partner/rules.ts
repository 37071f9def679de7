/**
 * The partner API's rules as the router applies them (pure): who manages keys, what a new key may be, which key a
 * request presents, whether an operation stays inside a key's scopes, the one-minute window and its verdict, and the
 * RateLimit headers (draft-ietf-httpapi-ratelimit-headers, structured-field form). The shared values are in
 * subgraphs/shared/partner-api.ts.
 */
import { z } from "zod";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import {
  API_KEY_HEADER,
  API_KEY_LIMITS,
  API_KEY_MANAGERS,
  API_KEY_PATTERN,
  API_KEY_SCOPES,
  API_KEY_WINDOW_SECONDS,
  SCOPE_ROOT_FIELDS,
  type ApiKeyScope,
} from "../../subgraphs/shared/partner-api.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";

export const mayManageApiKeys = (viewer: Viewer): boolean =>
  viewer.roles.some((role) => (API_KEY_MANAGERS as readonly string[]).includes(role));

const { name, requestsPerMinute, costPerMinute } = API_KEY_LIMITS;
const whole = (min: number, max: number) =>
  z
    .number({ message: "Enter a whole number." })
    .int("Enter a whole number.")
    .min(min, `At least ${min.toLocaleString("en")}.`)
    .max(max, `At most ${max.toLocaleString("en")}.`);

export const createApiKeyInput = z.object({
  name: z.string({ message: "Required." }).trim().min(name.min, "Required.").max(name.max, `At most ${name.max} characters.`),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: `Choose among ${API_KEY_SCOPES.join(", ")}.` }), { message: "Choose at least one scope." })
    .min(1, "Choose at least one scope.")
    // Each scope once, in the list's order, whatever order they were sent in.
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  requestsPerMinute: whole(requestsPerMinute.min, requestsPerMinute.max).default(requestsPerMinute.default),
  costPerMinute: whole(costPerMinute.min, costPerMinute.max).default(costPerMinute.default),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

/**
 * The key a request presents: `Authorization: Bearer tfk_…` or the X-API-Key header. `undefined` when it presents
 * none (not a partner request: another bearer token is not ours to judge here); `null` when what it presents cannot
 * be a key (malformed, or two different keys).
 */
export function presentedKey(headers: Record<string, string | string[] | undefined>): string | null | undefined {
  const single = (v: string | string[] | undefined) => (Array.isArray(v) ? (v.length === 1 ? v[0] : null) : v);
  const header = single(headers[API_KEY_HEADER]);
  const bearer = /^Bearer\s+(tfk_\S*)\s*$/i.exec(single(headers.authorization) ?? "")?.[1];
  if (header === undefined && bearer === undefined) return undefined;
  if (header === null || (header !== undefined && bearer !== undefined && header.trim() !== bearer)) return null;
  const key = (header ?? bearer)!.trim();
  return API_KEY_PATTERN.test(key) ? key : null;
}

/** Root fields any key may ask for: the type name and introspection (off in production anyway). */
const ALWAYS_OPEN = new Set(["__typename", "__schema", "__type"]);

/** The scope that opens each root field (a field in no scope is open to no key). */
const SCOPE_OF = new Map<string, ApiKeyScope>(
  API_KEY_SCOPES.flatMap((scope) => SCOPE_ROOT_FIELDS[scope].map((field) => [field, scope] as const)),
);

export type ScopeRefusal =
  { kind: "operation"; operation: "mutation" | "subscription" } | { kind: "field"; field: string; scope: ApiKeyScope | null };

/**
 * Why a key with `scopes` may not run `operation` (root fields read through fragments included), or null when it may.
 * A key only reads: mutations and subscriptions are refused whatever their fields.
 */
export function scopeRefusal(document: DocumentNode, operation: OperationDefinitionNode, scopes: readonly string[]): ScopeRefusal | null {
  if (operation.operation !== "query") return { kind: "operation", operation: operation.operation };
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode): ScopeRefusal | null => {
    for (const selection of set.selections) {
      let refusal: ScopeRefusal | null = null;
      if (selection.kind === Kind.FIELD) {
        const field = selection.name.value;
        if (ALWAYS_OPEN.has(field)) continue;
        const scope = SCOPE_OF.get(field) ?? null;
        if (!scope || !scopes.includes(scope)) refusal = { kind: "field", field, scope };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) refusal = walk(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) refusal = walk(fragment.selectionSet);
      }
      if (refusal) return refusal;
    }
    return null;
  };
  return walk(operation.selectionSet);
}

export function scopeRefusalMessage(refusal: ScopeRefusal): string {
  if (refusal.kind === "operation") return `An API key may only read: ${refusal.operation}s are not allowed.`;
  if (!refusal.scope) return `The field "${refusal.field}" is not open to API keys.`;
  return `The field "${refusal.field}" needs the ${refusal.scope} scope, which this API key does not have.`;
}

/** The fixed one-minute window `now` falls in (aligned to the clock's minutes, so every process agrees on it). */
export function windowAt(now: Date): { start: Date; resetSeconds: number } {
  const length = API_KEY_WINDOW_SECONDS * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), resetSeconds: Math.max(1, Math.ceil((start + length - now.getTime()) / 1000)) };
}

export interface KeyLimits {
  requestsPerMinute: number;
  costPerMinute: number;
}

/** What the window holds after this request was counted in it. */
export interface WindowCount {
  requests: number;
  cost: number;
}

/** Over the requests limit first (the request itself is refused), then over the cost budget. */
export function windowVerdict(count: WindowCount, limits: KeyLimits): "ok" | "requests" | "cost" {
  if (count.requests > limits.requestsPerMinute) return "requests";
  if (count.cost > limits.costPerMinute) return "cost";
  return "ok";
}

/** `RateLimit-Policy` and `RateLimit` for a key's window, in the draft's structured-field form. */
export function rateLimitHeaders(limits: KeyLimits, count: WindowCount, resetSeconds: number): Record<string, string> {
  const remaining = (limit: number, used: number) => Math.max(0, limit - used);
  return {
    "RateLimit-Policy": `"requests";q=${limits.requestsPerMinute};w=${API_KEY_WINDOW_SECONDS}, "cost";q=${limits.costPerMinute};w=${API_KEY_WINDOW_SECONDS}`,
    RateLimit: `"requests";r=${remaining(limits.requestsPerMinute, count.requests)};t=${resetSeconds}, "cost";r=${remaining(limits.costPerMinute, count.cost)};t=${resetSeconds}`,
  };
}
