import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { isMockEmailVerified, setMockEmailVerified } from "../../../mocks/session";
import { createApolloClient } from "../../../app/apollo";
import { AppProviders } from "../../../app/AppProviders";
import { AppRoutes } from "../../../app/routes";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

/** The bodies the app sent to an /auth path, in order. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

describe("forgot password", () => {
  it("is linked from the log-in page", async () => {
    const { user } = renderApp("/login");
    await user.click(await screen.findByRole("link", { name: "Forgot your password?" }));
    expect(location.current.pathname).toBe("/forgot-password");
    expect(await screen.findByRole("heading", { level: 1, name: "Reset your password" })).toBeTruthy();
  });

  it("says the same for an address with an account and one without, and sends the language in use", async () => {
    const bodies = recordBodies("/auth/password-reset/request");
    const confirmations: string[] = [];
    for (const email of [mei.email, "nobody-here@example.com"]) {
      const { user, unmount } = renderApp("/forgot-password");
      await user.type(await screen.findByLabelText(/Email/), email);
      await user.click(screen.getByRole("button", { name: "Send the link" }));
      const status = await screen.findByRole("status", { name: /Check your email/ });
      confirmations.push(status.textContent ?? "");
      unmount();
    }
    expect(confirmations[0]).toContain("If an account exists for that address");
    expect(confirmations[0]).toContain("It expires in 30 minutes.");
    expect(confirmations[1]).toBe(confirmations[0]);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toEqual({ email: mei.email, language: "en" });
    server.events.removeAllListeners();
  });

  it("checks the address before asking the server", async () => {
    const bodies = recordBodies("/auth/password-reset/request");
    const { user } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText(/Email/), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.queryByRole("status", { name: /Check your email/ })).toBeNull();
    expect(bodies).toEqual([]);
    server.events.removeAllListeners();
  });

  it("says how long to wait when the server refuses for a while", async () => {
    server.use(
      http.post("*/auth/password-reset/request", () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "Too many requests" } },
          { status: 429, headers: { "Retry-After": "600" } },
        ),
      ),
    );
    const { user } = renderApp("/forgot-password");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.click(screen.getByRole("button", { name: "Send the link" }));
    expect(within(await screen.findByRole("alert")).getByText("Too many attempts. Please try again in 10 minutes.")).toBeTruthy();
  });
});

describe("reset password", () => {
  async function choose(user: ReturnType<typeof renderApp>["user"], password: string, confirm: string) {
    await user.type(await screen.findByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await user.click(screen.getByRole("button", { name: "Set new password" }));
  }

  it("sets the new password, says every session was logged out, and leads to log in", async () => {
    const bodies = recordBodies("/auth/password-reset/confirm");
    const { user } = renderApp("/reset-password?token=valid-token");
    await choose(user, "a new long password", "a new long password");
    const done = await screen.findByRole("status", { name: /Your password has been changed/ });
    expect(within(done).getByText(/All your sessions were logged out/)).toBeTruthy();
    await user.click(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }));
    expect(location.current.pathname).toBe("/login");
    expect(bodies).toEqual([{ token: "valid-token", password: "a new long password" }]);
    server.events.removeAllListeners();
  });

  it("asks again when the two passwords differ, before calling the server", async () => {
    const bodies = recordBodies("/auth/password-reset/confirm");
    const { user } = renderApp("/reset-password?token=valid-token");
    await choose(user, "a new long password", "a new long passw0rd");
    expect(await screen.findByText("The passwords do not match.")).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm new password/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("status", { name: /Your password has been changed/ })).toBeNull();
    expect(bodies).toEqual([]);
    server.events.removeAllListeners();
  });

  it("explains a dead link and leads to ask for a new one", async () => {
    const { user } = renderApp("/reset-password?token=used-long-ago");
    await choose(user, "a new long password", "a new long password");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This link does not work any more")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Ask for a new link" }));
    expect(location.current.pathname).toBe("/forgot-password");
  });

  it("treats a link without a token as dead", async () => {
    renderApp("/reset-password");
    expect(within(await screen.findByRole("alert")).getByText("This link does not work any more")).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});

describe("verify email", () => {
  it("verifies the address once, even under StrictMode, and offers the dashboard to a logged-in person", async () => {
    loginAs(mei);
    setMockEmailVerified(mei.id, false);
    const bodies = recordBodies("/auth/verify-email");
    render(
      <StrictMode>
        <AppProviders client={createApolloClient()} env="test">
          <MemoryRouter initialEntries={["/verify-email?token=valid-token"]}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    expect(await screen.findByRole("status", { name: /Your email address is verified/ })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toBeTruthy();
    expect(isMockEmailVerified(mei.id)).toBe(true);
    expect(bodies).toEqual([{ token: "valid-token" }]);
    server.events.removeAllListeners();
  });

  it("leads a visitor to log in once verified", async () => {
    renderApp("/verify-email?token=valid-token");
    expect(await screen.findByRole("status", { name: /Your email address is verified/ })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("explains a dead link and lets a logged-in person send a new one", async () => {
    loginAs(mei);
    setMockEmailVerified(mei.id, false);
    const { user } = renderApp("/verify-email?token=expired");
    expect(within(await screen.findByRole("alert")).getByText("This link does not work any more")).toBeTruthy();
    expect(isMockEmailVerified(mei.id)).toBe(false);
    await user.click(await screen.findByRole("button", { name: "Send a new link" }));
    expect(await screen.findByText("We have sent a new link to your email address.")).toBeTruthy();
  });

  it("asks a visitor with a dead link to log in for a new one", async () => {
    renderApp("/verify-email?token=expired");
    expect(within(await screen.findByRole("alert")).getByText("This link does not work any more")).toBeTruthy();
    const logIn = within(screen.getByRole("main")).getByRole("link", { name: "Log in" });
    expect(logIn.getAttribute("href")).toBe(`/login?next=${encodeURIComponent("/settings#settings-address")}`);
    expect(screen.queryByRole("button", { name: "Send a new link" })).toBeNull();
  });
});

describe("/confirm-email-change", () => {
  it("explains a dead link and leads to the settings to ask again", async () => {
    loginAs(mei);
    renderApp("/confirm-email-change?token=expired");
    expect(within(await screen.findByRole("alert")).getByText("This link does not work any more")).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Go to your settings" }).getAttribute("href")).toBe(
      "/settings#settings-address",
    );
  });
});
