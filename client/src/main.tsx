import "@mantine/core/styles.css";
import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApolloClient } from "./app/apollo";
import { App } from "./app/App";
import { preloadRoute } from "./app/routes";
import { i18nReady } from "./i18n";

async function enableMocking() {
  // `vite --mode mock`: answer /graphql and /auth/* in the browser. Dead code (and no mock chunk) in real builds.
  if (import.meta.env.MODE !== "mock") return;
  const { worker } = await import("./mocks/browser");
  await worker.start({ onUnhandledRequest: "bypass", quiet: false });
}

// The first page downloads while the app's words do, not after them. In a task of its own, so as not to lengthen the
// longest task of start-up on a phone: evaluating the app's modules.
setTimeout(() => preloadRoute(window.location.pathname), 0);
void Promise.all([enableMocking(), i18nReady]).then(() => {
  const root = createRoot(document.getElementById("root")!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree (a phone's long tasks, Lighthouse's total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={createApolloClient()} />
      </StrictMode>,
    ),
  );
});
