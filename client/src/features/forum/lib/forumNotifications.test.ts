import { describe, expect, it } from "vitest";
import i18n, { LANGUAGES } from "../../../i18n";
import type { ForumNotificationType } from "../../../__generated__/graphql";
import { NOTIFICATION_TYPES } from "@server/forum/modules/notifications/rules/notifications";
import { isReportNotification, notificationMessage, notificationParts, type NotificationParts, type Translate } from "./forumNotifications";

// notificationMessage takes an untyped `t` (its keys are built at run time): a key with no words reads as the key.
const translateIn = (lng: string): Translate => {
  const fixed = i18n.getFixedT(lng);
  return (key, values) => fixed(key, { ...values, defaultValue: key });
};
const en = translateIn("en");
const TITLE = "LEFT JOIN returns more rows than my base table. Wh…";
const CLASS = "M1 JavaScript open class 2026";
const base = { actorName: "Kavitha Raj", postTitle: TITLE, classTitle: CLASS, viewerIsPostAuthor: false };
const msg = (type: NotificationParts["type"], extra: Partial<NotificationParts> = {}, t = en) =>
  notificationMessage(t, { ...base, type, ...extra });

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
      `Kavitha Raj posted an announcement in ${CLASS}: “${TITLE}”`,
      `Kavitha Raj asked for support in ${CLASS}: “${TITLE}”`,
      `A post “${TITLE}” was reported`,
      `A post “${TITLE}” was reported and is hidden while it is reviewed`,
      `A post “${TITLE}” was deleted for breaking a community rule`,
    ]);
  });

  it("tells the author of reported or deleted content that it was theirs, post or comment", () => {
    expect(REPORT_TYPES.map((type) => msg(type, { viewerIsPostAuthor: true }))).toEqual([
      `Your post “${TITLE}” was reported`,
      `Your post “${TITLE}” was reported and is hidden while it is reviewed`,
      `Your post “${TITLE}” was deleted for breaking a community rule`,
    ]);
    expect(REPORT_TYPES.map((type) => msg(type, { aboutComment: true }))).toEqual([
      `A comment on “${TITLE}” was reported`,
      `Your comment on “${TITLE}” was reported and is hidden while it is reviewed`,
      `Your comment on “${TITLE}” was deleted for breaking a community rule`,
    ]);
    expect(REPORT_TYPES.map((type) => msg(type, { aboutComment: true, viewerIsPostAuthor: true }))).toEqual([
      `A comment on your post “${TITLE}” was reported`,
      `Your comment on your post “${TITLE}” was reported and is hidden while it is reviewed`,
      `Your comment on your post “${TITLE}” was deleted for breaking a community rule`,
    ]);
    // Only report types change with a comment: the others are about one already.
    expect(msg("NEW_COMMENT", { aboutComment: true })).toBe(msg("NEW_COMMENT"));
  });

  it("says 'your post' when the viewer wrote the post", () => {
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true })).toBe(`Kavitha Raj commented on your post “${TITLE}”`);
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: false })).toBe(`Kavitha Raj commented on “${TITLE}”`);
    for (const type of ALL_TYPES) {
      expect(msg(type, { viewerIsPostAuthor: true }), type).toMatch(/[Yy]our (post|announcement|support question)/);
      expect(msg(type, { viewerIsPostAuthor: true }), type).not.toBe(msg(type, { viewerIsPostAuthor: false }));
    }
  });

  it("never names an author on report-type notifications, even when one is sent", () => {
    for (const type of REPORT_TYPES) {
      expect(isReportNotification(type)).toBe(true);
      for (const viewerIsPostAuthor of [true, false]) {
        for (const aboutComment of [true, false]) {
          for (const lng of LANGUAGES)
            expect(msg(type, { viewerIsPostAuthor, aboutComment }, translateIn(lng)), `${type} ${lng}`).not.toContain("Kavitha Raj");
        }
      }
    }
    expect(ALL_TYPES.filter((type) => !isReportNotification(type)).every((type) => msg(type).includes("Kavitha Raj"))).toBe(true);
  });

  it("names the class on class announcements and support questions, and only there", () => {
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST")).toContain(`in ${CLASS}`);
    expect(msg("NEW_SUPPORT_POST")).toContain(`in ${CLASS}`);
    expect(ALL_TYPES.filter((type) => !msg(type).includes(CLASS))).toHaveLength(7);
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST", { classTitle: null })).toBe(
      `Kavitha Raj posted an announcement in your class: “${TITLE}”`,
    );
  });

  it("reads NEW_ANNOUNCEMENT as the class announcement it also stands for", () => {
    expect(msg("NEW_ANNOUNCEMENT")).toBe(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST"));
  });

  it("says 'Someone' when no actor is sent, and still has a sentence for a type it does not know", () => {
    expect(msg("NEW_REPLY", { actorName: null })).toBe(`Someone replied to your comment on “${TITLE}”`);
    expect(msg("SOMETHING_NEW", { viewerIsPostAuthor: true })).toBe(`New activity on your post “${TITLE}”`);
  });

  it("has the messages in Traditional and Simplified Chinese too, with their own quotation marks", () => {
    const hant = translateIn("zh-Hant");
    const hans = translateIn("zh-Hans");
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true }, hant)).toBe(`Kavitha Raj 在你的帖子「${TITLE}」留言`);
    expect(msg("NEW_COMMENT", { viewerIsPostAuthor: true }, hans)).toBe(`Kavitha Raj 评论了你的帖子“${TITLE}”`);
    expect(msg("NEW_CLASSROOM_ANNOUNCEMENT_POST", {}, hant)).toBe(`Kavitha Raj 在${CLASS}發佈了公告：「${TITLE}」`);
    expect(msg("CONTENT_DELETED", { aboutComment: true }, hant)).toBe(`你在「${TITLE}」的留言因違反社群守則已被刪除`);
    expect(msg("CONTENT_REPORTED_HIDDEN", { viewerIsPostAuthor: true }, hans)).toBe(`你的帖子“${TITLE}”被举报，审核期间已被隐藏`);
    for (const t of [hant, hans]) {
      for (const type of ALL_TYPES) {
        for (const viewerIsPostAuthor of [true, false]) {
          for (const aboutComment of [true, false]) {
            const text = msg(type, { viewerIsPostAuthor, aboutComment }, t);
            expect(text, `${type}`).toContain(TITLE);
            expect(text, `${type}`).not.toMatch(/\{\{|forumNotifications\.|commented|reported/);
            // Every variant reads differently from the others of its type.
            if (isReportNotification(type)) expect(text).not.toBe(msg(type, { viewerIsPostAuthor: !viewerIsPostAuthor, aboutComment }, t));
          }
        }
      }
    }
  });

  it("takes the parts from a notification as the API sends it", () => {
    expect(
      notificationParts({
        type: "NEW_COMMENT",
        actor: { displayName: "Mei Chan" },
        postTitle: "T",
        classTitle: null,
        viewerIsPostAuthor: true,
        link: "/forum/post/p7k2m9qa-t",
        comment: null,
      }),
    ).toEqual({
      type: "NEW_COMMENT",
      actorName: "Mei Chan",
      postTitle: "T",
      classTitle: null,
      viewerIsPostAuthor: true,
      aboutComment: false,
    });
    expect(
      notificationParts({ type: "CONTENT_DELETED", actor: null, postTitle: "T", classTitle: null, viewerIsPostAuthor: false }).actorName,
    ).toBeNull();
    // A deleted comment is no longer sent, but the link still points at it.
    expect(
      notificationParts({
        type: "CONTENT_DELETED",
        actor: null,
        postTitle: "T",
        classTitle: null,
        viewerIsPostAuthor: false,
        link: "/forum/post/p7k2m9qa-t#c1r5t0wa-x",
        comment: null,
      }).aboutComment,
    ).toBe(true);
    expect(
      notificationParts({
        type: "REPORT_SUBMITED",
        actor: null,
        postTitle: "T",
        classTitle: null,
        viewerIsPostAuthor: false,
        link: "/forum/report/all",
        comment: { id: "c1r5t0wa" },
      }).aboutComment,
    ).toBe(true);
    expect(
      notificationParts({
        type: "REPORT_SUBMITED",
        actor: null,
        postTitle: "T",
        classTitle: null,
        viewerIsPostAuthor: false,
        link: "/forum/report/all",
        comment: null,
      }).aboutComment,
    ).toBe(false);
  });
});
