/** The shared loading state: placeholders shaped like the list, one polite status that names what is loading. */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { ListLoading, QueryListBody } from "./ListStates";

function renderInApp(node: React.ReactNode) {
  return render(
    <AppProviders client={createApolloClient()} env="test">
      {node}
    </AppProviders>,
  );
}

describe("ListLoading", () => {
  it("is a polite status named by its label, with the placeholder shapes hidden from screen readers", async () => {
    const { container } = renderInApp(<ListLoading label="Loading courses…" />);
    const status = screen.getByRole("status", { name: "Loading courses…" });
    expect(status.getAttribute("aria-live")).toBe("polite");
    // The label is also its text, so a screen reader announces it; the shapes are not read out.
    expect(status.textContent).toBe("Loading courses…");
    const shapes = status.querySelector('[aria-hidden="true"]')!;
    expect(shapes.querySelectorAll(".mantine-Skeleton-root").length).toBeGreaterThan(0);
    // No bare spinner any more.
    expect(container.querySelector(".mantine-Loader-root")).toBeNull();
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("takes the shape of the content: rows by default, a grid of cards, or a detail page", () => {
    const { unmount } = renderInApp(<ListLoading label="Loading" />);
    expect(screen.getByRole("status").getAttribute("data-loading-skeleton")).toBe("rows");
    expect(screen.getByRole("status").querySelectorAll(".mantine-Paper-root")).toHaveLength(5);
    unmount();

    const cards = renderInApp(<ListLoading label="Loading" variant="cards" count={3} />);
    expect(screen.getByRole("status").getAttribute("data-loading-skeleton")).toBe("cards");
    expect(screen.getByRole("status").querySelectorAll(".mantine-Paper-root")).toHaveLength(3);
    expect(screen.getByRole("status").querySelector(".mantine-SimpleGrid-root")).not.toBeNull();
    cards.unmount();

    renderInApp(<ListLoading label="Loading" variant="page" />);
    expect(screen.getByRole("status").getAttribute("data-loading-skeleton")).toBe("page");
  });

  it("is what a list's body shows while its first page loads, in the shape the list asks for", () => {
    renderInApp(
      <QueryListBody
        query={{ loading: true, refetch: () => undefined }}
        isEmpty={false}
        skeleton="cards"
        messages={{ loading: "Loading jobs…", error: "Could not load", empty: "None" }}
      >
        <p>items</p>
      </QueryListBody>,
    );
    expect(screen.getByRole("status", { name: "Loading jobs…" }).getAttribute("data-loading-skeleton")).toBe("cards");
    expect(screen.queryByText("items")).toBeNull();
  });
});
