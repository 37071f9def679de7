/**
 * CSRF prevention for cookie-authenticated requests (Lucia's guide): a state-changing request that carries the
 * session cookie must come from our own origin. SameSite=Lax already stops most cross-site posts; this closes the
 * rest (old browsers, sibling subdomains). Requests without cookies cannot ride on a session and pass through.
 * /graphql additionally has Apollo Server's own CSRF prevention (JSON content type or a preflight header).
 */
import type { Request, Response, NextFunction } from "express";

export function originMatchesHost(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function csrfGuard(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // A partner request (router/partner/http.ts) is answered as a visitor's: its key is no ambient credential.
  if (req.partner) return next();
  if (!req.headers.cookie) return next();
  const origin = req.headers.origin;
  const fetchSite = req.headers["sec-fetch-site"];
  if (originMatchesHost(origin, req.headers.host) || (!origin && fetchSite === "same-origin")) return next();
  res.status(403).json({ error: { code: "FORBIDDEN", message: "Cross-site request refused." } });
}
