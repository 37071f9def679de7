import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorBoundary } from "./ErrorBoundary";

let broken = true;
function Fragile({ label = "Working" }: { label?: string }) {
  if (broken) throw new Error("render failed");
  return <p>{label}</p>;
}

function boundary(resetKey?: string, label?: string) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={({ error, reset }) => (
        <div role="alert">
          {(error as Error).message}
          <button onClick={reset}>Retry</button>
        </div>
      )}
    >
      <Fragile label={label} />
    </ErrorBoundary>
  );
}

describe("ErrorBoundary", () => {
  // React reports each error a boundary catches with console.error; expected here, kept out of the output.
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the fallback with the error instead of its children, and React reports the error", () => {
    render(boundary());
    expect(screen.getByRole("alert").textContent).toContain("render failed");
    expect(console.error).toHaveBeenCalled();
  });

  it("reset renders the children again", async () => {
    render(boundary());
    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("Working")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a new resetKey clears a shown error; while the children still fail, the fallback stays (no loop)", () => {
    const { rerender } = render(boundary("/a"));
    rerender(boundary("/b"));
    expect(screen.getByRole("alert")).toBeTruthy();
    broken = false;
    rerender(boundary("/c", "Other page"));
    expect(screen.getByText("Other page")).toBeTruthy();
  });

  it("the same resetKey keeps the fallback", () => {
    const { rerender } = render(boundary("/a"));
    broken = false;
    rerender(boundary("/a"));
    expect(screen.getByRole("alert")).toBeTruthy();
  });
});
