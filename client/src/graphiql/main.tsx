/**
 * The API explorer at /graphiql: GraphiQL on our own /graphql, bundled with its Monaco workers (nothing from a CDN,
 * so it works offline and under a strict CSP). The schema's descriptions are its documentation (the Docs panel).
 */
import "./workers";
import "graphiql/style.css";
import "./explorer.css";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import { GraphiQL, type GraphiQLProps } from "graphiql";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { DEFAULT_QUERY } from "./default-query";
import { ExplorerHeader } from "./ExplorerHeader";
import { EXPLORER_STRINGS, explorerLanguage } from "./strings";

/** GraphiQL's reference plugin (@graphiql/plugin-doc-explorer), named by its title. */
const DOCS = "Documentation Explorer";
/** Below this width the docs panel would leave the editors no room: it opens on demand only. */
const DOCS_OPEN_FROM_PX = 1100;

// Same origin: a logged-in developer's session cookie goes along; a key in the Headers tab makes it a partner request.
const fetcher = createGraphiQLFetcher({ url: "/graphql" });

/** GraphiQL's own record of the panel last open (@graphiql/toolkit storage: "graphiql:" and the key). */
const STORED_PANEL = "graphiql:visiblePlugin";

function Explorer() {
  const language = explorerLanguage();
  const t = EXPLORER_STRINGS[language];
  const [visiblePlugin, setVisiblePlugin] = useState<GraphiQLProps["visiblePlugin"]>(() => {
    if (window.innerWidth >= DOCS_OPEN_FROM_PX) return DOCS;
    // GraphiQL would reopen the panel last open, which on a narrow screen leaves the editors no room.
    try {
      localStorage.removeItem(STORED_PANEL);
    } catch {
      /* storage unavailable */
    }
    return undefined;
  });
  return (
    <div className="tf-explorer" lang={language}>
      <ExplorerHeader t={t} onOpenDocs={() => setVisiblePlugin(DOCS)} />
      <main className="tf-explorer-ide">
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          // The headers editor shows from the start: it is where a partner's key goes. Keys are not kept in storage.
          defaultEditorToolsVisibility="headers"
          shouldPersistHeaders={false}
          visiblePlugin={visiblePlugin}
          onTogglePluginVisibility={(plugin) => setVisiblePlugin(plugin?.title)}
        />
      </main>
    </div>
  );
}

document.documentElement.lang = explorerLanguage();
createRoot(document.getElementById("graphiql")!).render(
  <StrictMode>
    <Explorer />
  </StrictMode>,
);
