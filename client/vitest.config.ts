/**
 * Client component tests: jsdom + React Testing Library + the MSW handlers from src/mocks (msw/node).
 * Run from the repository root: `npx vitest run --config client/vitest.config.ts`.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { serverAlias } from "./vite.config";

export default defineConfig({
  // The client folder is the root, both as a project of the root config and alone.
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: { alias: serverAlias },
  test: {
    name: "client",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "dist/**"],
    setupFiles: ["src/test/setup.ts"],
    // One module registry per worker instead of per file: the suites share Mantine, Apollo and the mock schema, whose
    // imports otherwise cost more than the tests themselves. setup.ts gives each test a clean slate.
    isolate: false,
    restoreMocks: true,
    // jsdom form tests type into many fields; on a loaded 2-core machine some take well over 15 s. A ceiling, not a
    // speed assertion (speed is measured in bench/).
    testTimeout: 40_000,
    // graphql ships CJS (main) and ESM (module) builds without an exports map: let Vite resolve graphql-tools' import
    // of it too, so the mock schema and graphql() come from the same copy ("another module or realm" otherwise).
    server: { deps: { inline: [/@graphql-tools\//] } },
  },
});
