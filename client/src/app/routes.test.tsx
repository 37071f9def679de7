import { describe, expect, it } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { MemoryRouter, Routes, createRoutesFromElements, matchRoutes, useLocation, useNavigationType } from "react-router";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./AppProviders";
import { appRoutes, routeElementsFor } from "./routes";
import { loginAs, mei } from "../test/session";

/** react-router's own answer: the elements of the matched routes, outermost first. */
function reactRouterElements(pathname: string) {
  return (matchRoutes(createRoutesFromElements(appRoutes), pathname) ?? []).map((m) => m.route.element).filter(Boolean);
}

/** Every path of the tree with its parameters filled in, and a few that match nothing. */
function samplePaths(): string[] {
  const paths: string[] = [];
  const visit = (routes: ReturnType<typeof createRoutesFromElements>, parent: string) => {
    for (const route of routes) {
      const full = route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path}`;
      if (route.path !== undefined || route.index) paths.push((full || "/").replace(/:\w+/g, "x1").replace(/\*$/, "any/thing"));
      if (route.children) visit(route.children, full);
    }
  };
  visit(createRoutesFromElements(appRoutes), "");
  return [...paths, "/no/such/page", "/courses/browse/extra", "/COURSES", "/jobs/", "/forum/post/12-a-title/edit"];
}

describe("preloadRoute's matching", () => {
  it("picks the same route as react-router for every path of the tree", () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const ours = routeElementsFor(path).filter(Boolean);
      expect(ours, path).toEqual(reactRouterElements(path));
    }
  });

  it("prefers a static segment over a parameter, and either over the catch-all", () => {
    expect(routeElementsFor("/courses/browse")).toEqual(reactRouterElements("/courses/browse"));
    expect(routeElementsFor("/courses/browse")).not.toEqual(routeElementsFor("/courses/sql-basics"));
    expect(routeElementsFor("/nothing-here")).toEqual(reactRouterElements("/nothing-here"));
  });
});

describe("redirects", () => {
  /** Renders the app at `url` and reports where it ends up and how it got there. */
  function renderAt(url: string) {
    const seen = { pathname: "", search: "", type: "" };
    function Probe() {
      const loc = useLocation();
      Object.assign(seen, { pathname: loc.pathname, search: loc.search, type: useNavigationType() });
      return null;
    }
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter initialEntries={[url]}>
          <Routes>{appRoutes}</Routes>
          <Probe />
        </MemoryRouter>
      </AppProviders>,
    );
    return seen;
  }

  it("opens the forum's feed from /forum, replacing the address", async () => {
    loginAs(mei);
    const seen = renderAt("/forum");
    await waitFor(() => expect(seen.pathname).toBe("/forum/feed"));
    expect(seen.type).toBe("REPLACE");
  });

  it("sends the short /programmes and /financing to their pages under /courses, keeping the query string", async () => {
    const programmes = renderAt("/programmes?track=data");
    await waitFor(() => expect(programmes.pathname).toBe("/courses/programmes"));
    expect(programmes).toMatchObject({ search: "?track=data", type: "REPLACE" });
    const financing = renderAt("/financing");
    await waitFor(() => expect(financing.pathname).toBe("/courses/financing"));
    expect(financing).toMatchObject({ search: "", type: "REPLACE" });
  });
});
