/** Toasts for completed actions: announced politely, labelled in the page's language, gone by themselves. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import axe from "axe-core";
import i18n from "../i18n";
import { createApolloClient } from "../app/apollo";
import { AppProviders } from "../app/AppProviders";
import { notifySuccess, TOAST_AUTO_CLOSE_MS } from "./notify";

function renderProviders(toasts?: boolean) {
  return render(
    <AppProviders client={createApolloClient()} env="test" toasts={toasts}>
      <main>
        <h1>Page</h1>
      </main>
    </AppProviders>,
  );
}

describe("notifySuccess", () => {
  beforeEach(() => notifications.clean());
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it("shows the message as a status inside a live region, with a close button named in the page's language", async () => {
    renderProviders(true);
    act(() => notifySuccess("Application sent"));
    const toast = await screen.findByRole("status");
    expect(toast.textContent).toContain("Application sent");
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(toast).getByRole("button", { name: "Close notification" })).toBeTruthy();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await act(() => i18n.changeLanguage("zh-Hant"));
    act(() => notifySuccess("已送出申請"));
    expect(await screen.findByRole("button", { name: "關閉通知" })).toBeTruthy();
  });

  it("closes by itself after a few seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProviders(true);
    act(() => notifySuccess("Job saved"));
    expect(screen.getByText("Job saved")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS + 1000);
    });
    // The exit transition runs after the timer: wait for it rather than for a fixed time.
    await vi.waitFor(
      async () => {
        await act(async () => {
          vi.advanceTimersByTime(500);
        });
        expect(screen.queryByText("Job saved")).toBeNull();
      },
      { timeout: 5000 },
    );
  });

  it("shows nothing in component tests unless a test asks for toasts", () => {
    renderProviders();
    act(() => notifySuccess("Order placed"));
    expect(screen.queryByText("Order placed")).toBeNull();
  });
});
