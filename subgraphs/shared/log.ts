/**
 * Structured JSON logs (pino) for the router and the subgraphs. One root logger per process; each request gets a
 * child carrying its request id, which travels router → subgraphs in the `x-request-id` header and back to the client
 * in the response header of the same name.
 */
import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import { isTest } from "./env.js";

export type { Logger } from "pino";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * Anything that could carry a credential is replaced before a line is written: cookies, session tokens, the signed
 * caller header, passwords in bodies, authorization headers.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-tf-caller"]',
  'req.headers["x-tf-signature"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "*.password",
  "*.token",
  "*.secret",
];

export interface LoggerOptions {
  /** Where lines go (default stdout); tests pass a stream to read them back. */
  destination?: DestinationStream;
  /** Default LOG_LEVEL, else `info` (`silent` under test, where the output would only bury the test report). */
  level?: string;
  /** Fixed fields on every line (e.g. `{ service: "forum" }`). */
  base?: Record<string, unknown>;
}

/** Query parameters a failed statement's text carries (drizzle: "Failed query: … params: …") may hold personal data. */
const statementParams = /\bparams: [^\n]*/g;

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(statementParams, "params: [redacted]");
  if (!value || typeof value !== "object" || depth > 4) return value;
  const out: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [k, v] of Object.entries(value)) out[k] = scrub(v, depth + 1);
  return out;
}

/** Errors in full (stack, cause), with statement parameters removed from their text. */
export function serializeError(err: unknown): unknown {
  return scrub(pino.stdSerializers.errWithCause(err as Error));
}

/**
 * Lines for a person or for a machine: LOG_FORMAT=pretty|json; by default readable lines on a terminal outside
 * production (`npm start` by hand), JSON anywhere else (a container, a log shipper, a test reading them back).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): "pretty" | "json" {
  if (env.LOG_FORMAT === "pretty" || env.LOG_FORMAT === "json") return env.LOG_FORMAT;
  return terminal && env.NODE_ENV !== "production" ? "pretty" : "json";
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const level = opts.level ?? process.env.LOG_LEVEL ?? (isTest() ? "silent" : "info");
  const destination =
    opts.destination ??
    (logFormat() === "pretty"
      ? pretty({ colorize: process.stdout.isTTY === true, translateTime: "HH:MM:ss", ignore: "pid,hostname", sync: true })
      : undefined);
  return pino(
    {
      level,
      base: { pid: process.pid, ...opts.base },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The process's root logger. */
export const log: Logger = createLogger();

const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request id from an incoming header when it is a plausible id (so a load balancer's id is kept), otherwise a new
 * one: a client cannot inject log lines or huge values through it.
 */
export function requestIdFrom(header: string | string[] | undefined | null): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && safeRequestId.test(value) ? value : randomUUID();
}
