/**
 * The auth module's HTTP face: sign-up, log-in, log-out and the session; the account's life (verifying the address,
 * a password reset, a change of password or of address, the sessions list and log out everywhere); the person's data
 * (GET /auth/export) and deleting the account (POST /auth/account/delete); and the middleware that resolves the session
 * cookie into the viewer once per request. A subgraph cannot set a cookie through the gateway, so these live in the
 * router.
 */
import express, { type Request, type Response, type NextFunction } from "express";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { Db } from "../../subgraphs/shared/db.js";
import { ErrorCode, MASKED_MESSAGE, toClientError } from "../../subgraphs/shared/errors.js";
import { log, type Logger } from "../../subgraphs/shared/log.js";
import { isProduction } from "../../subgraphs/shared/env.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { unauthenticated, notFound, serviceUnavailable } from "../../subgraphs/shared/errors.js";
import { UI_LANGUAGES, type UiLanguageCode } from "../../subgraphs/shared/options.js";
import { endSessions, invalidateSession, listSessions, validateSessionToken } from "./sessions.js";
import { logIn, signUp, type Client, type ProfileWriter } from "./service.js";
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from "./lifecycle.js";
import { storedUserAgent } from "./rules.js";
import { exportFileName, exportPersonalData, type AskSubgraph } from "./personal-data.js";
import { requestAccountDeletion } from "./account-deletion.js";

export const SESSION_COOKIE = "tf_session";

export function sessionCookie(token: string, expiresAt: Date): string {
  return serializeCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    expires: expiresAt,
  });
}

export function clearedSessionCookie(): string {
  return serializeCookie(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: 0 });
}

function secureCookies(): boolean {
  return process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "1" : isProduction();
}

function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

declare module "express-serve-static-core" {
  interface Request {
    viewer?: Viewer | null;
    /** The viewer's session id and whether their address is verified (set with `viewer`). */
    session?: { id: string; emailVerified: boolean } | null;
  }
}

/** Resolves the viewer once per request; an unknown or expired session is a visitor (and its cookie is cleared). */
export function viewerMiddleware(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = sessionToken(req);
    req.viewer = null;
    req.session = null;
    if (!token) return next();
    try {
      const session = await validateSessionToken(db, token);
      if (!session) res.append("Set-Cookie", clearedSessionCookie());
      else {
        req.viewer = session.viewer;
        req.session = { id: session.id, emailVerified: session.emailVerified };
        if (session.refreshed) res.append("Set-Cookie", sessionCookie(token, session.expiresAt));
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Sends a coded error as JSON with its HTTP status; anything uncoded is masked (and logged in full). */
export function sendError(res: Response, err: unknown, logger: Logger = log, shape: ErrorShape = "rest") {
  const coded = toClientError(err);
  if (!coded) logger.error({ err }, "unexpected error");
  const code = coded?.code ?? ErrorCode.INTERNAL_SERVER_ERROR;
  const message = coded?.message ?? MASKED_MESSAGE;
  const { fields, service, retryable } = (coded?.extensions ?? {}) as { fields?: unknown; service?: unknown; retryable?: unknown };
  if (code === ErrorCode.RATE_LIMITED) res.setHeader("Retry-After", String(coded?.extensions.retryAfterSeconds ?? 60));
  if (code === ErrorCode.SERVICE_UNAVAILABLE) res.setHeader("Retry-After", "5");
  res.status(coded?.httpStatus ?? 500);
  // A GraphQL client reads `errors[].extensions.code` whatever went wrong before the operation ran.
  if (shape === "graphql") res.json({ errors: [{ message, extensions: { code, fields, service, retryable } }] });
  else res.json({ error: { code, message, fields, service, retryable } });
}

/** `rest` for /auth/* and the other endpoints ({ error }); `graphql` for /graphql ({ errors: [...] }). */
export type ErrorShape = "rest" | "graphql";

const clientOf = (req: Request): Client => ({ address: req.ip ?? "unknown", userAgent: storedUserAgent(req.get("user-agent")) });

/** The language of the page the request came from (sent by the client), for messages sent before the person chose one. */
function pageLanguage(body: unknown): UiLanguageCode | undefined {
  const language = (body as { language?: unknown } | null)?.language;
  return (UI_LANGUAGES as readonly unknown[]).includes(language) ? (language as UiLanguageCode) : undefined;
}

/** The logged-in viewer and their session, or UNAUTHENTICATED (checked before any input is read). */
function signedIn(req: Request): { viewer: Viewer; sessionId: string } {
  if (!req.viewer || !req.session) throw unauthenticated();
  return { viewer: req.viewer, sessionId: req.session.id };
}

/** Wraps a handler so that any error is sent as a coded JSON answer. */
const handle =
  (fn: (req: Request, res: Response) => Promise<void> | void) =>
  async (req: Request, res: Response): Promise<void> => {
    try {
      await fn(req, res);
    } catch (err) {
      sendError(res, err);
    }
  };

export function authRoutes(db: Db, profiles: ProfileWriter, logger: Logger = log, subgraphs?: AskSubgraph) {
  const router = express.Router();
  // What is read here is about one person (their session, their sessions list): never kept by a browser or a proxy.
  // (Answers to POSTs are not cached anyway; with no-store on them, Chromium never reports the request finished.)
  router.use((req, res, next) => {
    if (req.method === "GET") res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: "16kb" }));

  router.post("/signup", async (req, res) => {
    try {
      const { viewer, emailVerified, token, expiresAt } = await signUp(db, profiles, req.body, clientOf(req));
      res.append("Set-Cookie", sessionCookie(token, expiresAt));
      res.status(201).json({ viewer: { ...viewer, emailVerified } });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/login", async (req, res) => {
    try {
      const { viewer, emailVerified, token, expiresAt } = await logIn(db, req.body, clientOf(req));
      res.append("Set-Cookie", sessionCookie(token, expiresAt));
      res.status(200).json({ viewer: { ...viewer, emailVerified } });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/logout", async (req, res) => {
    try {
      const token = sessionToken(req);
      if (token) await invalidateSession(db, token);
      res.append("Set-Cookie", clearedSessionCookie());
      res.status(204).end();
    } catch (err) {
      sendError(res, err);
    }
  });

  router.get("/session", (req, res) => {
    res.json({ viewer: req.viewer ? { ...req.viewer, emailVerified: req.session?.emailVerified ?? false } : null });
  });

  router.post(
    "/verify-email",
    handle(async (req, res) => {
      await verifyEmail(db, req.body);
      res.status(200).json({ verified: true });
    }),
  );

  router.post(
    "/verify-email/resend",
    handle(async (req, res) => {
      const { viewer } = signedIn(req);
      await resendVerification(db, viewer, pageLanguage(req.body));
      res.status(202).json({ sent: true });
    }),
  );

  router.post(
    "/password-reset/request",
    handle(async (req, res) => {
      const later = await requestPasswordReset(db, req.body, clientOf(req).address);
      // The same answer, at once, whether or not the address has an account; the work happens after it is sent.
      res.status(202).json({ sent: true });
      later().catch((err: unknown) => logger.error({ err }, "password reset request failed"));
    }),
  );

  router.post(
    "/password-reset/confirm",
    handle(async (req, res) => {
      await resetPassword(db, req.body);
      res.status(200).json({ reset: true });
    }),
  );

  router.post(
    "/password",
    handle(async (req, res) => {
      const { viewer, sessionId } = signedIn(req);
      await changePassword(db, viewer, sessionId, req.body);
      res.status(200).json({ changed: true });
    }),
  );

  router.post(
    "/email-change/request",
    handle(async (req, res) => {
      const { viewer } = signedIn(req);
      await requestEmailChange(db, viewer, req.body);
      res.status(202).json({ sent: true });
    }),
  );

  router.post(
    "/email-change/confirm",
    handle(async (req, res) => {
      await confirmEmailChange(db, profiles, req.body);
      res.status(200).json({ changed: true });
    }),
  );

  router.get(
    "/sessions",
    handle(async (req, res) => {
      const { viewer, sessionId } = signedIn(req);
      res.json({ sessions: await listSessions(db, viewer.id, sessionId) });
    }),
  );

  router.delete(
    "/sessions/:id",
    handle(async (req, res) => {
      const { viewer, sessionId } = signedIn(req);
      const id = String(req.params.id);
      if ((await endSessions(db, viewer.id, { only: id })) === 0) throw notFound("Session", id);
      if (id === sessionId) res.append("Set-Cookie", clearedSessionCookie());
      res.status(204).end();
    }),
  );

  router.post(
    "/logout-everywhere",
    handle(async (req, res) => {
      const { viewer } = signedIn(req);
      await endSessions(db, viewer.id);
      res.append("Set-Cookie", clearedSessionCookie());
      res.status(204).end();
    }),
  );

  // The person's copy of their data, as a file to keep (whole or nothing: router/auth/personal-data.ts).
  router.get(
    "/export",
    handle(async (req, res) => {
      const { viewer, sessionId } = signedIn(req);
      if (!subgraphs) throw serviceUnavailable("export");
      const data = await exportPersonalData(db, subgraphs, viewer, sessionId);
      res.setHeader("Content-Disposition", `attachment; filename="${exportFileName(data.exportedAt)}"`);
      // Indented: the file is for the person to read.
      res.type("application/json").send(JSON.stringify(data, null, 2));
    }),
  );

  // Deleting the account: marked now, erased by the erasure job (router/auth/account-deletion.ts); logged out at once.
  router.post(
    "/account/delete",
    handle(async (req, res) => {
      const { viewer } = signedIn(req);
      await requestAccountDeletion(db, viewer, req.body);
      res.append("Set-Cookie", clearedSessionCookie());
      res.status(202).json({ scheduled: true });
    }),
  );

  return router;
}
