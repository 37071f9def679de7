/**
 * Reads what a failed GraphQL operation says: the first error's `extensions.code`, its message, and for
 * BAD_USER_INPUT the per-field messages in `extensions.fields` ({ "linkedin": "…", "descriptions.3": "…" }), keyed by
 * the input's field path (a leading `input.` is dropped) so forms can show each next to its field.
 */
import { CombinedGraphQLErrors } from "@apollo/client";

export interface ServerError {
  code: string;
  message: string;
  fields: Record<string, string>;
}

export function readServerError(error: unknown): ServerError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const ext = (first?.extensions ?? {}) as { code?: unknown; fields?: unknown };
    const fields: Record<string, string> = {};
    if (ext.fields && typeof ext.fields === "object") {
      for (const [path, message] of Object.entries(ext.fields as Record<string, unknown>)) {
        if (typeof message === "string") fields[path.replace(/^input\./, "")] = message;
      }
    }
    return { code: typeof ext.code === "string" ? ext.code : "UNKNOWN", message: first?.message ?? "", fields };
  }
  return { code: "NETWORK", message: error instanceof Error ? error.message : "", fields: {} };
}
