import { describe, expect, it } from "vitest";
import { scopeOf, type ClassMembership, type ModeratedContent } from "../../shared/index.js";
import {
  DASHBOARD_RECENT_ANNOUNCEMENTS,
  DASHBOARD_RECENT_POSTS,
  REPORTS_PAGE_SIZE,
  REPORT_EXCERPT_MAX,
  REPORT_STATUSES,
  SUPPORT_PAGE_SIZE,
  deletionNoticesOf,
  isForumModerator,
  mayDeleteContent,
  mayReport,
  mayReviewReport,
  maySeeReport,
  reasonProblem,
  reportExcerpt,
  reportNoticesOf,
  reportRefusal,
  reviewedStatus,
} from "./moderation.js";

const student = (slug: string): ClassMembership => ({ slug, title: slug.toUpperCase(), role: "STUDENT" });
const instructor = (slug: string): ClassMembership => ({ slug, title: slug.toUpperCase(), role: "INSTRUCTOR" });
const learner = scopeOf({ id: "l", roles: ["STUDENT"] }, [student("sql-1")]);
const teacher = scopeOf({ id: "t", roles: ["INSTRUCTOR"] }, [instructor("sql-1")]);
const admin = scopeOf({ id: "a", roles: ["TALENT_ADMIN"] }, []);
const courseAdmin = scopeOf({ id: "c", roles: ["COURSE_ADMIN"] }, []);
const content = (over: Partial<ModeratedContent> = {}): ModeratedContent => ({
  authorId: "w",
  classSlug: null,
  isHidden: false,
  underReview: false,
  ...over,
});

describe("rule: a report's reason is plain text of 5-500 characters", () => {
  it("blank is refused", () => {
    expect(reasonProblem("")).toBe("Say why you are reporting it.");
    expect(reasonProblem("   \n ")).toBe("Say why you are reporting it.");
  });
  it("4 characters are too few, 5 are enough (ends trimmed)", () => {
    expect(reasonProblem("spam")).toBe("At least 5 characters.");
    expect(reasonProblem("  spam  ")).toBe("At least 5 characters.");
    expect(reasonProblem("spam!")).toBeNull();
  });
  it("500 characters fit, 501 do not; an emoji counts once", () => {
    expect(reasonProblem("x".repeat(500))).toBeNull();
    expect(reasonProblem("x".repeat(501))).toBe("At most 500 characters.");
    expect(reasonProblem("😀".repeat(500))).toBeNull();
    expect(reasonProblem("😀".repeat(5))).toBeNull();
  });
});

describe("rule: who may report (logged in, sees it, not its author, no pending report of theirs)", () => {
  it("a reader who sees someone else's content may", () => {
    expect(reportRefusal(learner, content(), false)).toBeNull();
    expect(mayReport(learner, content(), false)).toBe(true);
    expect(mayReport(learner, content({ classSlug: "sql-1" }), false)).toBe(true);
  });
  it("visitors are UNAUTHENTICATED", () => expect(reportRefusal(null, content(), false)).toBe("UNAUTHENTICATED"));
  it("what the viewer cannot see is NOT_FOUND: another class, hidden, under review", () => {
    expect(reportRefusal(learner, content({ classSlug: "js-2" }), false)).toBe("NOT_FOUND");
    expect(reportRefusal(learner, content({ isHidden: true }), false)).toBe("NOT_FOUND");
    expect(reportRefusal(learner, content({ underReview: true }), false)).toBe("NOT_FOUND");
  });
  it("its author may not (FORBIDDEN), even while seeing it marked", () => {
    expect(reportRefusal(learner, content({ authorId: "l" }), false)).toBe("FORBIDDEN");
    expect(reportRefusal(learner, content({ authorId: "l", underReview: true }), false)).toBe("FORBIDDEN");
  });
  it("a second report while the first waits is CONFLICT", () => {
    expect(reportRefusal(learner, content(), true)).toBe("CONFLICT");
    expect(mayReport(learner, content(), true)).toBe(false);
  });
});

describe("rule: a report goes PENDING → APPROVED or DISMISSED, and no further", () => {
  it("three states, SPEC's pending and approved plus dismissed", () =>
    expect(REPORT_STATUSES).toEqual(["PENDING", "APPROVED", "DISMISSED"]));
  it("a pending report is approved or dismissed", () => {
    expect(reviewedStatus("PENDING", "APPROVE")).toBe("APPROVED");
    expect(reviewedStatus("PENDING", "DISMISS")).toBe("DISMISSED");
  });
  it("a reviewed report does not move again (CONFLICT)", () => {
    for (const status of ["APPROVED", "DISMISSED"] as const) {
      expect(reviewedStatus(status, "APPROVE")).toBeNull();
      expect(reviewedStatus(status, "DISMISS")).toBeNull();
    }
  });
});

describe("rule: the content's moderators see and review its reports (forum admins all, instructors their class's)", () => {
  const general = { status: "PENDING" as const, classSlug: null };
  const ofClass = { status: "PENDING" as const, classSlug: "sql-1" };
  const otherClass = { status: "PENDING" as const, classSlug: "js-2" };
  it("forum admins (COURSE_ADMIN, TALENT_ADMIN) every report", () => {
    for (const scope of [admin, courseAdmin]) {
      for (const report of [general, ofClass, otherClass]) expect(mayReviewReport(scope, report)).toBe(true);
    }
  });
  it("an instructor only their class's", () => {
    expect(mayReviewReport(teacher, ofClass)).toBe(true);
    expect(maySeeReport(teacher, general)).toBe(false);
    expect(maySeeReport(teacher, otherClass)).toBe(false);
    expect(mayReviewReport(teacher, general)).toBe(false);
  });
  it("learners none", () => {
    for (const report of [general, ofClass]) expect(maySeeReport(learner, report)).toBe(false);
  });
  it("a reviewed report is seen but no longer reviewed", () => {
    expect(maySeeReport(admin, { classSlug: null })).toBe(true);
    expect(mayReviewReport(admin, { status: "APPROVED", classSlug: null })).toBe(false);
    expect(mayReviewReport(teacher, { status: "DISMISSED", classSlug: "sql-1" })).toBe(false);
  });
});

describe("rule: a forum moderator is a forum admin or an instructor of some class", () => {
  it("admins and instructors are; learners are not; an INSTRUCTOR role without a class is not", () => {
    expect(isForumModerator(admin)).toBe(true);
    expect(isForumModerator(courseAdmin)).toBe(true);
    expect(isForumModerator(teacher)).toBe(true);
    expect(isForumModerator(learner)).toBe(false);
    expect(isForumModerator(scopeOf({ id: "x", roles: ["INSTRUCTOR"] }, []))).toBe(false);
    expect(isForumModerator(scopeOf({ id: "x", roles: ["JOB_ADMIN"] }, [student("sql-1")]))).toBe(false);
  });
});

describe("rule: the author or the content's moderators delete it", () => {
  it("the author may, anywhere", () => {
    expect(mayDeleteContent(learner, { authorId: "l", classSlug: null })).toBe(true);
    expect(mayDeleteContent(learner, { authorId: "l", classSlug: "sql-1" })).toBe(true);
  });
  it("forum admins may delete anyone's", () => {
    expect(mayDeleteContent(admin, { authorId: "w", classSlug: null })).toBe(true);
    expect(mayDeleteContent(courseAdmin, { authorId: "w", classSlug: "js-2" })).toBe(true);
  });
  it("an instructor only in their class forum", () => {
    expect(mayDeleteContent(teacher, { authorId: "w", classSlug: "sql-1" })).toBe(true);
    expect(mayDeleteContent(teacher, { authorId: "w", classSlug: null })).toBe(false);
    expect(mayDeleteContent(teacher, { authorId: "w", classSlug: "js-2" })).toBe(false);
  });
  it("learners not someone else's", () => {
    expect(mayDeleteContent(learner, { authorId: "w", classSlug: null })).toBe(false);
    expect(mayDeleteContent(learner, { authorId: "w", classSlug: "sql-1" })).toBe(false);
  });
});

describe("rule: a report keeps an excerpt of at most 200 characters of plain text", () => {
  it("short text is kept whole, white space collapsed", () =>
    expect(reportExcerpt("  Buy   cheap\n\nwatches  ")).toBe("Buy cheap watches"));
  it("200 characters are kept whole; 201 keep 199 and …", () => {
    expect(REPORT_EXCERPT_MAX).toBe(200);
    expect(reportExcerpt("x".repeat(200))).toBe("x".repeat(200));
    expect(reportExcerpt("x".repeat(201))).toBe(`${"x".repeat(199)}…`);
    expect([...reportExcerpt("x".repeat(5000))]).toHaveLength(200);
  });
  it("never cuts an emoji in half", () => expect(reportExcerpt("😀".repeat(201))).toBe(`${"😀".repeat(199)}…`));
});

describe("rule: page sizes (SPEC §9): reports 5, support 6, dashboard 3 and 3", () => {
  it("are", () => {
    expect(REPORTS_PAGE_SIZE).toBe(5);
    expect(SUPPORT_PAGE_SIZE).toBe(6);
    expect(DASHBOARD_RECENT_POSTS).toBe(3);
    expect(DASHBOARD_RECENT_ANNOUNCEMENTS).toBe(3);
  });
});

describe("rule: a report tells the forum admins (and the class's moderators) and, once, the author", () => {
  it("general content: forum admins and the author", () => {
    expect(reportNoticesOf({ authorId: "w", classSlug: null }, false)).toEqual([
      { type: "REPORT_SUBMITED", to: { group: "forum-admins" } },
      { type: "CONTENT_REPORTED_HIDDEN", to: { userId: "w" } },
    ]);
  });
  it("class content: also the class's moderators", () => {
    expect(reportNoticesOf({ authorId: "w", classSlug: "sql-1" }, false)).toEqual([
      { type: "REPORT_SUBMITED", to: { group: "forum-admins" } },
      { type: "REPORT_SUBMITED", to: { group: "class-moderators:sql-1" } },
      { type: "CONTENT_REPORTED_HIDDEN", to: { userId: "w" } },
    ]);
  });
  it("content already under review: the author is not told again", () => {
    expect(reportNoticesOf({ authorId: "w", classSlug: null }, true)).toEqual([{ type: "REPORT_SUBMITED", to: { group: "forum-admins" } }]);
  });
});

describe("rule: deleting someone else's content tells its author (CONTENT_DELETED); deleting one's own tells nobody", () => {
  it("a moderator's delete", () => expect(deletionNoticesOf("a", "w")).toEqual([{ type: "CONTENT_DELETED", to: { userId: "w" } }]));
  it("the author's own", () => expect(deletionNoticesOf("w", "w")).toEqual([]));
});
