/**
 * The one errors module. Every failure a client can act on carries a stable `extensions.code`; anything else is
 * masked so no stack trace, SQL or internal message leaves the server.
 */
import { GraphQLError, type GraphQLFormattedError } from "graphql";

export const ErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  BAD_USER_INPUT: "BAD_USER_INPUT",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  RATE_LIMITED: "RATE_LIMITED",
  /** A partner API key's query cost budget for the minute is spent; `extensions.retryAfterSeconds` says when it renews. */
  QUERY_COST_BUDGET_EXCEEDED: "QUERY_COST_BUDGET_EXCEEDED",
  /** The HTTP request itself is malformed (not JSON, not an object, an unknown operation). */
  BAD_REQUEST: "BAD_REQUEST",
  /** The endpoint does not take this HTTP method. */
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  /** The request body is over the size limit. */
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  /** The request body's content type or charset is not one we read. */
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  /** A dependency (the database, another subgraph) is unreachable for now; `extensions.retryable` is true. */
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const httpStatus: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUERY_COST_BUDGET_EXCEEDED: 429,
  BAD_REQUEST: 400,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/** Field path → message, for forms that show errors next to the field. */
export type FieldErrors = Record<string, string>;

export class AppError extends GraphQLError {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...extra } });
  }
  get httpStatus(): number {
    return httpStatus[this.code];
  }
}

export const unauthenticated = (message = "You need to log in to do this.") => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError(ErrorCode.FORBIDDEN, message);
export const badInput = (message: string, fields: FieldErrors = {}) => new AppError(ErrorCode.BAD_USER_INPUT, message, { fields });
export const notFound = (what: string, id?: string) =>
  new AppError(ErrorCode.NOT_FOUND, id === undefined ? `${what} not found.` : `${what} "${id}" not found.`);
/** `reason`: a stable sub-code when a client must tell one conflict from another (for example REGISTRATION_CLOSED). */
export const conflict = (message: string, fields: FieldErrors = {}, reason?: string) =>
  new AppError(ErrorCode.CONFLICT, message, reason ? { fields, reason } : { fields });
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(ErrorCode.RATE_LIMITED, message, { retryAfterSeconds });

/**
 * A dependency is down for now (the database, or the named subgraph): the request may be retried as it is. Names the
 * service, never its address.
 */
export const serviceUnavailable = (
  service: string,
  message = `The ${service} service is unavailable right now. Please try again shortly.`,
) => new AppError(ErrorCode.SERVICE_UNAVAILABLE, message, { service, retryable: true });

/** Turns a zod error into BAD_USER_INPUT with one message per field. */
export function fromZodIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  return badInput(first ? `Invalid input: ${first[0]}: ${first[1]}` : "Invalid input.", fields);
}

const knownCodes = new Set<string>(Object.values(ErrorCode));
// Codes Apollo Server itself raises for malformed requests; they are safe to pass through.
const apolloCodes = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/** What every masked error says: nothing about where or why it failed. */
export const MASKED_MESSAGE = "Something went wrong on our side. Please try again.";

// Driver-level signs that the database connection, not the statement, failed: socket errors, SQLSTATE class 08
// (connection exception), 57P01-57P03 (the server is shutting down or starting) and 53300 (too many connections).
const connectionErrnos = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const connectionStates = /^(08...|57P01|57P02|57P03|53300)$/;
const connectionMessages =
  /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

function causes(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let e: unknown = err;
    e && typeof e === "object" && chain.length < 6;
    e = (e as { cause?: unknown }).cause ?? (e as { originalError?: unknown }).originalError
  )
    chain.push(e);
  return chain;
}

function hasSqlState(err: unknown, states: RegExp): boolean {
  return causes(err).some((e) => typeof (e as { code?: unknown }).code === "string" && states.test((e as { code: string }).code));
}

/** Text PostgreSQL refuses to store (a NUL byte, a broken encoding): the caller's input, answered BAD_USER_INPUT. */
export const isUnstorableText = (err: unknown) => hasSqlState(err, /^(22021|22P05)$/);

/**
 * Whether an error reaching the GraphQL layer is worth a full log line: not a coded, expected outcome, nor input the
 * database refused as unstorable.
 */
export function isUnexpected(error: { extensions?: Record<string, unknown>; originalError?: unknown }): boolean {
  const code = String(error.extensions?.code ?? "");
  if (code && code !== ErrorCode.INTERNAL_SERVER_ERROR) return false;
  return !isUnstorableText(error);
}

/** Whether `err` (or what it wraps) says the database could not be reached, as opposed to a failed statement. */
export function isConnectionFailure(err: unknown): boolean {
  return causes(err).some((e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (connectionErrnos.has(code) || connectionStates.test(code))) return true;
    return typeof message === "string" && connectionMessages.test(message) && !(e instanceof AppError);
  });
}

/**
 * Apollo `formatError`: keeps coded errors, masks the rest, and never ships stack traces unless `exposeStack`
 * (development only). INTERNAL_SERVER_ERROR is Apollo's code for anything uncoded, so its message (which may carry
 * SQL or an address) is always replaced; a lost database connection becomes SERVICE_UNAVAILABLE, retryable.
 */
export function formatError(exposeStack: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? "");
    if (code !== ErrorCode.INTERNAL_SERVER_ERROR && (knownCodes.has(code) || apolloCodes.has(code))) {
      if (exposeStack) return formatted;
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions?.http?.status;
    if (
      code === ErrorCode.INTERNAL_SERVER_ERROR &&
      typeof status === "number" &&
      status >= 400 &&
      status < 500 &&
      error instanceof GraphQLError &&
      !error.originalError
    ) {
      // Apollo's own uncoded request errors (an unsupported persisted-query version…) carry a 4xx status: the client's.
      return { message: formatted.message, extensions: { code: ErrorCode.BAD_REQUEST } };
    }
    if (isUnstorableText(error)) {
      // Text PostgreSQL cannot store (a NUL byte, a broken encoding) is the caller's input, not our failure.
      return {
        message: "Invalid input: text contains characters that cannot be stored.",
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: ErrorCode.BAD_USER_INPUT, fields: {} },
      };
    }
    if (isConnectionFailure(error)) {
      const unavailable = serviceUnavailable("database");
      return {
        message: unavailable.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { ...unavailable.extensions },
      };
    }
    return {
      message: MASKED_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}

/** Body-parser failures (express.json, raw-body) by their `type`: the client's mistake, with the status it deserves. */
const bodyErrors: Record<string, () => AppError> = {
  "entity.parse.failed": () => new AppError(ErrorCode.BAD_REQUEST, "The request body is not valid JSON."),
  "entity.verify.failed": () => new AppError(ErrorCode.BAD_REQUEST, "The request body could not be read."),
  "request.aborted": () => new AppError(ErrorCode.BAD_REQUEST, "The request was aborted."),
  "request.size.invalid": () => new AppError(ErrorCode.BAD_REQUEST, "The request body's length does not match its Content-Length."),
  "entity.too.large": () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, "The request body is too large."),
  "charset.unsupported": () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, "The request body's charset is not supported; send UTF-8."),
  "encoding.unsupported": () => new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, "The request body's content encoding is not supported."),
};

/**
 * Any error thrown outside GraphQL (HTTP endpoints, middleware) as the coded error a client may see: our own coded
 * errors as they are, body-parser failures as 4xx, a lost database as SERVICE_UNAVAILABLE, and `null` for anything
 * else (the caller masks it as a 500 and logs it in full).
 */
export function toClientError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const type = (err as { type?: unknown } | null)?.type;
  if (typeof type === "string" && bodyErrors[type]) return bodyErrors[type]();
  // Other http-errors from the body reader (a broken gzip stream, …) carry their 4xx status and mark it exposable.
  const { status, expose } = (err ?? {}) as { status?: unknown; expose?: unknown };
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) {
    if (status === 413) return bodyErrors["entity.too.large"]!();
    if (status === 415)
      return new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, "The request body's content type or encoding is not supported.");
    return new AppError(ErrorCode.BAD_REQUEST, "The request body could not be read.");
  }
  if (isUnstorableText(err)) return badInput("Invalid input: text contains characters that cannot be stored.");
  if (isConnectionFailure(err)) return serviceUnavailable("database");
  return null;
}
