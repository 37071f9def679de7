import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { http, HttpResponse } from "msw";
import { API_KEY_LIMITS, API_KEY_PATTERN } from "@server/shared/partner-api";
import { server } from "../../../mocks/node";
import { renderApp } from "../../../test/renderApp";
import { courseAdmin, talentAdmin, jobAdmin, loginAs, mei } from "../../../test/session";
import { mockApiKeys, resetMockApiKeys } from "../mocks";

const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);

/** The messages an input points at with aria-describedby (its hint and its error). */
function describedMessages(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .filter(Boolean);
}

beforeEach(() => resetMockApiKeys());

describe("/admin/api-keys", () => {
  it("lists every key newest first: prefix, scopes and limits in words, last use and state", async () => {
    loginAs(talentAdmin);
    renderApp("/admin/api-keys");
    expect(await screen.findByRole("heading", { level: 1, name: "API keys" })).toBeTruthy();
    const rows = rowsOf(await screen.findByRole("table", { name: "API keys" }));
    expect(rows).toHaveLength(2);
    const [active, revoked] = rows.map(cellsOf);
    expect(active!.slice(0, 4)).toEqual(["Jobs board partner", "tfk_q7mz…", "Jobs and Employers", "120 requests / min200,000 cost / min"]);
    expect(active![6]).toBe("Active");
    expect(within(rows[0]!).getByRole("button", { name: "Revoke Jobs board partner" })).toBeTruthy();
    expect(revoked!.slice(0, 4)).toEqual(["Old course catalogue feed", "tfk_b3xk…", "Courses", "60 requests / min100,000 cost / min"]);
    expect(revoked![6]).toMatch(/^Revoked on /);
    expect(within(rows[1]!).queryByRole("button", { name: /Revoke/ })).toBeNull();
  });

  it("creates a key: its secret shown once with how to use it, and the new key first in the list", async () => {
    loginAs(jobAdmin);
    const { user } = renderApp("/admin/api-keys");
    await screen.findByRole("table", { name: "API keys" });
    const form = screen.getByRole("region", { name: "New API key" });
    // The rules' defaults are prefilled.
    expect((within(form).getByRole("textbox", { name: /Requests per minute/ }) as HTMLInputElement).value).toBe("120");
    expect((within(form).getByRole("textbox", { name: /Cost per minute/ }) as HTMLInputElement).value).toBe("200,000");
    expect(describedMessages(within(form).getByRole("checkbox", { name: "Jobs" }))).toContain(
      "Open jobs, their career roles and campaigns",
    );

    // Nothing chosen: the form says what is missing before asking the server.
    await user.click(within(form).getByRole("button", { name: "Create key" }));
    expect(describedMessages(within(form).getByRole("textbox", { name: /^Name/ }))).toContain("This field is required.");
    expect(within(form).getByText("Choose at least one scope.")).toBeTruthy();
    expect(mockApiKeys()).toHaveLength(2);

    await user.type(within(form).getByRole("textbox", { name: /^Name/ }), "Careers portal");
    await user.click(within(form).getByRole("checkbox", { name: "Jobs" }));
    await user.click(within(form).getByRole("checkbox", { name: "Events" }));
    const requests = within(form).getByRole("textbox", { name: /Requests per minute/ });
    await user.clear(requests);
    await user.type(requests, "300");
    await user.click(within(form).getByRole("button", { name: "Create key" }));

    const box = await screen.findByRole("region", { name: "New key: Careers portal" });
    expect(within(box).getByText("Copy this key now: it will not be shown again.")).toBeTruthy();
    const secret = (within(box).getByRole("textbox", { name: "The new API key" }) as HTMLInputElement).value;
    expect(secret).toMatch(API_KEY_PATTERN);
    expect(within(box).getByRole("button", { name: "Copy key" })).toBeTruthy();
    expect(within(box).getByText("Authorization: Bearer <key>")).toBeTruthy();
    expect(within(box).getByText("x-api-key: <key>")).toBeTruthy();
    expect(within(box).getByRole("link", { name: "Try queries in GraphiQL" }).getAttribute("href")).toBe("/graphiql");
    await waitFor(() => expect(document.activeElement).toBe(box));

    const rows = rowsOf(screen.getByRole("table", { name: "API keys" }));
    expect(rows).toHaveLength(3);
    expect(cellsOf(rows[0]!).slice(0, 4)).toEqual([
      "Careers portal",
      `${secret.slice(0, 8)}…`,
      "Jobs and Events",
      "300 requests / min200,000 cost / min",
    ]);
    expect(cellsOf(rows[0]!).slice(5, 7)).toEqual(["Never", "Active"]);
    expect(mockApiKeys()[0]).toMatchObject({ name: "Careers portal", scopes: ["JOBS", "EVENTS"], requestsPerMinute: 300 });
    // The list never holds the secret, and the form is empty for the next key.
    expect(screen.getByRole("table", { name: "API keys" }).textContent).not.toContain(secret);
    expect((within(form).getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("");

    // The secret's box passes axe as the page's other states do (test/a11y.test.tsx; contrast is the browser's check).
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    await user.click(within(box).getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByRole("region", { name: "New key: Careers portal" })).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  });

  it("holds the limits to the rules' ranges before sending", async () => {
    loginAs(courseAdmin);
    const { user } = renderApp("/admin/api-keys");
    const form = await screen.findByRole("region", { name: "New API key" });
    const cost = within(form).getByRole("textbox", { name: /Cost per minute/ });
    await user.clear(cost);
    await user.type(cost, String(API_KEY_LIMITS.costPerMinute.max + 1));
    await user.click(within(form).getByRole("button", { name: "Create key" }));
    expect(describedMessages(cost)).toContain("Enter a whole number from 1,000 to 5,000,000.");
  });

  it("shows the server's field errors next to their fields", async () => {
    server.use(
      http.post("*/admin/api-keys", () =>
        HttpResponse.json(
          {
            error: {
              code: "BAD_USER_INPUT",
              message: "Some fields need attention.",
              fields: { name: "A key with this name already exists.", costPerMinute: "Too high for this partner." },
            },
          },
          { status: 400 },
        ),
      ),
    );
    loginAs(talentAdmin);
    const { user } = renderApp("/admin/api-keys");
    const form = await screen.findByRole("region", { name: "New API key" });
    const name = within(form).getByRole("textbox", { name: /^Name/ });
    await user.type(name, "Jobs board partner");
    await user.click(within(form).getByRole("checkbox", { name: "Jobs" }));
    await user.click(within(form).getByRole("button", { name: "Create key" }));
    expect(await within(form).findByRole("alert")).toHaveProperty("textContent", "Some fields need attention.");
    expect(describedMessages(name)).toContain("A key with this name already exists.");
    expect(describedMessages(within(form).getByRole("textbox", { name: /Cost per minute/ }))).toContain("Too high for this partner.");
    expect(screen.queryByRole("region", { name: /^New key:/ })).toBeNull();
  });

  it("revokes an active key after asking: the list shows it revoked today", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/admin/api-keys");
    await user.click(await screen.findByRole("button", { name: "Revoke Jobs board partner" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke Jobs board partner?" });
    // The last of the two: the close button in the corner has the same name.
    await user.click(within(dialog).getAllByRole("button", { name: "Keep the key" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(mockApiKeys()[0]!.revokedAt).toBeNull();

    await user.click(screen.getByRole("button", { name: "Revoke Jobs board partner" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("Jobs board partner is revoked.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = rowsOf(screen.getByRole("table", { name: "API keys" }))[0]!;
    const today = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());
    expect(cellsOf(row)[6]).toBe(`Revoked on ${today}`);
    expect(within(row).queryByRole("button", { name: /Revoke/ })).toBeNull();
    expect(mockApiKeys()[0]!.revokedAt).not.toBeNull();
  });

  it("says so when the key to revoke is gone, and shows the list as it is now", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp("/admin/api-keys");
    await user.click(await screen.findByRole("button", { name: "Revoke Jobs board partner" }));
    server.use(
      http.post("*/admin/api-keys/:id/revoke", () =>
        HttpResponse.json({ error: { code: "NOT_FOUND", message: "API key not found." } }, { status: 404 }),
      ),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("This key does not exist any more.")).toBeTruthy();
  });

  it("a student sees the not-allowed state", async () => {
    loginAs(mei);
    renderApp("/admin/api-keys");
    expect(await screen.findByRole("heading", { level: 1, name: "API keys" })).toBeTruthy();
    expect(await screen.findByText("Only the platform's admins manage API keys.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "New API key" })).toBeNull();
  });

  it("an admin the server refuses sees the not-allowed state too", async () => {
    server.use(
      http.get("*/admin/api-keys", () => HttpResponse.json({ error: { code: "FORBIDDEN", message: "Forbidden." } }, { status: 403 })),
    );
    loginAs(talentAdmin);
    renderApp("/admin/api-keys");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Only the platform's admins manage API keys."),
    );
    expect(screen.queryByRole("region", { name: "New API key" })).toBeNull();
  });

  it("on a phone each key is a card of its facts", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query.includes("max-width") })) as typeof window.matchMedia;
    try {
      loginAs(talentAdmin);
      renderApp("/admin/api-keys");
      const card = await screen.findByRole("article", { name: "Jobs board partner" });
      expect(screen.queryByRole("table")).toBeNull();
      expect(within(card).getByText("120 requests / min", { exact: false })).toBeTruthy();
      expect(within(card).getByRole("button", { name: "Revoke Jobs board partner" })).toBeTruthy();
      expect(within(screen.getByRole("article", { name: "Old course catalogue feed" })).getByText(/^Revoked on /)).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
