/**
 * Moderation and reports on the post page: moderators (forum admins; a class's instructors in their class) get the
 * moderators' menu on the post and its comments (pin, hide, delete); readers who may report get Report and its dialog;
 * hidden and reported content is marked for the few who still see it.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { location, renderApp } from "../../../test/renderApp";
import { failOperationWith } from "../../../test/operations";
import { recruiter, talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { findMockComment, findMockPost, postIdSlug } from "../mocks";
import { mockForumReports } from "../mocks";

/** Arjun's post in the general forum (Mei is no moderator there; Priya, a talent admin, moderates everything). */
const habits = () => findMockPost("d9f4g6jb")!;
const habitsUrl = () => `/forum/post/${postIdSlug(habits())}`;
const title = "Three habits that make your SQL easier to review";
/** Mei's question with Arjun's answer and Priya's comment. */
const questionUrl = () => `/forum/post/${postIdSlug(findMockPost("r5t0w2zc")!)}`;
const comment = (name: string) => screen.findByRole("article", { name: `Comment by ${name}` });
const postArticle = async () => (await screen.findByRole("heading", { level: 1 })).closest("article")!;

describe("moderation on the post page", () => {
  it("offers the moderators' menu to a moderator and not to a student, who may report instead", async () => {
    loginAs(mei);
    const first = renderApp(habitsUrl());
    await postArticle();
    await screen.findByRole("heading", { level: 2, name: /comment/ });
    expect(screen.queryByRole("button", { name: `Moderate: ${title}` })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Moderate the comment/ })).toBeNull();
    expect(screen.getByRole("button", { name: `Report: ${title}` })).toBeTruthy();
    first.unmount();

    loginAs(talentAdmin);
    const { user } = renderApp(questionUrl());
    await comment("Arjun Nair");
    const menu = screen.getByRole("button", { name: "Moderate: LEFT JOIN returns more rows than my base table. Why?" });
    await user.click(menu);
    const items = (await screen.findAllByRole("menuitem")).map((i) => i.textContent);
    expect(items).toEqual(["Pin", "Hide", "Delete…"]);
    // Each comment has its own menu; her own comment has no moderator's Delete (her own Delete is there).
    await user.keyboard("{Escape}");
    expect(within(await comment("Arjun Nair")).getByRole("button", { name: "Moderate the comment by Arjun Nair" })).toBeTruthy();
    await user.click(within(await comment("Priya Menon")).getByRole("button", { name: "Moderate the comment by Priya Menon" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Hide"]);
    // Reporting stays open to moderators too (someone else may review it).
    expect(screen.getByRole("button", { name: /^Report: LEFT JOIN/ })).toBeTruthy();
  });

  it("an instructor moderates their class forum's posts, not the general forum", async () => {
    loginAs(instructor);
    const first = renderApp(`/forum/post/${postIdSlug(findMockPost("g2s6t8yb")!)}`);
    expect(await screen.findByRole("button", { name: "Moderate: Study group for the asynchronous JavaScript module?" })).toBeTruthy();
    first.unmount();
    renderApp(questionUrl());
    await comment("Priya Menon");
    expect(screen.queryByRole("button", { name: /^Moderate/ })).toBeNull();
  });

  it("pins and hides a post: the badges and notice show at once, and show again undoes it", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(habitsUrl());
    const article = await postArticle();
    const open = async () => {
      await user.click(within(article).getByRole("button", { name: `Moderate: ${title}` }));
      return screen.findByRole("menu");
    };
    await user.click(within(await open()).getByRole("menuitem", { name: "Pin" }));
    expect(await within(article).findByText("Pinned")).toBeTruthy();
    expect(findMockPost("d9f4g6jb")!.isPinned).toBe(true);

    await user.click(within(await open()).getByRole("menuitem", { name: "Hide" }));
    expect(await within(article).findByText("Hidden by a moderator")).toBeTruthy();
    expect(within(article).getByText("Hidden")).toBeTruthy();
    expect(findMockPost("d9f4g6jb")!.isHidden).toBe(true);

    await user.click(within(await open()).getByRole("menuitem", { name: "Show again" }));
    await waitFor(() => expect(within(article).queryByText("Hidden by a moderator")).toBeNull());
    await user.click(within(await open()).getByRole("menuitem", { name: "Unpin" }));
    await waitFor(() => expect(within(article).queryByText("Pinned")).toBeNull());
    expect(findMockPost("d9f4g6jb")).toMatchObject({ isPinned: false, isHidden: false });
  });

  it("says why a moderation was refused", async () => {
    loginAs(talentAdmin);
    failOperationWith("PinForumPost", "You are not allowed to do this.", "FORBIDDEN");
    const { user } = renderApp(habitsUrl());
    const article = await postArticle();
    await user.click(within(article).getByRole("button", { name: `Moderate: ${title}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Pin" }));
    expect((await within(article).findByRole("alert")).textContent).toBe("You are not allowed to do this.");
    expect(within(article).queryByText("Pinned")).toBeNull();
  });

  it("deletes someone else's post after a confirmation and goes to the feed", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(habitsUrl());
    const article = await postArticle();
    await user.click(within(article).getByRole("button", { name: `Moderate: ${title}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getAllByRole("button", { name: "Keep" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(findMockPost("d9f4g6jb")).not.toBeNull();

    await user.click(within(article).getByRole("button", { name: `Moderate: ${title}` }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", { name: "Delete post" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Latest posts" })).toBeTruthy();
    expect(location.current.pathname).toBe("/forum/feed");
    expect(screen.getByRole("status").textContent).toContain(title);
    expect(findMockPost("d9f4g6jb")).toBeNull();
    expect(screen.queryByRole("link", { name: title })).toBeNull();
  });

  it("hides and deletes a comment from its menu", async () => {
    loginAs(talentAdmin);
    const { user } = renderApp(questionUrl());
    const arjuns = await comment("Arjun Nair");
    await user.click(within(arjuns).getByRole("button", { name: "Moderate the comment by Arjun Nair" }));
    await user.click(await screen.findByRole("menuitem", { name: "Hide" }));
    expect(await within(arjuns).findByText("Hidden by a moderator")).toBeTruthy();
    expect(findMockComment("c1r5t0wa")!.isHidden).toBe(true);

    // Mei's reply under it: the moderator's Delete asks first, then the comment is gone and the count drops.
    const replies = within(arjuns).getByRole("list", { name: "Replies to Arjun Nair" });
    const meis = within(replies).getByRole("article", { name: "Comment by Mei Ling Tan" });
    await user.click(within(meis).getByRole("button", { name: "Moderate the comment by Mei Ling Tan" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete…" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this comment?" })).getByRole("button", { name: "Delete comment" }),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "2 comments" })).toBeTruthy();
    expect(findMockComment("c2r5t0wb")).toBeNull();
  });

  it("shows a reported post marked to its author", async () => {
    // The seed: Kelvin reported Mei's introduction; it waits for review.
    loginAs(mei);
    renderApp(`/forum/post/${postIdSlug(findMockPost("p7k2m9qa")!)}`);
    const article = await postArticle();
    expect(within(article).getByText("Reported: hidden from others while it is reviewed")).toBeTruthy();
    expect(within(article).getByText("Under review")).toBeTruthy();
    expect(within(article).queryByRole("button", { name: /^Report/ })).toBeNull();
  });
});

describe("reporting", () => {
  it("checks the reason (5-500 characters, counted), sends the report, and shows the post as reported", async () => {
    loginAs(mei);
    const { user } = renderApp(habitsUrl());
    const article = await postArticle();
    await user.click(within(article).getByRole("button", { name: `Report: ${title}` }));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    await user.type(reason, "bad");
    expect(within(dialog).getByText("5 to 500 characters (3/500)")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Write at least 5 characters.")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(mockForumReports()).toHaveLength(1); // only the seed's

    await user.type(reason, ": copied from a paid course without credit.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect((await within(dialog).findByRole("status")).textContent).toMatch(/^Thank you\./);
    expect(mockForumReports().at(-1)).toMatchObject({
      reporterId: mei.id,
      postId: "d9f4g6jb",
      reason: "bad: copied from a paid course without credit.",
      status: "PENDING",
    });
    await user.click(within(dialog).getAllByRole("button", { name: "Close" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Reported: no second report, and the post says it is hidden from others meanwhile.
    const reported = within(article).getByRole("button", { name: `Reported: ${title}` });
    expect(reported.getAttribute("aria-disabled")).toBe("true");
    expect(within(article).getByText("Reported: hidden from others while it is reviewed")).toBeTruthy();
  });

  it("shows the server's field message and a report already waiting", async () => {
    loginAs(recruiter);
    failOperationWith("ReportForumComment", "You have already reported this.", "CONFLICT");
    const { user } = renderApp(questionUrl());
    const priyas = await comment("Priya Menon");
    await user.click(within(priyas).getByRole("button", { name: "Report the comment by Priya Menon" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this comment" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Advertising a paid service.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "You have already reported this; your report is waiting for review.",
    );
    expect(screen.getByRole("dialog", { name: "Report this comment" })).toBeTruthy();
  });

  it("puts the server's reason message next to the field", async () => {
    const { server } = await import("../../../mocks/node");
    const { http, HttpResponse } = await import("msw");
    server.use(
      http.post("*/graphql", async ({ request }) => {
        const body = (await request.clone().json()) as { operationName?: string };
        if (body.operationName !== "ReportForumPost") return undefined;
        return HttpResponse.json({
          errors: [
            {
              message: "Invalid input: reason: At most 500 characters.",
              extensions: { code: "BAD_USER_INPUT", fields: { reason: "At most 500 characters." } },
            },
          ],
          data: null,
        });
      }),
    );
    loginAs(recruiter);
    const { user } = renderApp(habitsUrl());
    const article = await postArticle();
    await user.click(within(article).getByRole("button", { name: `Report: ${title}` }));
    const dialog = await screen.findByRole("dialog", { name: "Report this post" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Long enough for the client.");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("At most 500 characters.")).toBeTruthy();
  });
});
