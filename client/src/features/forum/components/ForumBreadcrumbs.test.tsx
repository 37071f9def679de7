/** The forum breadcrumbs keep a phone's page from scrolling sideways when the last item is a long post title. */
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import { ForumBreadcrumbs } from "./ForumBreadcrumbs";

const LONG_TITLE = "How do I join three tables in SQL when the orders table has duplicate customer rows and the payments arrive late?";

describe("ForumBreadcrumbs", () => {
  it("truncates a long last item with an ellipsis, keeping its full text for screen readers and in its tooltip", () => {
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <ForumBreadcrumbs current={LONG_TITLE} />
        </MemoryRouter>
      </AppProviders>,
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/forum/feed", "/forum/tag/browse"]);
    const current = within(crumbs).getByText(LONG_TITLE);
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("title")).toBe(LONG_TITLE);
    // Mantine's truncate: one line ending in an ellipsis, no wider than the breadcrumbs (which wrap it to its own line).
    expect(current.getAttribute("data-truncate")).toBe("end");
    expect(current.style.maxWidth).toBe("100%");
  });

  it("has no tooltip for an empty last item", () => {
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <ForumBreadcrumbs />
        </MemoryRouter>
      </AppProviders>,
    );
    const current = screen.getByRole("navigation", { name: "Breadcrumbs" }).querySelector('[aria-current="page"]')!;
    expect(current.hasAttribute("title")).toBe(false);
  });
});
