/** The root error boundary: when the shell itself fails, a plain page that offers a reload instead of a white screen. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { createApolloClient } from "./apollo";
import { App } from "./App";

vi.mock("./routes", () => ({
  AppRoutes: () => {
    throw new Error("shell failed");
  },
}));

describe("App", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the root fallback, with a reload, when the shell fails to render", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<App client={createApolloClient()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("The app stopped working. Reload the page to continue.");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    expect(container.querySelector("[class*='mantine-']")).toBeNull();
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
