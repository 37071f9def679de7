/**
 * /forum/report/all: reports pending first, 5 a page (SPEC §9), filtered by ?status=; Approve (delete) and Dismiss after
 * a confirmation, the list read again; the "for moderators" state for others.
 */
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { currentParams, renderApp } from "../../../test/renderApp";
import { recordOperations, countOf } from "../../../test/operations";
import { recruiter, talentAdmin, instructor, loginAs, mei } from "../../../test/session";
import { addMockForumReport, mockForumReports, mockSeedDate } from "../mocks";
import { findMockComment, findMockPost } from "../mocks";
import { mockUnreadNotificationCount } from "../mocks";

const reportList = () => screen.findByRole("list", { name: "Reports" });
const cards = async () => within(await reportList()).getAllByRole("article");
const headingOf = (card: HTMLElement) => within(card).getByRole("heading", { level: 2 }).textContent;

describe("/forum/report/all", () => {
  it("shows each pending report with its post, excerpt, reason, reporter and author, 5 a page", async () => {
    for (let i = 1; i <= 5; i++)
      addMockForumReport({
        reporterId: mei.id,
        postId: "d9f4g6jb",
        reason: `Reason number ${i}`,
        createdDate: mockSeedDate(-10 + i, "09:00"),
      });
    loginAs(talentAdmin);
    const { user } = renderApp("/forum/report/all");
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeTruthy();
    const shown = await cards();
    expect(shown).toHaveLength(5);
    expect(screen.getByText("Showing 1–5 of 6")).toBeTruthy();
    const newest = shown[0]!;
    expect(headingOf(newest)).toBe("Three habits that make your SQL easier to review");
    expect(within(newest).getByRole("link", { name: "Three habits that make your SQL easier to review" }).getAttribute("href")).toMatch(
      /^\/forum\/post\/d9f4g6jb-/,
    );
    expect(within(newest).getByText("Pending")).toBeTruthy();
    expect(within(newest).getByText("Reason number 5")).toBeTruthy();
    expect(within(newest).getByLabelText("Reported content").textContent).toMatch(/^Name every column you select\./);
    expect(within(newest).getByText("Mei Ling Tan")).toBeTruthy();
    expect(within(newest).getByText("Arjun Nair")).toBeTruthy();

    await user.click(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("button", { name: "Page 2" }));
    expect(currentParams().page).toBe("2");
    await waitFor(async () => expect((await cards()).map(headingOf)).toEqual(["Hello from Penang! Starting the data analytics tra…"]));
  });

  it("links a reported comment to its anchor on the post", async () => {
    addMockForumReport({ reporterId: recruiter.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Rude reply to a question." });
    loginAs(talentAdmin);
    renderApp("/forum/report/all");
    const [card] = await cards();
    // The post's title as notifications show it: 50 characters and "…" (schema: ForumReport.postTitle).
    expect(headingOf(card!)).toBe("Comment on LEFT JOIN returns more rows than my base table. Wh…");
    expect(within(card!).getByRole("link").getAttribute("href")).toMatch(/^\/forum\/post\/r5t0w2zc-[^#]*#c3r5t0wc-/);
  });

  it("approves a report after a confirmation: the content is deleted, the author told, the list read again", async () => {
    loginAs(talentAdmin);
    const sent = recordOperations();
    const { user } = renderApp("/forum/report/all");
    const [card] = await cards();
    const authorUnread = mockUnreadNotificationCount(mei.id);
    await user.click(within(card!).getByRole("button", { name: /^Approve the report on Hello from Penang/ }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Approve and delete" }));
    expect(await screen.findByText("Report approved: the content was deleted.")).toBeTruthy();
    expect(await screen.findByText("No reports are waiting for review.")).toBeTruthy();
    expect(countOf(sent, "ForumReports")).toBeGreaterThanOrEqual(2);
    expect(findMockPost("p7k2m9qa")).toBeNull();
    expect(mockForumReports()[0]!.status).toBe("APPROVED");
    expect(mockUnreadNotificationCount(mei.id)).toBe(authorUnread + 1);

    // The Approved filter keeps the record: the title, marked deleted, no actions.
    await user.click(screen.getByRole("radio", { name: "Approved" }));
    expect(currentParams()).toMatchObject({ status: "APPROVED", page: "1" });
    const [approved] = await cards();
    expect(headingOf(approved!)).toBe("Hello from Penang! Starting the data analytics tra… (deleted)");
    expect(within(approved!).queryByRole("link")).toBeNull();
    expect(within(approved!).queryByRole("button")).toBeNull();
    expect(within(approved!).getByText(/^Reviewed /)).toBeTruthy();
  });

  it("dismisses a report after a confirmation: the content is shown again; keeping it changes nothing", async () => {
    addMockForumReport({ reporterId: mei.id, postId: "r5t0w2zc", commentId: "c3r5t0wc", reason: "Not helpful at all." });
    loginAs(talentAdmin);
    const { user } = renderApp("/forum/report/all?status=PENDING");
    const [card] = await cards();
    await user.click(within(card!).getByRole("button", { name: /^Dismiss the report on LEFT JOIN/ }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss this report?" });
    await user.click(within(dialog).getAllByRole("button", { name: "Keep pending" }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(findMockComment("c3r5t0wc")!.underReview).toBe(true);

    await user.click(within(card!).getByRole("button", { name: /^Dismiss the report on LEFT JOIN/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "Dismiss this report?" })).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("Report dismissed: the content is shown again.")).toBeTruthy();
    expect(findMockComment("c3r5t0wc")!.underReview).toBe(false);
    await waitFor(async () => expect((await cards()).map(headingOf)).toEqual(["Hello from Penang! Starting the data analytics tra…"]));

    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(currentParams().status).toBe("all");
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    expect(within((await cards())[1]!).getByText("Dismissed")).toBeTruthy();
  });

  it("shows an instructor only their class's reports, and the empty state", async () => {
    loginAs(instructor);
    const first = renderApp("/forum/report/all");
    expect(await screen.findByText("No reports are waiting for review.")).toBeTruthy();
    first.unmount();
    addMockForumReport({ reporterId: mei.id, postId: "g2s6t8yb", reason: "Off-topic in the class forum." });
    renderApp("/forum/report/all");
    expect((await cards()).map(headingOf)).toEqual(["Study group for the asynchronous JavaScript module…"]);
  });

  it("tells a student the page is for forum moderators", async () => {
    loginAs(mei);
    renderApp("/forum/report/all");
    expect(within(await screen.findByRole("alert")).getByText("For forum moderators")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Reports" })).toBeNull();
  });
});
