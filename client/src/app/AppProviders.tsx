/** Providers shared by the app and the tests: Mantine, Apollo and i18next. The router is added by the caller. */
import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { I18nextProvider } from "react-i18next";
import i18n from "../i18n";
import { cssVariablesResolver, theme } from "./theme";

export function AppProviders({ client, children, env }: { client: ApolloClient; children: ReactNode; env?: "default" | "test" }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
