/**
 * Serving the built client (client/dist) and compressing API answers.
 * - /assets/* carry a content hash in their names: cached for a year and never revalidated (`immutable`).
 * - index.html (the app shell, answered for every client-side route), graphiql.html (the API explorer, at /graphiql)
 *   and the other files are revalidated on every use (`no-cache`), so a deploy reaches browsers on their next load.
 * - A file with precompressed siblings (`.br`, `.gz`, written by the client build) is sent compressed: brotli when the
 *   browser accepts it, else gzip, else as it is, with `Vary: Accept-Encoding` so caches keep the variants apart.
 * - /graphql and /auth answers are gzip- or brotli-compressed on the fly above a threshold (`apiCompression`).
 */
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Brotli first: smaller than gzip at the same decoding cost for the browser. */
const PREFERENCE: Encoding[] = ["br", "gzip"];

/**
 * The encodings an Accept-Encoding header allows among `offered`, in our order of preference. An encoding is allowed
 * when listed (or matched by `*`) with a quality above zero.
 */
export function acceptedEncodings(header: string | undefined, offered: readonly Encoding[] = PREFERENCE): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  return PREFERENCE.filter((e) => offered.includes(e) && (quality.get(e) ?? quality.get("*") ?? 0) > 0);
}

/** Every file of `dir` with the precompressed encodings found next to it, keyed by URL path (`/assets/x.js`). */
function precompressedFiles(dir: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const encodings = PREFERENCE.filter((e) => fs.existsSync(path.join(dir, rel + SUFFIX[e])));
        if (encodings.length) found.set(`/${rel}`, encodings);
      }
    }
  };
  walk("");
  return found;
}

const isHashedAsset = (urlPath: string) => urlPath.startsWith("/assets/");

/**
 * The client's files and its app shell from `dist`. Routes the client does not own (/graphql, /auth, /files) and
 * missing assets fall through to the next handler (a coded 404): a stale page asking for an old chunk must not get
 * the shell as script.
 */
export function clientRoutes(dist: string): express.Router {
  const known = precompressedFiles(dist);
  /**
   * The encodings a file has copies in. Files that appeared after start (the client rebuilt in place, as `npm run
   * build` beside a running app does) are looked up once, so they are not sent uncompressed until a restart.
   */
  const encodingsOf = (urlPath: string): Encoding[] | undefined => {
    if (!known.has(urlPath)) {
      const file = path.join(dist, urlPath);
      known.set(
        urlPath,
        PREFERENCE.filter((e) => fs.existsSync(file + SUFFIX[e])),
      );
    }
    const encodings = known.get(urlPath);
    return encodings?.length ? encodings : undefined;
  };
  const shell = path.join(dist, "index.html");
  const router = express.Router();

  /** Sends `file` (a path under dist, URL form), precompressed when possible. */
  const send = (req: express.Request, res: express.Response, next: express.NextFunction, urlPath: string, cacheControl: string) => {
    const encodings = encodingsOf(urlPath);
    const encoding = encodings ? acceptedEncodings(req.headers["accept-encoding"], encodings)[0] : undefined;
    if (encodings) res.vary("Accept-Encoding");
    res.setHeader("Cache-Control", cacheControl);
    // The type is the original file's: express would otherwise name it after the .br or .gz suffix.
    res.type(path.extname(urlPath));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const file = path.join(dist, urlPath) + (encoding ? SUFFIX[encoding] : "");
    res.sendFile(file, { cacheControl: false, dotfiles: "deny" }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        res.removeHeader("Cache-Control");
        next();
      }
    });
  };

  router.get(/^\/(?!index\.html$).+\.[A-Za-z0-9]+$/, (req, res, next) => {
    let urlPath: string;
    try {
      // Decoded and normalised, so `..` cannot leave dist; a malformed or NUL-bearing path is simply not a file here.
      urlPath = path.posix.normalize(decodeURIComponent(req.path));
      const file = path.join(dist, urlPath);
      if (!file.startsWith(dist + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
    } catch {
      return next();
    }
    send(req, res, next, urlPath, isHashedAsset(urlPath) ? IMMUTABLE : REVALIDATE);
  });
  // The API explorer, a page of its own (router/graphiql.ts gives it its policy).
  router.get("/graphiql", (req, res, next) => {
    if (!fs.existsSync(path.join(dist, "graphiql.html"))) return next();
    send(req, res, next, "/graphiql.html", REVALIDATE);
  });
  // Client-side routes: any other GET that accepts HTML gets the app shell.
  router.get(/^(?!\/(graphql|auth|files|assets)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts("html")) return next();
    if (!fs.existsSync(shell)) return next();
    send(req, res, next, "/index.html", REVALIDATE);
  });
  return router;
}

/** On-the-fly compression for API answers (JSON from /graphql and /auth) above the threshold. */
export function apiCompression(): express.RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD });
}
