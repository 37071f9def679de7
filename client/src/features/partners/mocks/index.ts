/**
 * The mock backend's API keys, as the router answers /admin/api-keys: the platform's admins (API_KEY_MANAGERS) list
 * keys newest first, create one (its secret answered once, never kept here in the clear either) and revoke one;
 * anyone else is refused (401 for a visitor, 403 for other roles, before the input is read). The input is checked
 * against the shared rules, with the server's per-field messages. In memory: `resetMockApiKeys()` brings back the two
 * seeded keys (one in use, one revoked). Wired into src/mocks/handlers.ts.
 */
import { delay, http, HttpResponse } from "msw";
import {
  API_KEY_LIMITS,
  API_KEY_MANAGERS,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_CHARS,
  type ApiKeyScope,
} from "@server/shared/partner-api";
import { currentAccount } from "../../../mocks/session";
import type { ApiKeyView } from "../lib/api";

const latency = () => (import.meta.env.MODE === "test" ? Promise.resolve() : delay(250));
const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function seed(): ApiKeyView[] {
  return [
    {
      id: "key-jobs-board",
      name: "Jobs board partner",
      shownPrefix: "tfk_q7mz",
      scopes: ["JOBS", "EMPLOYERS"],
      requestsPerMinute: API_KEY_LIMITS.requestsPerMinute.default,
      costPerMinute: API_KEY_LIMITS.costPerMinute.default,
      createdAt: ago(30 * DAY),
      lastUsedAt: ago(DAY / 24),
      revokedAt: null,
    },
    {
      id: "key-old-catalogue",
      name: "Old course catalogue feed",
      shownPrefix: "tfk_b3xk",
      scopes: ["COURSES"],
      requestsPerMinute: 60,
      costPerMinute: 100_000,
      createdAt: ago(90 * DAY),
      lastUsedAt: ago(20 * DAY),
      revokedAt: ago(14 * DAY),
    },
  ];
}

let keys: ApiKeyView[] = seed();

export function resetMockApiKeys(): void {
  keys = seed();
}

/** The mock's keys, newest first (tests read them). */
export const mockApiKeys = (): readonly ApiKeyView[] => keys;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return API_KEY_PREFIX + Array.from(bytes, (b) => BASE32[b % 32]).join("");
}

/** 401 for a visitor, 403 for anyone who is not one of the platform's admins; null when the caller may manage keys. */
function notAManager() {
  const account = currentAccount();
  if (!account) return refused(401, "UNAUTHENTICATED", "You must be logged in.");
  if (!account.roles.some((r) => (API_KEY_MANAGERS as readonly string[]).includes(r)))
    return refused(403, "FORBIDDEN", "Only the platform's admins manage API keys.");
  return null;
}

function wholeIn(value: unknown, limits: { min: number; max: number }): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= limits.min && value <= limits.max;
}

/** The server's per-field messages for a new key's input, or the checked input. */
function checkInput(
  body: Record<string, unknown>,
): { fields: Record<string, string> } | { input: Omit<ApiKeyView, "id" | "shownPrefix" | "createdAt" | "lastUsedAt" | "revokedAt"> } {
  const fields: Record<string, string> = {};
  const name = typeof body.name === "string" ? body.name.trim() : "";
  const { name: nameLimits, requestsPerMinute, costPerMinute } = API_KEY_LIMITS;
  if (name.length < nameLimits.min || name.length > nameLimits.max)
    fields.name = `Name must be ${nameLimits.min} to ${nameLimits.max} characters.`;
  const scopes = Array.isArray(body.scopes) ? body.scopes : null;
  if (!scopes || scopes.length === 0) fields.scopes = "Choose at least one scope.";
  else if (!scopes.every((s) => (API_KEY_SCOPES as readonly unknown[]).includes(s))) fields.scopes = "Unknown scope.";
  if (!wholeIn(body.requestsPerMinute, requestsPerMinute))
    fields.requestsPerMinute = `Requests per minute must be a whole number from ${requestsPerMinute.min} to ${requestsPerMinute.max}.`;
  if (!wholeIn(body.costPerMinute, costPerMinute))
    fields.costPerMinute = `Cost per minute must be a whole number from ${costPerMinute.min} to ${costPerMinute.max}.`;
  if (Object.keys(fields).length > 0) return { fields };
  return {
    input: {
      name,
      // In the rules' order, each once.
      scopes: API_KEY_SCOPES.filter((s) => (scopes as unknown[]).includes(s)) as ApiKeyScope[],
      requestsPerMinute: body.requestsPerMinute as number,
      costPerMinute: body.costPerMinute as number,
    },
  };
}

export const apiKeyHandlers = [
  http.get("*/admin/api-keys", async () => {
    await latency();
    const refusal = notAManager();
    if (refusal) return refusal;
    return HttpResponse.json({ keys });
  }),

  http.post("*/admin/api-keys", async ({ request }) => {
    await latency();
    const refusal = notAManager();
    if (refusal) return refusal;
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const checked = checkInput(body && typeof body === "object" ? body : {});
    if ("fields" in checked) return refused(400, "BAD_USER_INPUT", "Some fields need attention.", checked.fields);
    const secret = newSecret();
    const key: ApiKeyView = {
      id: crypto.randomUUID(),
      ...checked.input,
      shownPrefix: secret.slice(0, API_KEY_SHOWN_CHARS),
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    };
    keys = [key, ...keys];
    return HttpResponse.json({ key, secret }, { status: 201 });
  }),

  http.post("*/admin/api-keys/:id/revoke", async ({ params }) => {
    await latency();
    const refusal = notAManager();
    if (refusal) return refusal;
    const id = String(params.id);
    const found = keys.find((k) => k.id === id);
    if (!found) return refused(404, "NOT_FOUND", `API key ${id} not found.`);
    // Revoking twice keeps the first date: the key stopped working then.
    const key = found.revokedAt ? found : { ...found, revokedAt: new Date().toISOString() };
    keys = keys.map((k) => (k.id === id ? key : k));
    return HttpResponse.json({ key });
  }),
];
