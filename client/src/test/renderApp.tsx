/** Renders the whole app (providers + routes) at a URL, with a probe that exposes the current location. */
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { AppRoutes } from "../app/routes";

export const location = { current: { pathname: "/", search: "", hash: "" } };

function LocationProbe() {
  const loc = useLocation();
  location.current = { pathname: loc.pathname, search: loc.search, hash: loc.hash };
  return null;
}

export function renderApp(url: string) {
  const client = createApolloClient();
  const user = userEvent.setup();
  const utils = render(
    <AppProviders client={client} env="test">
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, client };
}

/** The current query string as an object. */
export function currentParams(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(location.current.search));
}
