import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
  isReportType,
  notificationLink,
  recipientsOf,
  shownActorOf,
  truncatePostTitle,
  type NotificationType,
} from "./notifications.js";

describe("rule: a notification shows at most 50 characters of the post title, then an ellipsis (SPEC §9)", () => {
  it("49 and 50 characters show whole", () => {
    expect(truncatePostTitle("x".repeat(49))).toBe("x".repeat(49));
    expect(truncatePostTitle("x".repeat(50))).toBe("x".repeat(50));
  });
  it("51 characters show the first 50 and …", () => expect(truncatePostTitle("x".repeat(51))).toBe(`${"x".repeat(50)}…`));
  it("counts an emoji as one character and never cuts one in half", () => {
    const title = `${"x".repeat(49)}😀😀`;
    expect(truncatePostTitle(title)).toBe(`${"x".repeat(49)}😀…`);
    expect(truncatePostTitle("😀".repeat(50))).toBe("😀".repeat(50));
  });
});

describe("rule: notifications come 7 a page (SPEC §9)", () => {
  it("is 7", () => expect(NOTIFICATION_PAGE_SIZE).toBe(7));
});

describe("rule: each event reaches the post's followers and the people it is about, never the actor", () => {
  const sorted = (list: { userId: string; type: NotificationType }[]) => [...list].sort((a, b) => a.userId.localeCompare(b.userId));
  it("a comment: NEW_COMMENT to every follower but the commenter", () => {
    expect(sorted(recipientsOf({ kind: "COMMENT", actorId: "c", repliedToAuthorId: null }, ["a", "b", "c"]))).toEqual([
      { userId: "a", type: "NEW_COMMENT" },
      { userId: "b", type: "NEW_COMMENT" },
    ]);
  });
  it("a reply: NEW_REPLY to the author replied to (only that, following or not), NEW_COMMENT to the other followers", () => {
    expect(sorted(recipientsOf({ kind: "COMMENT", actorId: "c", repliedToAuthorId: "b" }, ["a", "b", "c"]))).toEqual([
      { userId: "a", type: "NEW_COMMENT" },
      { userId: "b", type: "NEW_REPLY" },
    ]);
    expect(recipientsOf({ kind: "COMMENT", actorId: "c", repliedToAuthorId: "b" }, ["c"])).toEqual([{ userId: "b", type: "NEW_REPLY" }]);
  });
  it("a reply to one's own comment tells nobody about it but the other followers", () => {
    expect(recipientsOf({ kind: "COMMENT", actorId: "c", repliedToAuthorId: "c" }, ["a", "c"])).toEqual([
      { userId: "a", type: "NEW_COMMENT" },
    ]);
  });
  it("an edit: POST_UPDATED to every follower but the author", () => {
    expect(recipientsOf({ kind: "POST_UPDATED", actorId: "a" }, ["a", "b"])).toEqual([{ userId: "b", type: "POST_UPDATED" }]);
  });
  it("an answer: POST_HAVE_ANSWER to the followers and the answer's author, once each, never the one who marked it", () => {
    expect(sorted(recipientsOf({ kind: "ANSWER", actorId: "a", answerAuthorId: "b" }, ["a", "b", "d"]))).toEqual([
      { userId: "b", type: "POST_HAVE_ANSWER" },
      { userId: "d", type: "POST_HAVE_ANSWER" },
    ]);
    expect(recipientsOf({ kind: "ANSWER", actorId: "a", answerAuthorId: "b" }, [])).toEqual([{ userId: "b", type: "POST_HAVE_ANSWER" }]);
    expect(recipientsOf({ kind: "ANSWER", actorId: "a", answerAuthorId: "a" }, ["a"])).toEqual([]);
  });
  it("no followers, nobody addressed: nobody", () =>
    expect(recipientsOf({ kind: "COMMENT", actorId: "c", repliedToAuthorId: null }, [])).toEqual([]));
});

describe("rule: report-type notifications have no actor (SPEC §9: they show no author)", () => {
  it("REPORT_SUBMITED, CONTENT_REPORTED_HIDDEN and CONTENT_DELETED are report types; the rest are not", () => {
    expect(NOTIFICATION_TYPES.filter(isReportType)).toEqual(["REPORT_SUBMITED", "CONTENT_REPORTED_HIDDEN", "CONTENT_DELETED"]);
  });
  it("shows the actor of the others only", () => {
    expect(shownActorOf("CONTENT_DELETED", "m")).toBeNull();
    expect(shownActorOf("NEW_COMMENT", "c")).toBe("c");
  });
});

describe("rule: each notification leads where the SPEC says (§2)", () => {
  const at = (type: NotificationType, commentIdSlug: string | null = null, firstTagSlug: string | null = null) =>
    notificationLink({ type, postIdSlug: "r5t0w2zc-left-join", commentIdSlug, firstTagSlug });
  it("a comment, reply or answer: the post with the comment's anchor", () => {
    for (const type of ["NEW_COMMENT", "NEW_REPLY", "POST_HAVE_ANSWER"] as const)
      expect(at(type, "a1n5w8qe-a-left-join")).toBe("/forum/post/r5t0w2zc-left-join#a1n5w8qe-a-left-join");
  });
  it("an edit and a support question: the post", () => {
    expect(at("POST_UPDATED")).toBe("/forum/post/r5t0w2zc-left-join");
    expect(at("NEW_SUPPORT_POST")).toBe("/forum/post/r5t0w2zc-left-join");
  });
  it("a class announcement: the class forum of the post's first tag", () =>
    expect(at("NEW_CLASSROOM_ANNOUNCEMENT_POST", null, "fcda-2026-01")).toBe("/forum/class-forum/fcda-2026-01"));
  it("a report submitted: the reports list; hidden or deleted content: the post (at the comment when it is one)", () => {
    expect(at("REPORT_SUBMITED", "a1n5w8qe")).toBe("/forum/report/all");
    expect(at("CONTENT_REPORTED_HIDDEN")).toBe("/forum/post/r5t0w2zc-left-join");
    expect(at("CONTENT_DELETED", "a1n5w8qe")).toBe("/forum/post/r5t0w2zc-left-join#a1n5w8qe");
  });
});
