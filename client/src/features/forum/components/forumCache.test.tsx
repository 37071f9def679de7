/**
 * One client cache for the forum (apollo.ts typePolicies): a post is ONE normalized object wherever it is shown, so a
 * vote on the feed shows on the post page without asking the server again; and optimistic votes, bookmarks and
 * follows that the server refuses roll back.
 */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { findMockPost, postIdSlug } from "../mocks";
import { renderApp } from "../../../test/renderApp";
import { recruiter, loginAs, mei } from "../../../test/session";

/** Operation names of every GraphQL request MSW sees, in order. */
const operations: string[] = [];
const record = ({ request }: { request: Request }) => {
  if (!request.url.endsWith("/graphql")) return;
  void request
    .clone()
    .json()
    .then((body: { operationName?: string }) => operations.push(body.operationName ?? "?"));
};
server.events.on("request:start", record);
afterEach(() => {
  operations.length = 0;
});
afterAll(() => {
  server.events.removeListener("request:start", record);
});

/** Mei's seed post with no votes yet, the newest ordinary post of the feed (Kelvin votes on it: an author may not). */
const post = () => findMockPost("k8j5h2gd")!;
const cardOf = async (title: string) => (await screen.findByRole("link", { name: title })).closest("article")!;

describe("the forum's client cache", () => {
  it("rule: an author's own post shows its votes but no way to vote, and says why", async () => {
    loginAs(mei);
    const { title } = post();
    renderApp(`/forum/post/${postIdSlug(post())}`);
    const votes = await screen.findByRole("group", { name: `Votes on ${title}` });
    for (const button of within(votes).getAllByRole("button")) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText("You cannot vote on your own post.").length).toBeGreaterThan(0);
  });
  it("shows a vote made on the feed on the post page without a refetch", async () => {
    loginAs(recruiter);
    const { title } = post();
    const { user } = renderApp(`/forum/post/${postIdSlug(post())}`);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole("group", { name: `Votes on ${title}` })).toBeTruthy();
    await screen.findByRole("heading", { level: 2, name: /comment/ }); // the comments are in too
    await waitFor(() => expect(operations.filter((o) => o === "ForumPostPage")).toHaveLength(1));

    await user.click(within(screen.getByRole("navigation", { name: "Breadcrumbs" })).getByRole("link", { name: "Forum" }));
    const card = await cardOf(title);
    await user.click(within(card).getByRole("button", { name: "Vote up (0)" }));
    const voted = await within(card).findByRole("button", { name: "Vote up (1)" });
    expect(voted.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(operations).toContain("VoteForumPost"));
    const afterVote = operations.length;

    await user.click(within(card).getByRole("link", { name: title }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    const votes = screen.getByRole("group", { name: `Votes on ${title}` });
    expect(within(votes).getByRole("button", { name: "Vote up (1)" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(votes).getByText("Score 1")).toBeTruthy();
    // Nothing was asked again: the post page read the one cached ForumPost the feed's vote changed. (The header's
    // unread badge polls on a timer, which a slow run can reach; that is not a refetch.)
    await new Promise((r) => setTimeout(r, 50));
    expect(operations.slice(afterVote).filter((o) => o !== "ForumUnreadNotificationCount")).toEqual([]);
    expect(operations.filter((o) => o === "ForumPostPage")).toHaveLength(1);
  });

  it("rolls back an optimistic vote, bookmark and follow that the server refuses, and says why", async () => {
    /** Refuses the next `operation`, but only once the test lets it answer (so the optimistic state can be seen). */
    function refuseNext(operation: string) {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      // Not MSW's `once`: that is used up by any request passing through (the header's badge polls meanwhile).
      let refused = false;
      server.use(
        http.post("*/graphql", async ({ request }) => {
          const body = (await request.clone().json()) as { operationName?: string };
          if (refused || body.operationName !== operation) return undefined; // the app's handler answers
          refused = true;
          await answered;
          return HttpResponse.json({
            errors: [{ message: "The forum is read-only right now.", extensions: { code: "FORBIDDEN" } }],
            data: null,
          });
        }),
      );
      return answer;
    }

    loginAs(recruiter);
    const { title } = post();
    const { user } = renderApp("/forum/feed");
    const card = await cardOf(title);

    let answer = refuseNext("VoteForumPost");
    await user.click(within(card).getByRole("button", { name: "Vote down (0)" }));
    expect((await within(card).findByRole("button", { name: "Vote down (1)" })).getAttribute("aria-pressed")).toBe("true");
    expect(within(card).getByText("Score -1")).toBeTruthy();
    answer();
    expect((await within(card).findByRole("button", { name: "Vote down (0)" })).getAttribute("aria-pressed")).toBe("false");
    expect(within(card).getByText("Score 0")).toBeTruthy();
    // The rollback and the error arrive in separate renders: wait for the error rather than read it at once.
    expect((await within(card).findByRole("alert")).textContent).toBe("The forum is read-only right now.");

    answer = refuseNext("BookmarkForumPost");
    await user.click(within(card).getByRole("button", { name: `Bookmark ${title}` }));
    expect((await within(card).findByRole("button", { name: `Bookmarked: ${title}` })).getAttribute("aria-pressed")).toBe("true");
    answer();
    expect((await within(card).findByRole("button", { name: `Bookmark ${title}` })).getAttribute("aria-pressed")).toBe("false");

    // Kelvin follows it first (accepted), then the unfollow is refused.
    await user.click(within(card).getByRole("button", { name: `Follow ${title}` }));
    await within(card).findByRole("button", { name: `Following: ${title}` });
    answer = refuseNext("UnfollowForumPost");
    await user.click(within(card).getByRole("button", { name: `Following: ${title}` }));
    expect((await within(card).findByRole("button", { name: `Follow ${title}` })).getAttribute("aria-pressed")).toBe("false");
    answer();
    expect((await within(card).findByRole("button", { name: `Following: ${title}` })).getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(within(card).getAllByRole("alert")).toHaveLength(3));
    // The server's state never changed.
    expect(findMockPost("k8j5h2gd")).toMatchObject({ shortId: "k8j5h2gd" });
  });
});
