/**
 * Moderation and the client cache (lib/forumCache): pin and hide answer with the post's flags, so the ONE normalized
 * ForumPost shows them on the feed and the post page without asking again; a deleted post leaves the cache and the
 * lists that held it are read again; an approved report's comment leaves the cached post page.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { countOf, recordOperations } from "../../../test/operations";
import { talentAdmin, loginAs, mei } from "../../../test/session";
import { findMockPost, postIdSlug } from "../mocks";
import { addMockForumReport } from "../mocks";

const TITLE = "Anyone going to the KL career fair? Tips for talking to employers";
/** The normalized cache's objects by key. */
const cached = (client: ReturnType<typeof renderApp>["client"]) => client.cache.extract() as Record<string, unknown>;
const cardOf = async (title: string) => (await screen.findByRole("link", { name: title })).closest("article")!;
/** What was asked besides the header's unread-count polling. */
const asked = (sent: { operationName?: string }[], from = 0) =>
  sent
    .slice(from)
    .map((s) => s.operationName)
    .filter((o) => o !== "ForumUnreadNotificationCount");

async function moderate(user: ReturnType<typeof renderApp>["user"], scope: HTMLElement, title: string, item: string) {
  await user.click(within(scope).getByRole("button", { name: `Moderate: ${title}` }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
}

describe("moderation and the forum's client cache", () => {
  it("shows a hide and a pin made on a feed card on the post page without a refetch", async () => {
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user } = renderApp(`/forum/post/${postIdSlug(findMockPost("k8j5h2gd")!)}`);
    expect(await screen.findByRole("heading", { level: 1, name: TITLE })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: /comment/ });
    await user.click(within(screen.getByRole("navigation", { name: "Breadcrumbs" })).getByRole("link", { name: "Forum" }));
    const card = await cardOf(TITLE);
    await waitFor(() => expect(countOf(sent, "ForumFeed")).toBe(1));
    const before = sent.length;

    await moderate(user, card, TITLE, "Hide");
    expect(await within(card).findByText("Hidden by a moderator")).toBeTruthy();
    await moderate(user, card, TITLE, "Pin");
    expect(await within(card).findByText("Pinned")).toBeTruthy();
    expect(asked(sent, before)).toEqual(["HideForumPost", "PinForumPost"]);

    await user.click(within(card).getByRole("link", { name: TITLE }));
    const article = (await screen.findByRole("heading", { level: 1, name: TITLE })).closest("article")!;
    expect(within(article).getByText("Hidden by a moderator")).toBeTruthy();
    expect(within(article).getByText("Pinned")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked(sent, before)).toEqual(["HideForumPost", "PinForumPost"]);
  });

  it("drops a post deleted from a feed card: the feed is read again and the post is gone from the cache", async () => {
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user, client } = renderApp("/forum/feed");
    const card = await cardOf(TITLE);
    expect(cached(client)["ForumPost:k8j5h2gd"]).toBeTruthy();
    await moderate(user, card, TITLE, "Delete…");
    await user.click(within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: TITLE })).toBeNull());
    expect(countOf(sent, "ForumFeed")).toBe(2);
    expect(cached(client)["ForumPost:k8j5h2gd"]).toBeUndefined();
    expect(findMockPost("k8j5h2gd")).toBeNull();
  });

  it("drops an approved report's comment from the cached post page", async () => {
    addMockForumReport({ reporterId: mei.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Rude reply to a question." });
    loginAs(talentAdmin);
    const { user } = renderApp(`/forum/post/${postIdSlug(findMockPost("r5t0w2zc")!)}`);
    expect(await screen.findByRole("article", { name: "Comment by Priya Menon" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "3 comments" })).toBeTruthy();

    await user.click(within(screen.getByRole("navigation", { name: "Forum sections" })).getByRole("link", { name: "Reports" }));
    const report = (await screen.findByRole("link", { name: /^LEFT JOIN/ })).closest("article")!;
    await user.click(within(report).getByRole("button", { name: /^Approve the report/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this report?" })).getByRole("button", { name: "Approve and delete" }),
    );
    expect(await screen.findByText("Report approved: the content was deleted.")).toBeTruthy();

    // Back on the post (the report's link now leads to the post itself): the comment is gone, the count read again.
    await user.click(await screen.findByRole("radio", { name: "Approved" }));
    await user.click(await screen.findByRole("link", { name: /^LEFT JOIN/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "2 comments" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Comment by Priya Menon" })).toBeNull();
  });
});
