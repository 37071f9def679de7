import fs from "node:fs";
import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Apollo's packages load graphql as CommonJS; the tests must use that same instance, or graphql-js refuses to mix
// types "from another module or realm".
const graphqlCjs = createRequire(import.meta.url).resolve("graphql");

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: "server",
          environment: "node",
          include: ["subgraphs/**/*.test.ts", "router/**/*.test.ts", "schema/**/*.test.ts", "drizzle/**/*.test.ts"],
          globalSetup: ["test/global-setup.ts"],
          env: { NODE_ENV: "test" },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      ...(fs.existsSync("client/vitest.config.ts") ? ["client/vitest.config.ts"] : []),
    ],
  },
});
