/**
 * The auth module's HTTP face: POST /auth/signup, /auth/login, /auth/logout, GET /auth/session, and the middleware
 * that resolves the session cookie into the viewer once per request. A subgraph cannot set a cookie through the
 * gateway, so these live in the router.
 */
import express, { type Request, type Response, type NextFunction } from "express";
import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { Db } from "../../subgraphs/shared/db.js";
import { ErrorCode, MASKED_MESSAGE, toClientError } from "../../subgraphs/shared/errors.js";
import { log, type Logger } from "../../subgraphs/shared/log.js";
import { isProduction } from "../../subgraphs/shared/env.js";
import type { Viewer } from "../../subgraphs/shared/viewer.js";
import { invalidateSession, validateSessionToken } from "./sessions.js";
import { logIn, signUp, type ProfileWriter } from "./service.js";

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
  }
}

/** Resolves the viewer once per request; an unknown or expired session is a visitor (and its cookie is cleared). */
export function viewerMiddleware(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = sessionToken(req);
    req.viewer = null;
    if (!token) return next();
    try {
      const session = await validateSessionToken(db, token);
      if (!session) res.append("Set-Cookie", clearedSessionCookie());
      else {
        req.viewer = session.viewer;
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

export function authRoutes(db: Db, profiles: ProfileWriter) {
  const router = express.Router();
  router.use(express.json({ limit: "16kb" }));

  router.post("/signup", async (req, res) => {
    try {
      const { viewer, token, expiresAt } = await signUp(db, profiles, req.body, req.ip ?? "unknown");
      res.append("Set-Cookie", sessionCookie(token, expiresAt));
      res.status(201).json({ viewer });
    } catch (err) {
      sendError(res, err);
    }
  });

  router.post("/login", async (req, res) => {
    try {
      const { viewer, token, expiresAt } = await logIn(db, req.body, req.ip ?? "unknown");
      res.append("Set-Cookie", sessionCookie(token, expiresAt));
      res.status(200).json({ viewer });
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
    res.json({ viewer: req.viewer ?? null });
  });

  return router;
}
