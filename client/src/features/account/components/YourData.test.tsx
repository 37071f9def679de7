/**
 * The "Your data" section of /settings with the mock backend: downloading one's data as a file (and the refusal when
 * asked too often), and deleting the account: the dialog's erased and kept lists from the server's policy, a wrong
 * password, and the deletion that logs out to the home page.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { currentAccount, findAccountByEmail } from "../../../mocks/session";
import { location, renderApp } from "../../../test/renderApp";
import { loginAs, mei } from "../../../test/session";

/** What the browser was handed to save: the file's name and its text. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob as Blob);
    return href;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute("href")!)! });
  });
  return saved;
}

async function openSection() {
  loginAs(mei);
  const utils = renderApp("/settings");
  const section = await screen.findByRole("region", { name: "Your data" });
  return { ...utils, section };
}

afterEach(() => vi.restoreAllMocks());

describe("your data on /settings", () => {
  it("says what the file holds, and saves the person's data as talentforge-data-<day>.json", async () => {
    const saved = captureSaves();
    const { user, section } = await openSection();
    expect(section.id).toBe("settings-data");
    expect(section.textContent).toContain("Your password is never included.");
    await user.click(within(section).getByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^talentforge-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await saved[0]!.blob.text()) as { account: { email: string } };
    expect(data.account.email).toBe(mei.email);
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("shows how long to wait when the server refuses another download, and saves nothing", async () => {
    const saved = captureSaves();
    server.use(
      http.get("*/auth/export", () =>
        HttpResponse.json({ error: { code: "RATE_LIMITED", message: "Too many." } }, { status: 429, headers: { "Retry-After": "1500" } }),
      ),
    );
    const { user, section } = await openSection();
    await user.click(within(section).getByRole("button", { name: "Download my data" }));
    const alert = await within(section).findByRole("alert");
    expect(alert.textContent).toContain("We could not prepare your data");
    expect(alert.textContent).toContain("Too many attempts. Please try again in 25 minutes.");
    expect(saved).toHaveLength(0);
  });

  it("is translated: the section speaks Traditional Chinese", async () => {
    loginAs(mei);
    localStorage.setItem("i18nextLng", "zh-Hant");
    const { default: i18n } = await import("../../../i18n");
    await i18n.changeLanguage("zh-Hant");
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "你的資料" });
    expect(within(section).getByRole("button", { name: "下載我的資料" })).toBeTruthy();
  });
});

describe("deleting the account from /settings", () => {
  async function openDialog() {
    const opened = await openSection();
    await opened.user.click(within(opened.section).getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    return { ...opened, dialog };
  }

  it("lists what is erased and what is kept and why, from the server's erasure policy", async () => {
    const { dialog } = await openDialog();
    const erased = within(dialog).getByRole("list", { name: "What we erase" });
    expect(within(erased).getAllByRole("listitem")).toHaveLength(5);
    expect(erased.textContent).toContain("Your saved jobs and job applications.");
    const kept = within(dialog).getByRole("list", { name: "What we keep, and why" });
    expect(kept.textContent).toContain("Your orders, withdrawals, income-share agreements");
    expect(kept.textContent).toContain("Tax law requires business records for 7 years");
    expect(kept.textContent).toContain("s.51C");
    expect(kept.textContent).toContain('Your forum posts and comments, shown under "Deleted member".');
  });

  it("a wrong password is shown on its field and the account stays", async () => {
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText(/^Your password/);
    await user.type(password, "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(dialog.textContent).toContain("This is not your password.");
    expect(findAccountByEmail(mei.email)!.password).toBe(mei.password);
    expect(location.current.pathname).toBe("/settings");
  });

  it("with the password, deletes the account and logs out to the home page", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Your password/), mei.password);
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(location.current.pathname).toBe("/"));
    expect(currentAccount()).toBeNull();
    expect(findAccountByEmail(mei.email)!.password).not.toBe(mei.password);
  });
});
