import { describe, expect, it } from "vitest";
import i18n, { LANGUAGES } from "../i18n";
import type { ForumNotificationType } from "../__generated__/graphql";
import { NOTIFICATION_TYPES } from "../../../subgraphs/forum/rules/notifications";
import { isReportNotification, notificationMessage, notificationParts, type NotificationParts } from "./forumNotifications";

const en = i18n.getFixedT("en");
const TITLE = "LEFT JOIN returns more rows than my base table. Wh…";
const base = { actorName: "Kavitha Raj", postTitle: TITLE, classTitle: "FCDA January 2026", viewerIsPostAuthor: false };
const msg = (type: NotificationParts["type"], extra: Partial<NotificationParts> = {}, t = en) => notificationMessage(t, { ...base, type, ...extra });

/** Every type the server writes (its rules' list), so a type added there without a message here fails. */
const ALL_TYPES: ForumNotificationType[] = [...NOTIFICATION_TYPES];
const REPORT_TYPES: ForumNotificationType[] = ["REPORT_SUBMITED", "CONTENT_REPORTED_HIDDEN", "CONTENT_DELETED"];

describe("forum notification messages", () => {
  it("gives every type its own sentence in English, with the post's title as sent", () => {
    expect(ALL_TYPES.map((type) => msg(type))).toEqual([
      `Kavitha Raj commented on “${TITLE}”`,
      `Kavitha Raj replied to your comment on “${TITLE}”`,
      `Kavitha Raj updated “${TITLE}”`,
      `Kavitha Raj marked an answer on “${TITLE}”`,
      `Kavitha Raj posted an announcement in FCDA January 2026: “${TITLE}”`,
      `Kavitha Raj asked for support in FCDA January 2026: “${TITLE}”`,
      `Content was reported in “${TITLE}”`,
      `Your content in “${TITLE}” is hidden while a report is reviewed`,
      `Your content in “${TITLE}” was deleted by a moderator`,
    ]);
  });

  it("says 'your post' when the viewer wrote the post", () => {
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true })).toBe(`Kavitha Raj commented on your post “${TITLE}”`);
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: false })).toBe(`Kavitha Raj commented on “${TITLE}”`);
    for (const type of ALL_TYPES) {
      expect(msg(type, { viewerIsPostAuthor: true }), type).toMatch(/your (post|announcement|support question)/);
      expect(msg(type, { viewerIsPostAuthor: true }), type).not.toBe(msg(type, { viewerIsPostAuthor: false }));
    }
  });

  it("never names an author on report-type notifications, even when one is sent", () => {
    for (const type of REPORT_TYPES) {
      expect(isReportNotification(type)).toBe(true);
      for (const viewerIsPostAuthor of [true, false]) {
        for (const lng of LANGUAGES) expect(msg(type, { viewerIsPostAuthor }, i18n.getFixedT(lng)), `${type} ${lng}`).not.toContain("Kavitha Raj");
      }
    }
    expect(ALL_TYPES.filter((type) => !isReportNotification(type)).every((type) => msg(type).includes("Kavitha Raj"))).toBe(true);
  });

  it("names the class on class announcements and support questions, and only there", () => {
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST")).toContain("in FCDA January 2026");
    expect(msg("NEW_SUPPORT_POST")).toContain("in FCDA January 2026");
    expect(ALL_TYPES.filter((type) => !msg(type).includes("FCDA January 2026"))).toHaveLength(7);
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST", { classTitle: null })).toBe(`Kavitha Raj posted an announcement in your class: “${TITLE}”`);
  });

  it("reads NEW_ANNOUNCEMENT as the class announcement it also stands for", () => {
    expect(msg("NEW_ANNOUNCEMENT")).toBe(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST"));
  });

  it("says 'Someone' when no actor is sent, and still has a sentence for a type it does not know", () => {
    expect(msg("NEW_REPLY", { actorName: null })).toBe(`Someone replied to your comment on “${TITLE}”`);
    expect(msg("SOMETHING_NEW", { viewerIsPostAuthor: true })).toBe(`New activity on your post “${TITLE}”`);
  });

  it("has the messages in Traditional and Simplified Chinese too, with their own quotation marks", () => {
    const hant = i18n.getFixedT("zh-Hant");
    const hans = i18n.getFixedT("zh-Hans");
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true }, hant)).toBe(`Kavitha Raj 在你的帖子「${TITLE}」留言`);
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true }, hans)).toBe(`Kavitha Raj 评论了你的帖子“${TITLE}”`);
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST", {}, hant)).toBe(`Kavitha Raj 在FCDA January 2026發佈了公告：「${TITLE}」`);
    for (const t of [hant, hans]) {
      for (const type of ALL_TYPES) {
        for (const viewerIsPostAuthor of [true, false]) {
          const text = msg(type, { viewerIsPostAuthor }, t);
          expect(text, `${type}`).toContain(TITLE);
          expect(text, `${type}`).not.toMatch(/\{\{|forumNotifications\.|commented/);
        }
      }
    }
  });

  it("takes the parts from a notification as the API sends it", () => {
    expect(notificationParts({ type: "NEW_COMMENT", actor: { displayName: "Mei Chan" }, postTitle: "T", classTitle: null, viewerIsPostAuthor: true })).toEqual({
      type: "NEW_COMMENT",
      actorName: "Mei Chan",
      postTitle: "T",
      classTitle: null,
      viewerIsPostAuthor: true,
    });
    expect(notificationParts({ type: "CONTENT_DELETED", actor: null, postTitle: "T", classTitle: null, viewerIsPostAuthor: false }).actorName).toBeNull();
  });
});
