/**
 * The router's auth endpoints (same origin, JSON, session cookie). Errors arrive as
 * `{ error: { code, message, fields? } }` with a 4xx status and are thrown as `AuthError`.
 */
import type { TFunction } from "i18next";
import type shellWords from "../../../i18n/en.json";

export type SignupPurpose = "learn" | "recruit";
export type RecruitRole = "COMPANY_REPRESENTATIVE" | "EVENT_EXHIBITOR";
export const RECRUIT_ROLES: readonly RecruitRole[] = ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"];

export interface AuthViewer {
  id: string;
  email: string;
  roles: string[];
}

export interface SignupInput {
  purpose: SignupPurpose;
  recruitRole?: RecruitRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    /** From Retry-After on RATE_LIMITED and SERVICE_UNAVAILABLE: how long to wait before trying again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

function url(path: string): string {
  return new URL(path, typeof window === "undefined" ? "http://localhost/" : window.location.href).toString();
}

async function post(path: string, body?: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url(path), {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new AuthError("NETWORK", "Network error", 0);
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
  throw new AuthError(
    typeof err?.code === "string" ? err.code : res.status === 429 ? "RATE_LIMITED" : "UNKNOWN",
    typeof err?.message === "string" ? err.message : res.statusText,
    res.status,
    fields,
    retryAfter(res.headers.get("Retry-After")),
  );
}

function retryAfter(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** The error's message in the reader's language, with the wait the server asked for when it gave one. */
/** The server's codes the shell has words for (`errors.<code>`). */
export type AuthErrorCode = keyof typeof shellWords.errors;

export function authErrorMessage(err: AuthError, known: readonly AuthErrorCode[], t: TFunction): string {
  if (err.code === "RATE_LIMITED" && err.retryAfterSeconds !== null) {
    return t("errors.RATE_LIMITED_WAIT", { count: Math.max(1, Math.ceil(err.retryAfterSeconds / 60)) });
  }
  const code = known.find((k) => k === err.code);
  if (code) return t(`errors.${code}`);
  return err.message || t("errors.UNKNOWN");
}

export async function signup(input: SignupInput): Promise<AuthViewer> {
  const res = await post("/auth/signup", input);
  return ((await res.json()) as { viewer: AuthViewer }).viewer;
}

export async function login(input: LoginInput): Promise<AuthViewer> {
  const res = await post("/auth/login", input);
  return ((await res.json()) as { viewer: AuthViewer }).viewer;
}

export async function logout(): Promise<void> {
  await post("/auth/logout");
}
