/**
 * The router's API key endpoints (same origin, JSON, session cookie), under the contract of the account's /auth/*
 * calls: errors arrive as `{ error: { code, message, fields? } }` with a 4xx status and are thrown as `ApiKeyError`
 * (NETWORK when the server was not reached). Not GraphQL: the keys stay out of the Apollo cache.
 */
import type { ApiKeyScope } from "@server/shared/partner-api";
import { restCall } from "../../../lib/rest";

/** A key as the list shows it: never its secret, only the characters that recognise it. */
export interface ApiKeyView {
  id: string;
  name: string;
  shownPrefix: string;
  scopes: ApiKeyScope[];
  requestsPerMinute: number;
  costPerMinute: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
  requestsPerMinute: number;
  costPerMinute: number;
}

export class ApiKeyError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiKeyError";
  }
}

async function request<T>(path: string, method: "GET" | "POST", body?: unknown): Promise<T> {
  const res = await restCall(path, method, body, (f) => new ApiKeyError(f.code, f.message, f.status, f.fields));
  return (await res.json()) as T;
}

/** Every key, newest first, revoked ones included. */
export async function listApiKeys(): Promise<ApiKeyView[]> {
  return (await request<{ keys: ApiKeyView[] }>("/admin/api-keys", "GET")).keys;
}

/** A new key and its secret: the only time the secret is ever sent. */
export async function createApiKey(input: NewApiKeyInput): Promise<{ key: ApiKeyView; secret: string }> {
  return request<{ key: ApiKeyView; secret: string }>("/admin/api-keys", "POST", input);
}

/** Stops a key working at once; it stays in the list as revoked. */
export async function revokeApiKey(id: string): Promise<ApiKeyView> {
  return (await request<{ key: ApiKeyView }>(`/admin/api-keys/${encodeURIComponent(id)}/revoke`, "POST")).key;
}
