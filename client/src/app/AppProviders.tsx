/** Providers shared by the app and the tests: Mantine, Apollo and i18next. The router is added by the caller. */
import "@mantine/notifications/styles.css";
import type { ReactNode } from "react";
import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { I18nextProvider } from "react-i18next";
import i18n from "../i18n";
import { Toasts } from "../ui/notify";
import { COLOR_SCHEME_STORAGE_KEY, cssVariablesResolver, theme } from "./theme";

/** The colour scheme follows the system until the person picks one in the header; their pick is kept in this browser. */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * `toasts` shows completed-action toasts; off by default in tests (env "test"), where a toast left on the page would
 * add text and a live region to every later query and scan. A test of the toasts themselves turns it on.
 */
export function AppProviders({
  client,
  children,
  env,
  toasts = env !== "test",
}: {
  client: ApolloClient;
  children: ReactNode;
  env?: "default" | "test";
  toasts?: boolean;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        env={env}
      >
        {toasts && <Toasts />}
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
