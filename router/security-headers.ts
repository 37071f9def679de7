/**
 * Response headers that limit what a page of ours may do in a browser: a Content-Security-Policy the built client
 * passes with no inline script, HSTS in production, a Permissions-Policy that turns off device and payment APIs, and
 * nosniff, Referrer-Policy and frame denial (helmet sets all but Permissions-Policy). In production the client's
 * source maps are not served. The API explorer's page has a policy of its own (graphiqlContentSecurityPolicy).
 */
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { isProduction } from "../subgraphs/shared/env.js";
import { notFound } from "../subgraphs/shared/errors.js";
import { S3CompatibleStorage, createStorageFromEnv, type StorageEnv } from "../subgraphs/shared/storage/index.js";

/** Powerful browser features no page of ours uses; `()` denies them to every origin, embedded frames included. */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

/** One year: the usual HSTS lifetime once a site is served over HTTPS only. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface SecurityHeadersOptions {
  /** Default: isProduction() when the middleware is made. */
  production?: boolean;
  /** Origins images may come from besides our own (default: where the storage's signed URLs point). */
  imageSources?: readonly string[];
}

/**
 * Where signed upload URLs point when that is not this origin: the S3 endpoint (or its bucket host), or the origin in
 * STORAGE_PUBLIC_BASE_URL for local disk. Local `/files` URLs are root-relative and need nothing.
 */
export function storageImageSources(env: StorageEnv = process.env): string[] {
  const driver = (env.STORAGE_DRIVER ?? "local").trim().toLowerCase() || "local";
  if (driver === "s3") {
    const storage = createStorageFromEnv(env);
    return storage instanceof S3CompatibleStorage ? [storage.objectUrl("uploads/origin").origin] : [];
  }
  const base = env.STORAGE_PUBLIC_BASE_URL?.trim();
  return base && URL.canParse(base) ? [new URL(base).origin] : [];
}

/**
 * The API explorer's policy (/graphiql, router/graphiql.ts), in place of the app's on that page: nothing is allowed
 * that is not named. Its scripts and Monaco's web workers are our own files; Monaco writes <style> elements at run time
 * (no nonce); GraphiQL's fonts are data: URLs in its stylesheet, Monaco's icon font a file of ours; it talks to
 * /graphql only. No forms, no
 * frames, no base element.
 */
export function graphiqlContentSecurityPolicy(opts: Pick<SecurityHeadersOptions, "production"> = {}): RequestHandler {
  const production = opts.production ?? isProduction();
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
  });
}

export function securityHeaders(opts: SecurityHeadersOptions = {}): RequestHandler {
  const production = opts.production ?? isProduction();
  const imageSources = opts.imageSources ?? storageImageSources();
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes <style> elements (theme variables, responsive props) at run time; scripts stay locked down.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...imageSources],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Production is served over HTTPS; a local http://localhost run must not have its requests rewritten.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  router.use(headers);
  // Signed /files URLs may be served from another origin (STORAGE_PUBLIC_BASE_URL) and shown as images here; the
  // signature already grants the read, so embedding them elsewhere reveals nothing more.
  router.use("/files", (_req, res, next) => {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    next();
  });
  if (production) {
    // Source maps would publish the client's source; the build keeps them on disk only, for reading stack traces.
    router.get(/\.map$/i, (_req, _res, next) => next(notFound("File")));
  }
  return router;
}
