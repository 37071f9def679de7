import { BrowserRouter } from "react-router";
import type { ApolloClient } from "@apollo/client";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./routes";

export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
