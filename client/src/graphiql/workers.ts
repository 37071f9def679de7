/**
 * Monaco's web workers, bundled by Vite as files of our own (the CSP's worker-src 'self'). This is graphiql's
 * documented Vite set-up (`graphiql/setup-workers/vite`) written out here: imported from the package, its `?worker`
 * imports sit inside a dependency, which Vite's dev server pre-bundles and cannot load, and `vite` would stop.
 */
import EditorWorker from "monaco-editor/esm/vs/editor/editor.worker.js?worker";
import JsonWorker from "monaco-editor/esm/vs/language/json/json.worker.js?worker";
import GraphQLWorker from "monaco-graphql/esm/graphql.worker.js?worker";
// Declares the MonacoEnvironment global Monaco reads.
import type {} from "monaco-editor";

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "json") return new JsonWorker();
    if (label === "graphql") return new GraphQLWorker();
    return new EditorWorker();
  },
};
