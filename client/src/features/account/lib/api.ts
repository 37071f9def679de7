/**
 * The router's auth endpoints (same origin, JSON, session cookie). Errors arrive as
 * `{ error: { code, message, fields? } }` with a 4xx status and are thrown as `AuthError`.
 */
import type { TFunction } from "i18next";
import type shellWords from "../../../i18n/en.json";
import i18n, { LANGUAGES, type Language } from "../../../i18n";
import { PASSWORD_RESET_LINK_LIFETIME_MS } from "@server/shared/account-limits";
import { restCall } from "../../../lib/rest";

/** The interface languages the server writes its emails in (the i18n codes: en, zh-Hant, zh-Hans). */
export type UiLanguageCode = Language;

/** The language on screen now, for the emails a request sends (English when it is not one the app offers). */
export function currentLanguage(): UiLanguageCode {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
}

/** The server's password length, for the forms' checks and words. */
export { PASSWORD_MAX, PASSWORD_MIN } from "@server/shared/account-limits";
/** How long an emailed reset link works, in the words of the "we sent a link" message. */
export const RESET_LINK_LIFETIME_MINUTES = PASSWORD_RESET_LINK_LIFETIME_MS / 60_000;

export type SignupPurpose = "learn" | "recruit";
export type RecruitRole = "COMPANY_REPRESENTATIVE" | "EVENT_EXHIBITOR";
export const RECRUIT_ROLES: readonly RecruitRole[] = ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"];

export interface AuthViewer {
  id: string;
  email: string;
  roles: string[];
  /** Whether the account's address is confirmed (absent from answers of servers older than the verification links). */
  emailVerified?: boolean;
}

export interface SignupInput {
  purpose: SignupPurpose;
  recruitRole?: RecruitRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The interface language in use: the verification email is written in it. */
  language?: UiLanguageCode;
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

function post(path: string, body?: unknown, method: "GET" | "POST" | "DELETE" = "POST"): Promise<Response> {
  return restCall(path, method, body, (f) => new AuthError(f.code, f.message, f.status, f.fields, f.retryAfterSeconds));
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

const get = (path: string) => post(path, undefined, "GET");
const del = (path: string) => post(path, undefined, "DELETE");

export async function signup(input: SignupInput): Promise<AuthViewer> {
  const res = await post("/auth/signup", { ...input, language: input.language ?? currentLanguage() });
  return ((await res.json()) as { viewer: AuthViewer }).viewer;
}

export async function login(input: LoginInput): Promise<AuthViewer> {
  const res = await post("/auth/login", input);
  return ((await res.json()) as { viewer: AuthViewer }).viewer;
}

export async function logout(): Promise<void> {
  await post("/auth/logout");
}

/** The logged-in viewer (with whether their address is verified), or null for a visitor. */
export async function session(): Promise<AuthViewer | null> {
  const res = await get("/auth/session");
  return ((await res.json()) as { viewer: AuthViewer | null }).viewer;
}

/** Confirms the address an emailed link was sent to; a used, replaced or expired link fails with fields.token. */
export async function verifyEmail(token: string): Promise<void> {
  await post("/auth/verify-email", { token });
}

/** A new verification link to the viewer's address, written in the language on screen. */
export async function resendVerification(): Promise<void> {
  await post("/auth/verify-email/resend", { language: currentLanguage() });
}

/** Asks to use a new address (proving the password): a link goes to it, written in the language on screen. */
export async function requestEmailChange(input: { newEmail: string; currentPassword: string }): Promise<void> {
  await post("/auth/email-change/request", { ...input, language: currentLanguage() });
}

/** Confirms a new address from the link sent to it. */
export async function confirmEmailChange(token: string): Promise<void> {
  await post("/auth/email-change/confirm", { token });
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await post("/auth/password-reset/request", { email, language: currentLanguage() });
}

/** Sets a new password from an emailed link; every session of the account ends (the person logs in again). */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await post("/auth/password-reset/confirm", input);
}

/** Changes the viewer's password; every other session ends. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await post("/auth/password", input);
}

export interface AuthSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  /** The session this browser is using. */
  current: boolean;
}

/** The viewer's sessions, most recently active first. */
export async function listSessions(): Promise<AuthSession[]> {
  const res = await get("/auth/sessions");
  return ((await res.json()) as { sessions: AuthSession[] }).sessions;
}

/** Ends one of the viewer's sessions (ending the current one logs this browser out). */
export async function endSession(id: string): Promise<void> {
  await del(`/auth/sessions/${encodeURIComponent(id)}`);
}

/** Ends every session of the viewer, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await post("/auth/logout-everywhere");
}
