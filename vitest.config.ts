import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Apollo's packages load graphql as CommonJS; the tests must use that same instance, or graphql-js refuses to mix
// types "from another module or realm".
const graphqlCjs = createRequire(import.meta.url).resolve("graphql");
// The client's mocks import server rules and seed through this alias (client/vite.config.ts); the mock parity test loads them here.
const serverDir = fileURLToPath(new URL("./subgraphs", import.meta.url));

export default defineConfig({
  test: {
    // Vitest leaves one core to its main process by default: one test file at a time on a 2-core machine. The files
    // wait mostly on PGlite and jsdom in their own workers, so two at a time halves the run there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: {
          alias: [
            { find: /^graphql$/, replacement: graphqlCjs },
            { find: /^@server\//, replacement: `${serverDir}/` },
          ],
        },
        test: {
          name: "server",
          environment: "node",
          include: ["subgraphs/**/*.test.ts", "router/**/*.test.ts", "schema/**/*.test.ts", "drizzle/**/*.test.ts", "scripts/**/*.test.ts"],
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
