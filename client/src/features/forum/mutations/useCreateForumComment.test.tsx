/**
 * A reply to a reply: the server files it under its top-level comment, and the cache follows that answer — the reply
 * joins the thread's replies and the post's count goes up at once, without the comments being read again.
 */
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderApp } from "../../../test/renderApp";
import { countOf, recordOperations } from "../../../test/operations";
import { loginAs, mei } from "../../../test/session";

describe("useCreateForumComment", () => {
  it("adds a reply to a reply to its thread's replies at once", async () => {
    loginAs(mei);
    // The seed's question by Mei: Arjun's answer with Mei's reply, and a comment by Priya.
    const { user } = renderApp("/forum/post/r5t0w2zc");
    expect(await screen.findByRole("heading", { level: 2, name: "3 comments" })).toBeTruthy();
    const arjuns = await screen.findByRole("article", { name: "Comment by Arjun Nair" });
    const replies = within(arjuns).getByRole("list", { name: "Replies to Arjun Nair" });
    const meis = within(replies).getByRole("article", { name: "Comment by Mei Ling Tan" });
    const sent = recordOperations();

    await user.click(within(meis).getByRole("button", { name: "Reply to Mei Ling Tan" }));
    await user.type(within(meis).getByRole("textbox", { name: "Your reply to Mei Ling Tan" }), "One more thing.");
    await user.click(within(meis).getByRole("button", { name: "Send reply" }));

    const added = (await within(replies).findByText("One more thing.")).closest("article")!;
    expect(added.parentElement!.parentElement).toBe(replies);
    expect(await screen.findByRole("heading", { level: 2, name: "4 comments" })).toBeTruthy();
    expect(countOf(sent, "CreateForumComment")).toBe(1);
    expect(countOf(sent, "ForumPostComments")).toBe(0);
  });
});
