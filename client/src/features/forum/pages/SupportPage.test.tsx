/** /forum/support: the support questions of the classes the viewer moderates, unresolved first, 6 a page. */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { addMockClassPost, mockSeedDate } from "../mocks";

/** Six more support questions in Arjun's class, the second and fourth resolved (seven in all with the seed's). */
function askSupport() {
  return Array.from({ length: 6 }, (_, i) => {
    const post = addMockClassPost({
      title: `Support question ${i + 1}`,
      description: `<p>Question ${i + 1}</p>`,
      authorId: mei.id,
      classSlug: "m1js-open-2026",
      isAnnouncement: false,
      isSupport: true,
    });
    post.createdDate = mockSeedDate(-10 + i, "09:00");
    post.isResolved = i === 1 || i === 3;
    return post;
  });
}
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((a) => within(a).getByRole("heading", { level: 2 }).textContent);

describe("/forum/support", () => {
  it("lists unresolved questions first, then newest, 6 a page, with Support and Resolved badges and ?page= paging", async () => {
    askSupport();
    loginAs(instructor);
    const { user } = renderApp("/forum/support");
    expect(await screen.findByRole("heading", { level: 1, name: "Support questions" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Support questions" });
    expect(titles(list)).toEqual([
      "Support question 6",
      "Support question 5",
      "Support question 3",
      "Support question 1",
      "My fetch() call logs a pending Promise instead of the data",
      "Support question 4",
    ]);
    const resolved = within(list).getAllByRole("article")[5]!;
    expect(within(resolved).getByText("Resolved")).toBeTruthy();
    expect(within(resolved).getByText("Support")).toBeTruthy();
    await user.click(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Page 2" }));
    expect(currentParams().page).toBe("2");
    expect(titles(await screen.findByRole("list", { name: "Support questions" }))).toEqual(["Support question 2"]);
  });

  it("shows forum admins every class's questions", async () => {
    loginAs(talentAdmin);
    renderApp("/forum/support");
    const list = await screen.findByRole("list", { name: "Support questions" });
    expect(titles(list)).toEqual(["My fetch() call logs a pending Promise instead of the data"]);
  });

  it("tells a student the page is for forum moderators", async () => {
    loginAs(mei);
    renderApp("/forum/support");
    expect(within(await screen.findByRole("alert")).getByText("For forum moderators")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Support questions" })).toBeNull();
  });
});
