/**
 * The forum breadcrumbs (SPEC §2): Forum, Browse tags, then an item without a link; a trail screen readers read as a
 * list, and a long last item that keeps a phone's page from scrolling sideways.
 */
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import { ForumBreadcrumbs } from "./ForumBreadcrumbs";

const LONG_TITLE = "How do I join three tables in SQL when the orders table has duplicate customer rows and the payments arrive late?";

function renderCrumbs(current?: string) {
  render(
    <AppProviders client={createApolloClient()} env="test">
      <MemoryRouter>
        <ForumBreadcrumbs current={current} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole("navigation", { name: "Breadcrumbs" });
}

describe("ForumBreadcrumbs", () => {
  it("leads to the feed and the tags, then names the page without a link, as an ordered list", () => {
    const crumbs = renderCrumbs("Search");
    const list = within(crumbs).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Forum/", "Browse tags/", "Search"]);
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Forum", "/forum/feed"],
      ["Browse tags", "/forum/tag/browse"],
    ]);
    expect(within(items[2]!).queryByRole("link")).toBeNull();
    expect(within(items[2]!).getByText("Search").getAttribute("aria-current")).toBe("page");
    // The separators are drawn, not read.
    expect([...crumbs.querySelectorAll('[aria-hidden="true"]')].map((s) => s.textContent)).toEqual(["/", "/"]);
  });

  it("truncates a long last item with an ellipsis, keeping its full text for screen readers and in its tooltip", () => {
    const crumbs = renderCrumbs(LONG_TITLE);
    const current = within(crumbs).getByText(LONG_TITLE);
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("title")).toBe(LONG_TITLE);
    // Mantine's truncate: one line ending in an ellipsis, no wider than the breadcrumbs (which wrap it to its own line).
    expect(current.getAttribute("data-truncate")).toBe("end");
    expect(current.style.maxWidth).toBe("100%");
    expect(current.closest("li")!.style.minWidth).toBe("0px");
  });

  it("leaves the last item empty and untitled when the page names none", () => {
    const crumbs = renderCrumbs();
    const current = crumbs.querySelector('[aria-current="page"]')!;
    expect(current.textContent).toBe("");
    expect(current.hasAttribute("title")).toBe(false);
    expect(within(crumbs).getAllByRole("link")).toHaveLength(2);
  });
});
