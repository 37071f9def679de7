/**
 * Trusted documents on /graphql, between reading the body and Apollo Server. The web client sends each operation by
 * its id in the manifest (router/__generated__/persisted-documents.json, made by `npm run codegen` from the client's
 * documents) as `extensions.persistedQuery.sha256Hash`; the registered text takes its place here. In production a
 * request without a partner key may run registered operations only (by id, or by their text), so the public endpoint
 * runs nothing the web client would not send; a partner key may send any query within its budget. Outside production
 * any text runs (development, tests, GraphiQL). The router's own calls (server.executeOperation) never pass here.
 *
 * A request that sends a query text is judged by its text, whether or not an id comes with it: that is how Apollo
 * Client's persisted query link retries an id the router does not know.
 */
import type { NextFunction, Request, Response } from "express";
import { Kind, parse, print, type DocumentNode } from "graphql";
import manifest from "./__generated__/persisted-documents.json" with { type: "json" };
import { LIMITS } from "./limits.js";

export const TrustedDocumentCode = {
  /** The id is not in this router's manifest (Apollo Client's persisted query link then retries with the text). */
  PERSISTED_QUERY_NOT_FOUND: "PERSISTED_QUERY_NOT_FOUND",
  /** Production, no partner key, and a query text that is not one of the web client's registered operations. */
  OPERATION_NOT_REGISTERED: "OPERATION_NOT_REGISTERED",
  /** `extensions.persistedQuery` is not `{ version: 1, sha256Hash: "<id>" }`. */
  BAD_REQUEST: "BAD_REQUEST",
} as const;

export interface TrustedManifest {
  operations: readonly { id: string; name: string; body: string }[];
}

/** Ids to texts, and whether a text is registered (the same document up to layout, comments and definition order). */
export class TrustedDocuments {
  private readonly bodies = new Map<string, string>();
  private readonly texts = new Set<string>();
  private canonicalTexts?: Set<string>;

  constructor(manifest: TrustedManifest) {
    for (const { id, body } of manifest.operations) {
      this.bodies.set(id, body);
      this.texts.add(body);
    }
  }

  body(id: string): string | undefined {
    return this.bodies.get(id);
  }

  registered(text: string): boolean {
    if (this.texts.has(text)) return true;
    // Built on first use: only production asks, and only for a text that is not a body as the manifest has it.
    this.canonicalTexts ??= new Set([...this.texts].map((t) => canonical(parse(t, { noLocation: true }))));
    let document: DocumentNode;
    try {
      document = parse(text, { noLocation: true, maxTokens: LIMITS.maxTokens });
    } catch {
      return false;
    }
    return this.canonicalTexts.has(canonical(document));
  }
}

/** One printing per document: the operation first, then its fragments by name (Apollo Client prints them as written). */
function canonical(document: DocumentNode): string {
  const rank = (d: DocumentNode["definitions"][number]) =>
    `${d.kind === Kind.OPERATION_DEFINITION ? 0 : 1}:${"name" in d && d.name ? d.name.value : ""}`;
  return print({
    ...document,
    definitions: [...document.definitions].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0)),
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function refuse(req: Request, res: Response, code: string, message: string) {
  (req.facts ??= {}).errorCodes = [code];
  res.status(400).json({ errors: [{ message, extensions: { code } }] });
}

export interface TrustedDocumentOptions {
  /** Refuse unregistered query texts from requests without a partner key. */
  production: boolean;
  /** Default: the web client's manifest. */
  documents?: TrustedDocuments;
}

/** The middleware, after express.json and before Apollo Server's; GET parameters are read from and written to the URL. */
export function trustedDocuments(opts: TrustedDocumentOptions) {
  const documents = opts.documents ?? new TrustedDocuments(manifest);
  return (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(req.url, "http://router");
    const get = req.method === "GET";
    let extensions: unknown;
    let query: unknown;
    if (get) {
      query = url.searchParams.get("query") ?? undefined;
      try {
        extensions = JSON.parse(url.searchParams.get("extensions") ?? "null");
      } catch {
        return next(); // Apollo Server answers malformed parameters.
      }
    } else {
      // A batch (turned down by Apollo Server) or a body that is no JSON object is Apollo Server's to answer.
      if (!isObject(req.body)) return next();
      ({ query, extensions } = req.body);
    }
    const persisted = isObject(extensions) ? extensions.persistedQuery : undefined;

    // Rewrites the request as Apollo Server reads it: the text, and no persistedQuery (automatic ones are off).
    const rewrite = (text: unknown) => {
      const { persistedQuery: _, ...rest } = extensions as Record<string, unknown>;
      if (get) {
        if (typeof text === "string") url.searchParams.set("query", text);
        if (Object.keys(rest).length) url.searchParams.set("extensions", JSON.stringify(rest));
        else url.searchParams.delete("extensions");
        req.url = `${url.pathname}${url.search}`;
      } else {
        req.body = { ...(req.body as Record<string, unknown>), query: text, extensions: rest };
      }
    };

    if (typeof query === "string" && query !== "") {
      if (persisted !== undefined) rewrite(query);
      if (opts.production && !req.partner && !documents.registered(query))
        return refuse(
          req,
          res,
          TrustedDocumentCode.OPERATION_NOT_REGISTERED,
          "This operation is not registered: the public API runs the web client's own operations only. Partners send any query with an API key.",
        );
      return next();
    }
    if (persisted === undefined) return next(); // No query at all: Apollo Server answers that.
    if (!isObject(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== "string")
      return refuse(
        req,
        res,
        TrustedDocumentCode.BAD_REQUEST,
        'extensions.persistedQuery must be { "version": 1, "sha256Hash": "<operation id>" }.',
      );
    const body = documents.body(persisted.sha256Hash);
    if (body === undefined)
      return refuse(
        req,
        res,
        TrustedDocumentCode.PERSISTED_QUERY_NOT_FOUND,
        "PersistedQueryNotFound: no registered operation has this id.",
      );
    rewrite(body);
    next();
  };
}
