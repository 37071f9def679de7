/** The page error boundary in the app layout: a failing page shows PageError under a header that keeps working. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import AppLayout from "../app/layout/AppLayout";
import { lazyPage } from "../app/lazyPage";
import { isChunkLoadError } from "./PageError";

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: /assets/abc.js");

let broken = true;
function FragilePage() {
  if (broken) throw new Error("render failed");
  return <h1>Fragile page</h1>;
}

function UndownloadedPage(): never {
  throw chunkError();
}

const loadLazy = vi.fn();
const LazyPage = lazyPage("home", loadLazy);

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/fragile">Fragile</Link>
    </>
  );
}

function renderLayout(url: string) {
  const user = userEvent.setup();
  render(
    <AppProviders client={createApolloClient()} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/fragile" element={<FragilePage />} />
            <Route path="/undownloaded" element={<UndownloadedPage />} />
            <Route path="/lazy" element={<LazyPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

describe("the page error boundary", () => {
  // React reports each error a boundary catches with console.error; expected here, kept out of the output.
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("a page that throws shows the error under the same header; navigating away clears it", async () => {
    const { user } = renderLayout("/");
    await screen.findByRole("heading", { name: "Home page" });
    const header = screen.getByRole("banner");
    await user.click(screen.getByRole("link", { name: "Fragile" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This page could not be shown. Try again, or reload the page.");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
    // The shell was not unmounted: the very same header, still in the document.
    expect(screen.getByRole("banner")).toBe(header);
    expect(document.title).toBe("Something went wrong · TalentForge");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(within(header).getByRole("link", { name: "TalentForge home" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("Try again renders the page again", async () => {
    const { user } = renderLayout("/fragile");
    await screen.findByRole("heading", { name: "Something went wrong" });
    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Fragile page" })).toBeTruthy();
  });

  it("a page whose chunk failed to download says so", async () => {
    renderLayout("/undownloaded");
    await screen.findByRole("heading", { name: "Something went wrong" });
    expect(screen.getByRole("alert").textContent).toBe("This page could not be downloaded. Check your connection and try again.");
  });

  it("a lazy page whose download fails once shows the error; Try again downloads it", async () => {
    loadLazy
      .mockReset()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <h1>Lazy page</h1> });
    const { user } = renderLayout("/lazy");
    await screen.findByRole("heading", { name: "Something went wrong" });
    expect(loadLazy).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Lazy page" })).toBeTruthy();
    expect(loadLazy).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it("knows each browser's words for a failed dynamic import, and nothing else", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
