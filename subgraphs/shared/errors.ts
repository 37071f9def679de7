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

export const unauthenticated = (message = "You need to log in to do this.") =>
  new AppError(ErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError(ErrorCode.FORBIDDEN, message);
export const badInput = (message: string, fields: FieldErrors = {}) =>
  new AppError(ErrorCode.BAD_USER_INPUT, message, { fields });
export const notFound = (what: string, id?: string) =>
  new AppError(ErrorCode.NOT_FOUND, id === undefined ? `${what} not found.` : `${what} "${id}" not found.`);
export const conflict = (message: string, fields: FieldErrors = {}) =>
  new AppError(ErrorCode.CONFLICT, message, { fields });
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(ErrorCode.RATE_LIMITED, message, { retryAfterSeconds });

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
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * Apollo `formatError`: keeps coded errors, masks the rest, and never ships stack traces unless `exposeStack`
 * (development only).
 */
export function formatError(exposeStack: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = String(formatted.extensions?.code ?? "");
    if (knownCodes.has(code) || apolloCodes.has(code)) {
      if (exposeStack) return formatted;
      const { stacktrace: _drop, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    if (process.env.NODE_ENV !== "test") console.error("[internal error]", (error as { originalError?: unknown })?.originalError ?? error);
    return {
      message: "Something went wrong on our side. Please try again.",
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    };
  };
}
