import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { findMockComment, findMockPost, mockSeedDate, removeMockComment } from "../mocks";
import { addMockForumNotification, mockUnreadNotificationCount } from "../mocks";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { instructor, jobAdmin, loginAs, mei } from "../../../test/session";

const itemsIn = (list: HTMLElement) => within(list).getAllByRole("link");
const isUnread = (link: HTMLElement) => link.textContent!.includes("Unread");

describe("/forum/notifications", () => {
  it("sends visitors to log in", async () => {
    renderApp("/forum/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
  });

  it("lists 7 a page, unread first then newest, with pages in ?page=", async () => {
    loginAs(mei);
    const post = findMockPost("d9f4g6jb");
    // Five older unread ones: still before every read one.
    for (let i = 0; i < 5; i++)
      addMockForumNotification({
        type: "POST_UPDATED",
        recipientIds: [mei.id],
        actorId: instructor.id,
        post,
        createdDate: `2026-08-0${i + 1}T00:00:00.000Z`,
      });
    const { user } = renderApp("/forum/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    expect(document.title).toBe("Notifications · TalentForge");
    const list = await screen.findByRole("list", { name: "Your notifications" });
    const first = itemsIn(list);
    expect(first).toHaveLength(7);
    expect(first.map(isUnread)).toEqual([true, true, true, true, true, true, true]);
    expect(first[0]!.textContent).toContain("posted an announcement in M1 JavaScript open class 2026");
    expect(first[6]!.textContent).toContain("Arjun Nair updated “Three habits that make your SQL easier to review”");
    expect(screen.getByText("Showing 1–7 of 11")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(currentParams()).toEqual({ page: "2" }));
    await waitFor(() => expect(itemsIn(screen.getByRole("list", { name: "Your notifications" }))).toHaveLength(4));
    const second = itemsIn(screen.getByRole("list", { name: "Your notifications" }));
    expect(second.map(isUnread)).toEqual([true, false, false, false]);
  });

  it("marks all as read from the page", async () => {
    loginAs(mei);
    const { user } = renderApp("/forum/notifications");
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    await waitFor(() => expect(mockUnreadNotificationCount(mei.id)).toBe(0));
    expect(itemsIn(screen.getByRole("list", { name: "Your notifications" })).some(isUnread)).toBe(false);
  });

  it("following a notification opens where it leads", async () => {
    loginAs(instructor);
    const { user } = renderApp("/forum/notifications");
    const list = await screen.findByRole("list", { name: "Your notifications" });
    await user.click(
      within(list).getByRole("link", {
        name: /^Mei Ling Tan replied to your comment on “LEFT JOIN returns more rows than my base table\. Wh…”/,
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "LEFT JOIN returns more rows than my base table. Why?" })).toBeTruthy();
    expect(location.current.pathname).toMatch(/^\/forum\/post\/r5t0w2zc-/);
    expect(location.current.hash).toMatch(/^#c2r5t0wb/);
    await waitFor(() => expect(mockUnreadNotificationCount(instructor.id)).toBe(1));
  });

  it("says when there are none", async () => {
    loginAs(jobAdmin); // no forum activity
    renderApp("/forum/notifications");
    expect(await screen.findByText("You have no notifications yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("words report-type notifications without an author, about a post or a comment, even once the comment is gone", async () => {
    loginAs(instructor);
    const post = findMockPost("r5t0w2zc")!; // Mei's question; Arjun wrote its answer
    const answer = findMockComment("c1r5t0wa")!;
    addMockForumNotification({
      type: "CONTENT_REPORTED_HIDDEN",
      recipientIds: [instructor.id],
      actorId: mei.id,
      post,
      comment: answer,
      createdDate: mockSeedDate(-2, "09:00"),
    });
    addMockForumNotification({
      type: "CONTENT_DELETED",
      recipientIds: [instructor.id],
      actorId: mei.id,
      post,
      comment: answer,
      createdDate: mockSeedDate(-1, "09:00"),
    });
    removeMockComment(answer);
    renderApp("/forum/notifications");
    const [deleted, hidden] = itemsIn(await screen.findByRole("list", { name: "Your notifications" }));
    expect(deleted!.textContent).toContain(
      "Your comment on “LEFT JOIN returns more rows than my base table. Wh…” was deleted for breaking a community rule",
    );
    expect(hidden!.textContent).toContain(
      "Your comment on “LEFT JOIN returns more rows than my base table. Wh…” was reported and is hidden while it is reviewed",
    );
    for (const item of [deleted!, hidden!]) expect(item.textContent).not.toContain("Mei Ling Tan");
  });
});
