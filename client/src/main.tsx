import "@mantine/core/styles.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createApolloClient } from "./app/apollo";
import { App } from "./app/App";
import { i18nReady } from "./i18n";

async function enableMocking() {
  // `vite --mode mock`: answer /graphql and /auth/* in the browser. Dead code (and no mock chunk) in real builds.
  if (import.meta.env.MODE !== "mock") return;
  const { worker } = await import("./mocks/browser");
  await worker.start({ onUnhandledRequest: "bypass", quiet: false });
}

void Promise.all([enableMocking(), i18nReady]).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App client={createApolloClient()} />
    </StrictMode>,
  );
});
