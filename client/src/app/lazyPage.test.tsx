import { describe, expect, it, vi } from "vitest";
import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import { lazyPage } from "./lazyPage";

const page = () => Promise.resolve({ default: () => <h1>Loaded page</h1> });

describe("lazyPage", () => {
  it("a preload starts the download once; the render then uses it instead of asking again", async () => {
    const load = vi.fn(page);
    const Page = lazyPage("home", load);
    Page.preload();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a preload that fails (a dropped connection) is not kept: the render asks again and shows the page", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("network down")).mockImplementation(page);
    const Page = lazyPage("home", load);
    Page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    render(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
