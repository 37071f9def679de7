/**
 * Vite for the web client. `vite --config client/vite.config.ts` proxies /graphql and /auth to the router on :4000;
 * `--mode mock` runs the MSW worker in the browser instead (no backend). Builds to client/dist.
 */
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Connect, type InlineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("./dist", import.meta.url));
const backend = process.env.TALENTFORGE_API ?? "http://localhost:4000";
/** Vite reads a key starting with ^ as a pattern. */
const DEV_MAIL_API = "^/dev/mail(?:/|\\?|$)";

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

const GENERATED_DOCUMENTS = fileURLToPath(new URL("./src/__generated__/graphql.ts", import.meta.url));
const DOCUMENT_ID = "virtual:talentforge-document/";

/**
 * Every GraphQL document is generated into one module (`__generated__/graphql.ts`); a module lands in one chunk, so
 * all the documents any page uses would ship with the app shell. In a build each imported document becomes a module
 * of its own, and lands with the pages that use it. The generated documents are self-contained (their fragments are
 * inlined) and the module exports nothing else at runtime (its enums are string literal types).
 */
function documentPerModule(): Plugin {
  let documents: Map<string, string> | undefined;
  const load = () =>
    (documents ??= new Map(
      [...readFileSync(GENERATED_DOCUMENTS, "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(
        (m) => [m[1]!, m[2]!],
      ),
    ));
  return {
    name: "talentforge:document-per-module",
    apply: "build",
    // After TypeScript is stripped: only value imports are left.
    enforce: "post",
    resolveId(id) {
      return id.startsWith(DOCUMENT_ID) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_ID}`)) return null;
      const name = id.slice(DOCUMENT_ID.length + 1);
      return `export const ${name} = ${load().get(name)};`;
    },
    transform(code, id) {
      if (!id.includes("/client/src/") || id.includes("/__generated__/") || !code.includes("__generated__/graphql")) return null;
      const replaced = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/__generated__\/graphql(?:\.ts)?)\2;?/g,
        (statement, names: string, quote: string, from: string) => {
          const imports = names
            .split(",")
            .map((n) => n.trim())
            .filter(Boolean);
          const split = imports.filter((n) => load().has(n.split(/\s+as\s+/)[0]!));
          const rest = imports.filter((n) => !split.includes(n));
          return [
            ...split.map((n) => `import { ${n} } from "${DOCUMENT_ID}${n.split(/\s+as\s+/)[0]}";`),
            ...(rest.length ? [`import { ${rest.join(", ")} } from ${quote}${from}${quote};`] : []),
          ].join("\n");
        },
      );
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}

/** The API explorer's page (served at /graphiql by the router and by `vite` in development). */
const GRAPHIQL_PAGE = fileURLToPath(new URL("./graphiql.html", import.meta.url));

/**
 * The API explorer (client/graphiql.html: GraphiQL, Monaco and its workers) is built on its own, after the app and
 * into the same dist. As a second page of the app's build it would share React with the app shell, whose start-up is
 * one chunk on purpose (the "shell" group below): GraphiQL would then either join that chunk or split it.
 */
function graphiqlBuild(mode: string): InlineConfig {
  return {
    configFile: false,
    root,
    mode,
    logLevel: "warn",
    // The app's build has copied public/ already (and dropped what it must not ship).
    publicDir: false,
    plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"] })],
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: "hidden",
      rolldownOptions: {
        input: { graphiql: GRAPHIQL_PAGE },
        output: { chunkFileNames: "assets/[hash].js" },
        // GraphiQL's React Compiler output starts modules with "use no memo", which means nothing in a bundle.
        onLog: (level, log, handler) => void (log.code === "MODULE_LEVEL_DIRECTIVE" || handler(level, log)),
        // Monaco makes this build slow however it is done; the timing report would only say so on every build.
        checks: { pluginTimings: false },
      },
      // Monaco is a few MB before compression; the page is a developer's tool, loaded only at /graphiql.
      chunkSizeWarningLimit: 5000,
    },
  };
}

function graphiqlPage(command: "build" | "serve", mode: string): Plugin {
  // `vite` and `vite preview` answer /graphiql with the page, as the router does.
  const servePage: Connect.NextHandleFunction = (req, _res, next) => {
    if (/^\/graphiql(\?|$)/.test(req.url ?? "")) req.url = req.url!.replace("/graphiql", "/graphiql.html");
    next();
  };
  return {
    name: "talentforge:graphiql-page",
    async closeBundle() {
      if (command === "build") await build(graphiqlBuild(mode));
    },
    configureServer: (server) => void server.middlewares.use(servePage),
    configurePreviewServer: (server) => void server.middlewares.use(servePage),
  };
}

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532, #14753): a production
 * bundle would carry its dev-only checks and warnings. Builds take the production build it ships beside it.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url)),
};

export default defineConfig(({ command, mode }) => ({
  root,
  plugins: [
    react(),
    dropMockWorker(mode),
    documentPerModule(),
    graphiqlPage(command, mode),
    // Brotli and gzip copies next to each built and public text file (js, css, html, svg, json…; not the source maps),
    // for the server to send as they are instead of compressing per request. A copy no smaller than its file is skipped.
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
  resolve: {
    alias: [
      ...Object.entries(serverAlias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === "build" ? [reactRouterProduction] : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps stay on disk for reading stack traces; bundles do not point at them and production does not serve them.
    sourcemap: "hidden",
    // A feature's index.ts only re-exports: importing one thing through it must not pull the feature's other exports
    // into the importing page's chunk (pages and their pieces keep the chunks they have when imported directly).
    //
    // Everything the app shell loads before its first render is one chunk ("$initial": the entry's static imports).
    // Left to itself the bundler split it into 20 files by which lazy pages share each module, and a phone on
    // HTTP/1.1 (six connections) paid a round trip for each batch of them; one file is also 7 KiB smaller compressed.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "shell", tags: ["$initial"] }] }, chunkFileNames: "assets/[hash].js" },
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
    },
    // The shell chunk above is about 650 kB before compression (about 195 KiB gzip), on purpose.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy:
      mode === "mock"
        ? undefined
        : {
            "/graphql": { target: backend, changeOrigin: false },
            "/auth": { target: backend, changeOrigin: false },
            // The dev mailbox's API, not the /dev/mailbox page (a plain prefix would take both).
            [DEV_MAIL_API]: { target: backend, changeOrigin: false },
          },
  },
  preview: {
    proxy: {
      "/graphql": { target: backend },
      "/auth": { target: backend },
      [DEV_MAIL_API]: { target: backend },
    },
  },
}));
