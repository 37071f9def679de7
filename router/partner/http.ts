/**
 * The partner API's HTTP face: the admins' key management under /admin/api-keys (session cookie, CSRF guard, the
 * /auth error shape), and the middleware that turns a /graphql request presenting a key into a partner request.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { unauthenticated } from "../../subgraphs/shared/errors.js";
import { sendError } from "../auth/http.js";
import { keyManager, type ApiKeyStore, type PartnerKey } from "./keys.js";
import { presentedKey } from "./rules.js";

declare module "express-serve-static-core" {
  interface Request {
    /** The partner key a /graphql request presented (set by partnerAccess); the request is then a visitor's. */
    partner?: PartnerKey | null;
  }
}

/**
 * GET / → { keys }, POST / → 201 { key, secret }, POST /:id/revoke → { key }. Who may is checked before the body is
 * read, so a visitor or a student learns nothing about the input.
 */
export function apiKeyRoutes(keys: ApiKeyStore) {
  const router = express.Router();
  router.use((req, res, next) => {
    // The client's key management page has the same address: a browser opening it asks for HTML and gets the app.
    if (req.method === "GET" && req.path === "/" && req.accepts(["json", "html"]) === "html") return next("router");
    // A list of keys is never kept by a browser or a proxy.
    res.setHeader("Cache-Control", "no-store");
    try {
      keyManager(req.viewer);
      next();
    } catch (err) {
      sendError(res, err, req.log);
    }
  });
  router.use(express.json({ limit: "16kb" }));
  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        await fn(req, res);
      } catch (err) {
        sendError(res, err, req.log);
      }
    };

  router.get(
    "/",
    handle(async (req, res) => {
      res.json({ keys: await keys.list(req.viewer) });
    }),
  );
  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await keys.create(req.viewer, req.body));
    }),
  );
  router.post(
    "/:id/revoke",
    handle(async (req, res) => {
      res.json({ key: await keys.revoke(req.viewer, String(req.params.id)) });
    }),
  );
  return router;
}

const INVALID_KEY = "This API key is not valid.";

/**
 * Before the CSRF guard and the session on /graphql: a request presenting a key is a partner request. An unknown,
 * revoked or malformed key is refused (401); a valid one is answered as a visitor's, so a session cookie sent along is
 * dropped here and never read (nor can it make the request a cross-site one: a key is no ambient credential).
 */
export function partnerAccess(keys: ApiKeyStore) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.partner = null;
    const presented = presentedKey(req.headers);
    if (presented === undefined) return next();
    try {
      const key = presented === null ? null : await keys.find(presented);
      if (!key) {
        res.setHeader("WWW-Authenticate", 'Bearer error="invalid_token"');
        return sendError(res, unauthenticated(INVALID_KEY), req.log, "graphql");
      }
      req.partner = key;
      delete req.headers.cookie;
      next();
    } catch (err) {
      next(err);
    }
  };
}
