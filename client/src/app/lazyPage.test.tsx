import { describe, expect, it, vi } from "vitest";
import { Suspense } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { lazyPage, retryFailedPages } from "./lazyPage";

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

  it("a page whose download fails shows the error boundary's fallback; a reset with retryFailedPages downloads it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockImplementation(page);
    const Page = lazyPage("home", load);
    render(
      <ErrorBoundary onReset={retryFailedPages} fallback={({ reset }) => <button onClick={reset}>Try again</button>}>
        <Suspense fallback="loading">
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    // The failure is shown, not retried on its own.
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
