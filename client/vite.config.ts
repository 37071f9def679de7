/**
 * Vite for the web client. `vite --config client/vite.config.ts` proxies /graphql and /auth to the router on :4000;
 * `--mode mock` runs the MSW worker in the browser instead (no backend). Builds to client/dist.
 */
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("./dist", import.meta.url));
const backend = process.env.TALENTFORGE_API ?? "http://localhost:4000";

/**
 * The one way into server code: `@server/<subgraph>/rules/…` (pure rules) and seed data. The client and its mocks
 * import a SPEC rule, constant or seed row from there instead of restating it.
 */
export const serverAlias = { "@server": fileURLToPath(new URL("../subgraphs", import.meta.url)) };

/** The MSW worker lives in public/ for mock mode; a real build does not ship it. */
function dropMockWorker(mode: string): Plugin {
  return {
    name: "talentforge:drop-mock-worker",
    apply: "build",
    async closeBundle() {
      if (mode !== "mock") await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  plugins: [react(), dropMockWorker(mode)],
  resolve: { alias: serverAlias },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps stay on disk for reading stack traces; bundles do not point at them and production does not serve them.
    sourcemap: "hidden",
    // A feature's index.ts only re-exports: importing one thing through it must not pull the feature's other exports
    // into the importing page's chunk (pages and their pieces keep the chunks they have when imported directly).
    rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] } },
  },
  server: {
    proxy:
      mode === "mock"
        ? undefined
        : {
            "/graphql": { target: backend, changeOrigin: false },
            "/auth": { target: backend, changeOrigin: false },
          },
  },
  preview: {
    proxy: {
      "/graphql": { target: backend },
      "/auth": { target: backend },
    },
  },
}));
