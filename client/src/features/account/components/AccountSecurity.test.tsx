import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { findAccountByEmail, mockSessionsOf, setMockEmailVerified } from "../../../mocks/session";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

async function openSettings(hash = "") {
  loginAs(mei);
  const utils = renderApp(`/settings${hash}`);
  const sessions = await screen.findByRole("region", { name: "Where you are logged in" });
  await within(sessions).findAllByRole("listitem");
  return { ...utils, sessions, security: screen.getByRole("region", { name: "Sign-in and security" }) };
}

describe("account security on /settings", () => {
  it("shows the address and whether it is verified, and sends a new link when it is not", async () => {
    setMockEmailVerified(mei.id, false);
    const { user, security } = await openSettings();
    expect(await within(security).findByText(mei.email)).toBeTruthy();
    expect(within(security).getByText("Not verified")).toBeTruthy();
    await user.click(within(security).getByRole("button", { name: "Send a new verification link" }));
    expect(await within(security).findByText("We have sent a new verification link. Only the newest link works.")).toBeTruthy();
  });

  it("asks to change the address with the password; the link then confirms it and the page shows the new address", async () => {
    const { user, security } = await openSettings("#settings-address");
    await user.click(within(security).getByRole("button", { name: "Change email address" }));
    const form = within(security).getByRole("form", { name: "Change email address" });
    await user.type(within(form).getByLabelText(/^New email address/), "admin@demo.talentforge.test");
    await user.type(within(form).getByLabelText(/^Current password/), "wrong password");
    await user.click(within(form).getByRole("button", { name: "Send a confirmation link" }));
    expect(await within(form).findByText("This is not your current password.")).toBeTruthy();

    const password = within(form).getByLabelText(/^Current password/);
    await user.clear(password);
    await user.type(password, mei.password);
    const address = within(form).getByLabelText(/^New email address/);
    await user.clear(address);
    await user.type(address, "mei.new@example.hk");
    await user.click(within(form).getByRole("button", { name: "Send a confirmation link" }));
    expect(
      await within(security).findByText(
        `We sent a link to mei.new@example.hk. Your address changes when you open it (within 24 hours); until then, keep using ${mei.email}.`,
      ),
    ).toBeTruthy();
    expect(findAccountByEmail(mei.email)?.id, "the address changes only from the link").toBe(mei.id);

    renderApp("/confirm-email-change?token=valid-token");
    expect(await screen.findByRole("status", { name: /Your email address is changed/ })).toBeTruthy();
    expect(findAccountByEmail("mei.new@example.hk")?.id).toBe(mei.id);
    expect(findAccountByEmail(mei.email)).toBeUndefined();
  });

  it("shows a wrong current password on its field, and changes the password and ends the other sessions", async () => {
    const { user, security, sessions } = await openSettings();
    expect(within(sessions).getAllByRole("listitem")).toHaveLength(3);
    const current = within(security).getByLabelText(/^Current password/);
    await user.type(current, "not-my-password");
    await user.type(within(security).getByLabelText(/^New password/), "a brand new password");
    await user.type(within(security).getByLabelText(/^Confirm new password/), "a brand new password");
    await user.click(within(security).getByRole("button", { name: "Change password" }));

    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    const messages = current
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain("This is not your current password.");
    expect(within(security).getByRole("alert").textContent).toContain("We could not change your password.");
    expect(findAccountByEmail(mei.email)!.password).toBe(mei.password);

    await user.clear(current);
    await user.type(current, mei.password);
    await user.click(within(security).getByRole("button", { name: "Change password" }));
    expect(await within(security).findByText("Password changed; your other sessions were logged out.")).toBeTruthy();
    expect(findAccountByEmail(mei.email)!.password).toBe("a brand new password");
    // The list asks again: only this browser is left.
    await waitFor(() => expect(within(sessions).getAllByRole("listitem")).toHaveLength(1));
    expect(within(sessions).getByText("This device")).toBeTruthy();
  });

  it("lists the sessions with this device marked, and ending one removes it", async () => {
    const { user, sessions } = await openSettings();
    const items = within(sessions).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    // Most recently active first: this browser, then the phone (2 days ago), then the computer (5 days ago).
    expect(within(items[0]!).getByText("This device")).toBeTruthy();
    expect(within(items[0]!).queryByRole("button", { name: /^End/ })).toBeNull();
    expect(items[1]!.textContent).toContain("Safari on iPhone");
    expect(items[2]!.textContent).toContain("Firefox on Windows");
    expect(items[1]!.textContent).toMatch(/Last active \w+ \d+, \d{4}/);

    await user.click(within(items[1]!).getByRole("button", { name: /^End Safari on iPhone/ }));
    await waitFor(() => expect(within(sessions).getAllByRole("listitem")).toHaveLength(2));
    expect(within(sessions).queryByText(/Safari/)).toBeNull();
    expect(mockSessionsOf(mei.id).map((s) => s.userAgent?.includes("iPhone"))).not.toContain(true);
  });

  it("logs out everywhere after asking, and goes to log in", async () => {
    const { user, sessions } = await openSettings();
    await user.click(within(sessions).getByRole("button", { name: "Log out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Log out everywhere?" });
    // The dialog's close button is named Cancel too.
    await user.click(
      within(dialog)
        .getAllByRole("button", { name: "Cancel" })
        .find((b) => b.textContent === "Cancel")!,
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mockSessionsOf(mei.id)).toHaveLength(3);

    await user.click(within(sessions).getByRole("button", { name: "Log out everywhere" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Log out everywhere" }));
    await waitFor(() => expect(location.current.pathname).toBe("/login"));
    expect(mockSessionsOf(mei.id)).toHaveLength(0);
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("link", { name: "Log in" })).toBeTruthy();
  });

  it("lands on the sessions from a link to them", async () => {
    const { sessions } = await openSettings("#settings-sessions");
    await waitFor(() => expect(document.activeElement).toBe(sessions));
  });
});
