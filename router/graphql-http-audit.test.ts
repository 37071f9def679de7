/**
 * The GraphQL-over-HTTP audit (graphql-http's `auditServer`) against the router: no errors, and only the warnings
 * for choices the protocol leaves to the server (listed, with why, in WARNINGS_WE_CHOOSE).
 */
import { auditServer } from "graphql-http";
import { describe, expect, it } from "vitest";
import { routerSuite } from "./testing.js";

/**
 * Warnings that are our choice, not a fault. For a client that accepts only `application/json`, the protocol says a
 * server SHOULD answer a document that does not parse or validate, or variables that do not coerce, with 200; we
 * answer 400, as Apollo Server does, because a client's mistake must be a 4xx for monitoring, proxies and retries
 * (`application/graphql-response+json` clients get 400 either way, as the protocol requires).
 */
const WARNINGS_WE_CHOOSE = new Set<string>([
  "572B", // 400, not 200, on a document parsing failure (application/json)
  "FDE2", // 400, not 200, on a document validation failure (application/json)
  "7B9B", // 400, not 200, on a variable coercion failure (application/json)
]);

describe("GraphQL over HTTP audit", () => {
  const suite = routerSuite("in-process");

  it("passes with no errors and only the warnings we choose", async () => {
    const results = await auditServer({ url: `${suite.url}/graphql` });
    const errors = results.filter((r) => r.status === "error");
    const warnings = results.filter((r) => r.status === "warn");
    console.info(
      `graphql-http audit: ${results.length} checks, ${results.filter((r) => r.status === "ok").length} ok, ${warnings.length} warnings, ${errors.length} errors`,
    );
    for (const w of warnings) console.info(`  warn ${w.id}: ${w.name}`);
    for (const e of errors) console.info(`  error ${e.id}: ${e.name}`);
    expect(errors.map((e) => `${e.id} ${e.name}`)).toEqual([]);
    expect(warnings.map((w) => w.id).filter((id) => !WARNINGS_WE_CHOOSE.has(id))).toEqual([]);
  });
});
