/** /forum/admin/: what waits for the viewer's moderation, and the newest posts; a "for moderators" state for others. */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { addMockForumReport } from "../mocks";

const section = async (name: string) => (await screen.findByRole("heading", { level: 2, name })).closest("section")!;
const linksIn = async (name: string) =>
  within(await section(name))
    .getAllByRole("link")
    .map((l) => l.textContent);

describe("/forum/admin/", () => {
  it("shows a forum admin the pending reports and open support questions, linking to them, and the recent posts", async () => {
    addMockForumReport({ reporterId: mei.id, postId: "d9f4g6jb", reason: "Copied." });
    loginAs(talentAdmin);
    renderApp("/forum/admin/");
    expect(await screen.findByRole("heading", { level: 1, name: "Forum admin dashboard" })).toBeTruthy();
    expect(await screen.findByText("2 reports waiting for review")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review reports" }).getAttribute("href")).toBe("/forum/report/all");
    expect(screen.getByText("1 open support question")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Answer support questions" }).getAttribute("href")).toBe("/forum/support");
    // SPEC §9: 3 recent posts (newest first, announcements apart) and 3 recent announcements.
    expect(await linksIn("Recent posts")).toEqual([
      "pandas groupby vs pivot_table for monthly sales",
      "Resume review: what to put first when you change careers",
      "My fetch() call logs a pending Promise instead of the data",
    ]);
    expect(await linksIn("Recent announcements")).toEqual(["Lab 3 deadline moved to Friday"]);
    const support = within(await section("Recent posts")).getByRole("link", { name: /^My fetch/ });
    expect(support.getAttribute("href")).toMatch(/^\/forum\/post\/s7u3p9qk-/);
    expect(within(support.closest("li")!).getByText("Support")).toBeTruthy();
  });

  it("shows an instructor what waits in the classes they teach", async () => {
    loginAs(instructor);
    renderApp("/forum/admin/");
    // The seed's report is of a general forum post: not his to review.
    expect(await screen.findByText("0 reports waiting for review")).toBeTruthy();
    expect(screen.getByText("1 open support question")).toBeTruthy();
  });

  it("tells a student the page is for forum moderators", async () => {
    loginAs(mei);
    renderApp("/forum/admin/");
    expect(await screen.findByRole("heading", { level: 1, name: "Forum admin dashboard" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("For forum moderators")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Back to the feed" }).getAttribute("href")).toBe("/forum/feed");
    expect(screen.queryByText(/waiting for review/)).toBeNull();
  });
});
