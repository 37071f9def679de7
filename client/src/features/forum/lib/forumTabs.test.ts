import { describe, expect, it } from "vitest";
import { bookmarkTabs, classForumTabPaths, classForumTabsFor, historyTabsFor, wantsFullTabSet } from "./forumTabs";
import type { Role } from "../../../__generated__/graphql";

describe("SPEC §2: history tabs — Posts, Comments, and Announcements only when the full set is requested", () => {
  it.each<Role>(["INSTRUCTOR", "COURSE_ADMIN", "TALENT_ADMIN"])("%s (makes announcements) gets the full set", (role) => {
    expect(wantsFullTabSet([role])).toBe(true);
    expect(historyTabsFor([role])).toEqual(["posts", "comments", "announcements"]);
  });

  it.each<Role>(["STUDENT", "JOB_ADMIN", "COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"])("%s gets Posts and Comments only", (role) => {
    expect(historyTabsFor([role])).toEqual(["posts", "comments"]);
  });

  it("no roles gets Posts and Comments only", () => {
    expect(historyTabsFor([])).toEqual(["posts", "comments"]);
  });

  it("roles combine: a student who is also an instructor gets the full set", () => {
    expect(historyTabsFor(["STUDENT", "INSTRUCTOR"])).toEqual(["posts", "comments", "announcements"]);
  });
});

describe("SPEC §2: bookmark tabs — Posts and Comments", () => {
  it("are the same for everyone", () => {
    expect(bookmarkTabs()).toEqual(["posts", "comments"]);
  });
});

describe("SPEC §2: class forum tabs — the first four unless the full set is requested", () => {
  it("gives every reader Posts, Announcements, Pinned and Support", () => {
    expect(classForumTabsFor(false)).toEqual(["posts", "announcements", "pinned", "support"]);
  });

  it("gives the class's moderators the full set, with Instructors and Students", () => {
    expect(classForumTabsFor(true)).toEqual(["posts", "announcements", "pinned", "support", "moderators", "students"]);
  });

  it("routes each tab under /forum/class-forum/{slug}", () => {
    expect(classForumTabPaths("m1js-open-2026")).toEqual({
      posts: "/forum/class-forum/m1js-open-2026",
      announcements: "/forum/class-forum/m1js-open-2026/announcements",
      pinned: "/forum/class-forum/m1js-open-2026/pinned",
      support: "/forum/class-forum/m1js-open-2026/support",
      moderators: "/forum/class-forum/m1js-open-2026/moderators",
      students: "/forum/class-forum/m1js-open-2026/students",
    });
  });
});
