import { BrowserRouter } from "react-router";
import type { ApolloClient } from "@apollo/client";
import i18n from "../i18n";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./routes";

/**
 * The last resort when the shell itself fails (a page's errors stop at the layout's boundary): outside the providers,
 * so plain elements and the system's colours, no Mantine theme. The shell's words are loaded before the first render.
 */
function AppCrashed() {
  return (
    <main style={{ colorScheme: "light dark", fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "4rem auto", padding: "0 1rem" }}>
      <div role="alert">
        <h1>{i18n.t("app.error.title")}</h1>
        <p>{i18n.t("app.error.appBody")}</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        {i18n.t("app.error.reload")}
      </button>
    </main>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ErrorBoundary fallback={() => <AppCrashed />}>
      <AppProviders client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
