import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { FORUM_COMMENT_PAGE_SIZE } from "@server/forum/modules/comments/rules/comments";
import { currentParams, location, renderApp } from "../../../test/renderApp";
import { talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { addMockForumComments, commentIdSlug, findMockPost, mockForumPosts, postIdSlug } from "../mocks";

/** The seed's question by Mei (r5t0w2zc): Arjun's answer with Mei's reply, and a comment by Priya. */
const question = () => findMockPost("r5t0w2zc")!;
const questionUrl = () => `/forum/post/${postIdSlug(question())}`;
const comment = (name: string) => screen.findByRole("article", { name: `Comment by ${name}` });

describe("/forum/post/:idSlug", () => {
  it("shows the post, its tags and breadcrumbs, and its comments with replies and the answer highlighted", async () => {
    loginAs(mei);
    renderApp(questionUrl());
    const title = question().title;
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumbs" });
    expect(within(crumbs).getByText(title).getAttribute("aria-current")).toBe("page");
    expect(
      within(screen.getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["SQL", "Data Analytics"]);
    expect(screen.getAllByText("orders", { selector: "code" })).toHaveLength(2); // the body is rendered as HTML

    expect(await screen.findByRole("heading", { level: 2, name: "3 comments" })).toBeTruthy();
    const answer = await comment("Arjun Nair");
    expect(within(answer).getByText("Answer")).toBeTruthy();
    const replies = within(answer).getByRole("list", { name: "Replies to Arjun Nair" });
    expect(within(replies).getByRole("article", { name: "Comment by Mei Ling Tan" })).toBeTruthy();
    expect(within(await comment("Priya Menon")).queryByText("Answer")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the answer" })).toBeTruthy();
  });

  it("renders the Markdown body's fenced code highlighted (hljs token classes), inside a block that scrolls by itself", async () => {
    loginAs(mei);
    renderApp(questionUrl());
    expect(await screen.findByRole("heading", { level: 1, name: question().title })).toBeTruthy();
    const code = document.querySelector("article pre code.hljs.language-sql, pre code.hljs.language-sql")!;
    expect(code).toBeTruthy();
    expect(code.querySelector("span.hljs-keyword")!.textContent).toBe("SELECT");
    expect(code.textContent).toContain("LEFT JOIN payments p ON p.order_id = o.id;");
    // A comment's code block too (Arjun's answer), and no heading above h2 inside a body.
    const answer = await comment("Arjun Nair");
    expect(answer.querySelector("pre code.hljs span.hljs-keyword")).toBeTruthy();
    expect(document.querySelectorAll(".forum-body h1, .forum-body h2")).toHaveLength(0);
  });

  it("shows a post written before Markdown exactly as it was stored", async () => {
    loginAs(mei);
    const post = findMockPost("d9f4g6jb")!;
    renderApp(`/forum/post/${postIdSlug(post)}`);
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeTruthy();
    expect(document.querySelector(".forum-body > div")!.innerHTML).toBe(post.description);
  });

  it("edits a comment from its Markdown source, with a preview of the change", async () => {
    loginAs(instructor);
    const { user } = renderApp(questionUrl());
    const answer = await comment("Arjun Nair");
    await user.click(within(answer).getAllByRole("button", { name: "Edit your comment" })[0]!);
    const box = (await within(answer).findByRole("textbox", { name: "Edit your comment" })) as HTMLTextAreaElement;
    expect(box.value).toMatch(/^Each order has several payments[^]*\n```sql\nSELECT o\.id, p\.total\n/);
    await user.clear(box);
    await user.type(box, "Use **a subquery**:{enter}{enter}```sql{enter}SELECT 1;{enter}```");
    await user.click(within(answer).getByRole("tab", { name: "Preview" }));
    const preview = await within(answer).findByRole("tabpanel");
    await waitFor(() => expect(preview.querySelector("strong")?.textContent).toBe("a subquery"));
    expect(preview.querySelector("pre code.hljs span.hljs-keyword")!.textContent).toBe("SELECT");
    await user.click(within(answer).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(answer).queryByRole("textbox")).toBeNull());
    expect(within(answer).getByText("a subquery").tagName).toBe("STRONG");
  });

  it("writes a comment and a reply", async () => {
    loginAs(mei);
    const { user } = renderApp(questionUrl());
    await comment("Priya Menon");
    await user.type(screen.getByRole("textbox", { name: "Your comment" }), "Thanks, both of you.{enter}{enter}It works now.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("heading", { level: 2, name: "4 comments" })).toBeTruthy();
    const mine = await screen.findByText("It works now.");
    expect(mine.closest("article")!.getAttribute("aria-label")).toBe("Comment by Mei Ling Tan");

    const priyas = await comment("Priya Menon");
    await user.click(within(priyas).getByRole("button", { name: "Reply to Priya Menon" }));
    await user.type(within(priyas).getByRole("textbox", { name: "Your reply to Priya Menon" }), "Good tip!");
    await user.click(within(priyas).getByRole("button", { name: "Send reply" }));
    const replies = await within(priyas).findByRole("list", { name: "Replies to Priya Menon" });
    expect(within(replies).getByText("Good tip!")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "5 comments" })).toBeTruthy();
  });

  it("offers answer marking only to whoever may moderate the post, and marks one answer at a time", async () => {
    // An instructor is no forum moderator outside their class forum (COURSE_ADMIN and TALENT_ADMIN moderate everywhere).
    loginAs(instructor);
    const first = renderApp(questionUrl());
    await comment("Priya Menon");
    expect(screen.queryByRole("button", { name: "Mark as answer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Unmark answer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark resolved" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit post" })).toBeNull();
    first.unmount();

    // A talent admin moderates: answer and resolve, but editing stays the author's.
    loginAs(talentAdmin);
    const second = renderApp(questionUrl());
    await comment("Priya Menon");
    expect(screen.getByRole("button", { name: "Mark resolved" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^(Mark as answer|Unmark answer)$/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Edit post" })).toBeNull();
    second.unmount();

    loginAs(mei);
    const { user } = renderApp(questionUrl());
    const priyas = await comment("Priya Menon");
    const arjuns = await comment("Arjun Nair");
    // Replies cannot be the answer: only the two top-level comments offer it.
    expect(screen.getAllByRole("button", { name: /^(Mark as answer|Unmark answer)$/ })).toHaveLength(2);
    await user.click(within(priyas).getByRole("button", { name: "Mark as answer" }));
    expect(await within(priyas).findByText("Answer")).toBeTruthy();
    await waitFor(() => expect(within(arjuns).queryByText("Answer", { selector: ".mantine-Badge-label" })).toBeNull());
    expect(within(arjuns).getByRole("button", { name: "Mark as answer" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Mark resolved" }));
    expect(await screen.findByRole("button", { name: "Mark unresolved" })).toBeTruthy();
    expect(screen.getAllByText("Resolved").length).toBeGreaterThan(0);
  });

  it("opens the page holding a #comment anchor and scrolls to it", async () => {
    loginAs(mei);
    const added = addMockForumComments("r5t0w2zc", FORUM_COMMENT_PAGE_SIZE + 2);
    const target = added[FORUM_COMMENT_PAGE_SIZE]!; // past the first page of top-level comments
    renderApp(`${questionUrl()}#${commentIdSlug(target)}`);
    // Three round trips in a row (the post, page 1, where the comment is, page 2): a longer ceiling on a loaded machine.
    const article = await screen.findByText(`Comment number ${FORUM_COMMENT_PAGE_SIZE + 1} on this post.`, {}, { timeout: 15_000 });
    expect(currentParams().page).toBe("2");
    const el = article.closest("article")!;
    expect(el.id).toBe(commentIdSlug(target));
    await waitFor(() => expect(document.activeElement).toBe(el));
  });

  it("deletes the author's post after a confirmation", async () => {
    loginAs(mei);
    const post = findMockPost("k8j5h2gd")!;
    const { user } = renderApp(`/forum/post/${postIdSlug(post)}`);
    await user.click(await screen.findByRole("button", { name: "Delete post" }));
    const asked = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(asked).getAllByRole("button", { name: "Keep it" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(findMockPost("k8j5h2gd")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete post" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(await screen.findByText(`Your post “${post.title}” was deleted.`)).toBeTruthy();
    expect(location.current.pathname).toBe("/forum/feed");
    expect(findMockPost("k8j5h2gd")).toBeNull();
    await screen.findByRole("list", { name: "Posts" });
    expect(screen.queryByRole("link", { name: post.title })).toBeNull();
    expect(mockForumPosts().some((p) => p.shortId === "k8j5h2gd")).toBe(false);
  });

  it("deletes the viewer's own comment after a confirmation", async () => {
    loginAs(mei);
    const { user } = renderApp(questionUrl());
    const arjuns = await comment("Arjun Nair");
    const reply = within(arjuns).getByRole("article", { name: "Comment by Mei Ling Tan" });
    expect(within(await comment("Priya Menon")).queryByRole("button", { name: "Delete your comment" })).toBeNull();
    await user.click(within(reply).getByRole("button", { name: "Delete your comment" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByText("The comment was deleted.")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "2 comments" })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("article", { name: "Comment by Arjun Nair" })).queryByRole("list")).toBeNull());
  });

  it("says when the post does not exist", async () => {
    loginAs(mei);
    renderApp("/forum/post/zzzzzzzz-gone");
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeTruthy();
  });
});

describe("verified skills beside the authors", () => {
  const MEI = "Verified skills: CSS Intermediate, HTML Intermediate, JavaScript Beginner";
  const ARJUN = "Verified skills: Python Advanced, SQL Advanced";
  const anySkills = { name: /^Verified skills/ };

  it("shows the verified skills of the post's and each comment's author (the answer's too), none for someone without", async () => {
    loginAs(talentAdmin);
    renderApp(questionUrl());
    const post = await screen.findByRole("article", { name: question().title });
    const meiSkills = within(post).getByRole("img", { name: MEI });
    expect(within(meiSkills).getByText("✓ JavaScript · Beginner")).toBeTruthy();

    const answer = await comment("Arjun Nair");
    expect(within(answer).getByRole("img", { name: ARJUN })).toBeTruthy();
    expect(within(await comment("Priya Menon")).queryByRole("img", anySkills)).toBeNull();
    // Replies name their author only: with up to 100 replies a comment, the thread would pass the router's cost limit.
    const replies = within(answer).getByRole("list", { name: "Replies to Arjun Nair" });
    const reply = within(replies).getByRole("article", { name: "Comment by Mei Ling Tan" });
    expect(within(reply).queryByRole("img", anySkills)).toBeNull();
    expect(within(answer).getAllByRole("img", anySkills)).toHaveLength(1);
  });
});
