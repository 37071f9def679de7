/**
 * Moderation and reports in the mock API (schema/forum.graphql), with the server's pure rules
 * (subgraphs/forum/rules/access.ts and rules/moderation.ts) over the viewer's scope (./classes: roles and the mock
 * classroom's memberships): forum admins moderate everything, a class's instructors their class forum.
 *
 * - Moderators pin / unpin, hide / unhide posts and hide / unhide comments (FORBIDDEN for others; NOT_FOUND for what
 *   the viewer cannot see). Deleting by a moderator is ./forum.ts's delete, which tells us: the author hears of it
 *   (CONTENT_DELETED, no actor shown).
 * - Readers report a post or comment they can see and did not write, with a reason of 5-500 characters
 *   (BAD_USER_INPUT on `reason`; FORBIDDEN for the author; CONFLICT while their earlier report waits): it is under
 *   review (hidden from everyone but its author and moderators), the forum admins (and the class's instructors for
 *   class content) get REPORT_SUBMITED and the author CONTENT_REPORTED_HIDDEN.
 * - Moderators approve (the content is deleted, every pending report of it approved, the author told) or dismiss
 *   (every pending report of it dismissed, the content shown again) a pending report; CONFLICT once reviewed.
 * - The forum admin pages' lists: reports (pending first, then newest, 5 a page), the support queue (unresolved first,
 *   then newest, 6 a page) and the dashboard's counts and recent posts.
 *
 * The seed has one pending report (Kelvin, the demo recruiter, reported Mei's introduction post, which is under review in ./forum.ts's seed).
 * State survives reloads (sessionStorage); tests reset it through resetMockBackend.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, conflict, forbidden, notFound, sessionStore, type PageArgs, type Person, type ViewerDeps } from "../../../mocks/common";
import { demoAccount } from "../../../mocks/fixtures";
import {
  findMockComment,
  findMockPost,
  mayReadMockComment,
  mayReadMockPost,
  mockForumPosts,
  mockSeedDate,
  onMockContentDeleted,
  plainText,
  removeMockComment,
  removeMockPost,
  saveMockForum,
  type MockForumComment,
  type MockForumPost,
} from "./forum";
import { mockForumScope } from "./classes";
import { addMockForumNotification, type MockForumNotification } from "./notifications";
import { mayModerateForum, type ForumScope, type ModeratedContent } from "@server/forum/modules/shared/rules/access";
import {
  DASHBOARD_RECENT_ANNOUNCEMENTS,
  DASHBOARD_RECENT_POSTS,
  REPORTS_PAGE_SIZE,
  SUPPORT_PAGE_SIZE,
  deletionNoticesOf,
  isForumModerator,
  mayReport,
  mayReviewReport,
  maySeeReport,
  reasonProblem,
  reportExcerpt,
  reportNoticesOf,
  reportRefusal,
  reviewedStatus,
  type ModerationNotice,
  type ReportDecision,
} from "@server/forum/modules/moderation/rules/moderation";
import { truncatePostTitle } from "@server/forum/modules/notifications/rules/notifications";
import type { ForumReportStatus } from "../../../__generated__/schema-types";

const STORAGE_KEY = "talentforge.mock.forumReports";

export interface MockForumReport {
  id: string;
  reporterId: string;
  /** Who wrote the reported content. */
  authorId: string;
  /** Short ids: the post, and the comment when a comment was reported (they may be deleted since). */
  postId: string;
  commentId: string | null;
  /** The class forum of the content (null: the general forum): who may review it. */
  classSlug: string | null;
  reason: string;
  status: ForumReportStatus;
  createdDate: string;
  reviewedDate: string | null;
  /** The post's title and the content's excerpt when it was reported (kept after a deletion, for the record). */
  postTitle: string;
  excerpt: string;
}

const RECRUITER = demoAccount("recruiter").id;

let reports: MockForumReport[] = [];
let sequence = 0;

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(reports));
const now = () => new Date().toISOString();
/** Report ids are uuids on the server; here a readable uuid-shaped counter. */
const newReportId = () => `5e0c0d1a-0000-4000-8000-${String(++sequence).padStart(12, "0")}`;

/** What a report is about: the post, or a comment with its post. */
type Reported = { post: MockForumPost; comment: MockForumComment | null };

function makeReport(
  reporterId: string,
  { post, comment }: Reported,
  reason: string,
  at: string,
  status: ForumReportStatus = "PENDING",
): MockForumReport {
  return {
    id: newReportId(),
    reporterId,
    authorId: (comment ?? post).authorId,
    postId: post.shortId,
    commentId: comment?.shortId ?? null,
    classSlug: post.classSlug,
    reason,
    status,
    createdDate: at,
    reviewedDate: status === "PENDING" ? null : at,
    postTitle: post.title,
    excerpt: reportExcerpt(plainText((comment ?? post).description)),
  };
}

function seedReports(): MockForumReport[] {
  sequence = 0;
  const post = findMockPost("p7k2m9qa");
  // Mei's introduction, under review in the forum's seed (and the seed notifications speak of this report).
  return post
    ? [
        makeReport(
          RECRUITER,
          { post, comment: null },
          "Looks like an advert for private study groups outside the platform.",
          mockSeedDate(-45, "14:55"),
        ),
      ]
    : [];
}

export function resetMockForumModeration(): void {
  reports = seedReports();
  sessionStore()?.removeItem(STORAGE_KEY);
}
/** The stored copy (read before resetMockBackend clears storage). */
export const storedMockForumModeration = (): string | null => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockForumModeration(stored: string | null): void {
  if (!stored) return;
  try {
    reports = JSON.parse(stored) as MockForumReport[];
    sequence = reports.length;
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/** The reports as they are (tests). */
export const mockForumReports = (): readonly MockForumReport[] => reports;

/**
 * Adds a report as a reader would make it (tests and demos): the content goes under review; no notifications.
 * `commentId` reports a comment of the post.
 */
export function addMockForumReport(r: {
  reporterId: string;
  postId: string;
  commentId?: string;
  reason?: string;
  status?: ForumReportStatus;
  createdDate?: string;
}): MockForumReport {
  const post = findMockPost(r.postId);
  const comment = r.commentId ? findMockComment(r.commentId) : null;
  if (!post || (r.commentId && !comment)) throw new Error(`No mock content ${r.postId} ${r.commentId ?? ""}`);
  const status = r.status ?? "PENDING";
  const report = makeReport(r.reporterId, { post, comment }, r.reason ?? "Breaks the community rules.", r.createdDate ?? now(), status);
  reports.push(report);
  if (status === "PENDING") (comment ?? post).underReview = true;
  saveMockForum();
  persist();
  return report;
}

/* ---------- Rules applied to the mock's rows ---------- */

/** A post or comment as the access rules see it (a comment with its post's class). */
const contentOf = ({ post, comment }: Reported): ModeratedContent => {
  const c = comment ?? post;
  return { authorId: c.authorId, classSlug: post.classSlug, isHidden: c.isHidden, underReview: c.underReview };
};
const sameContent = (r: MockForumReport, postId: string, commentId: string | null) => r.postId === postId && r.commentId === commentId;
const hasPendingReport = (reporterId: string, { post, comment }: Reported) =>
  reports.some((r) => r.reporterId === reporterId && r.status === "PENDING" && sameContent(r, post.shortId, comment?.shortId ?? null));
/** Pending first, then newest (ties by id, so pages never overlap). */
const reportOrder = (a: MockForumReport, b: MockForumReport) =>
  Number(b.status === "PENDING") - Number(a.status === "PENDING") || b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id);
/** Unresolved first, then newest. */
const supportOrder = (a: MockForumPost, b: MockForumPost) =>
  Number(a.isResolved) - Number(b.isResolved) || b.createdDate.localeCompare(a.createdDate) || b.shortId.localeCompare(a.shortId);

type NewNotification = Parameters<typeof addMockForumNotification>[0];
/** Writes the notices the rules address (report types show no actor: none is stored). */
function notify(notices: ModerationNotice[], { post, comment }: Reported): void {
  for (const n of notices) {
    const to: Partial<NewNotification> = "group" in n.to ? { groups: [n.to.group] } : { recipientIds: [n.to.userId] };
    addMockForumNotification({ type: n.type, actorId: null, post, comment, ...to });
  }
}

// A moderator deleting someone else's post or comment tells its author (rules/moderation deletionNoticesOf).
onMockContentDeleted((deletedBy, post, comment) => notify(deletionNoticesOf(deletedBy, (comment ?? post).authorId), { post, comment }));

/* ---------- Resolvers ---------- */

export function forumModerationResolvers({ requireViewer, viewer, userById, pageOf }: ViewerDeps): Resolvers {
  const scopeOf = (v: Person): ForumScope => mockForumScope(v);
  /** The viewer's scope when they moderate something; FORBIDDEN otherwise (the forum admin pages). */
  const moderatorScope = () => {
    const s = scopeOf(requireViewer());
    if (!isForumModerator(s)) throw forbidden();
    return s;
  };
  /** A post the viewer may see, else NOT_FOUND (as every forum look-up). */
  const seenPost = (v: Person, id: string) => {
    const p = findMockPost(id);
    return p && mayReadMockPost(v, p)
      ? p
      : (() => {
          throw notFound("Forum post");
        })();
  };
  const seenComment = (v: Person, id: string) => {
    const c = findMockComment(id);
    return c && mayReadMockComment(v, c)
      ? c
      : (() => {
          throw notFound("Forum comment");
        })();
  };
  const postOf = (c: MockForumComment) => findMockPost(c.postId)!;

  /** A moderator's change to a post the viewer can see: FORBIDDEN unless they moderate its forum. */
  function moderatePost(id: string, change: (p: MockForumPost) => void): MockForumPost {
    const v = requireViewer();
    const post = seenPost(v, id);
    if (!mayModerateForum(scopeOf(v), post.classSlug)) throw forbidden();
    change(post);
    saveMockForum();
    return post;
  }
  function moderateComment(id: string, change: (c: MockForumComment) => void): MockForumComment {
    const v = requireViewer();
    const comment = seenComment(v, id);
    if (!mayModerateForum(scopeOf(v), postOf(comment).classSlug)) throw forbidden();
    change(comment);
    saveMockForum();
    return comment;
  }

  /** Validate (the reason) → authorize (reportRefusal) → act: the content goes under review, people are told. */
  function report(find: (v: Person) => Reported | null, reason: string): MockForumReport {
    const v = requireViewer();
    const text = plainText(reason).trim();
    const problem = reasonProblem(text);
    if (problem) throw badInput(`Invalid input: reason: ${problem}`, { reason: problem });
    const target = find(v);
    const refusal = target ? reportRefusal(scopeOf(v), contentOf(target), hasPendingReport(v.id, target)) : "NOT_FOUND";
    if (refusal === "NOT_FOUND") throw notFound(target?.comment ? "Forum comment" : "Forum content");
    if (refusal === "FORBIDDEN") throw forbidden();
    if (refusal === "CONFLICT") throw conflict("You have already reported this; it is waiting for review.");
    const reported = target!;
    const content = reported.comment ?? reported.post;
    const wasUnderReview = content.underReview;
    content.underReview = true;
    const created = makeReport(v.id, reported, text, now());
    reports.push(created);
    saveMockForum();
    persist();
    notify(reportNoticesOf(created, wasUnderReview), reported);
    return created;
  }

  /** Approve or dismiss: every pending report of the same content follows; approving deletes the content. */
  function review(id: string, decision: ReportDecision): MockForumReport {
    const v = requireViewer();
    const s = scopeOf(v);
    const r = reports.find((x) => x.id === id);
    if (!r || !maySeeReport(s, r)) {
      if (!isForumModerator(s)) throw forbidden();
      throw notFound("Report");
    }
    const next = reviewedStatus(r.status, decision);
    if (!next) throw conflict("This report was already reviewed.");
    const at = now();
    for (const other of reports.filter((x) => x.status === "PENDING" && sameContent(x, r.postId, r.commentId))) {
      other.status = next;
      other.reviewedDate = at;
    }
    const post = findMockPost(r.postId);
    const comment = r.commentId ? findMockComment(r.commentId) : null;
    if (post) {
      if (decision === "APPROVE") {
        if (r.commentId) {
          if (comment) removeMockComment(comment);
        } else removeMockPost(post);
        notify(deletionNoticesOf(v.id, r.authorId), { post, comment });
      } else {
        const content = r.commentId ? comment : post;
        if (content) content.underReview = false;
        saveMockForum();
      }
    }
    persist();
    return r;
  }

  const supportQueue = (s: ForumScope) =>
    mockForumPosts()
      .filter((p) => p.isSupport && p.classSlug !== null && mayModerateForum(s, p.classSlug))
      .sort(supportOrder);

  return {
    Query: {
      forumViewerIsModerator: () => isForumModerator(scopeOf(requireViewer())),
      forumReports: (_: unknown, args: PageArgs & { status?: ForumReportStatus | null }) => {
        const s = moderatorScope();
        const list = reports.filter((r) => maySeeReport(s, r) && (!args.status || r.status === args.status)).sort(reportOrder);
        return pageOf(list, args, REPORTS_PAGE_SIZE);
      },
      forumSupportPosts: (_: unknown, args: PageArgs) => pageOf(supportQueue(moderatorScope()), args, SUPPORT_PAGE_SIZE),
      forumModerationSummary: () => {
        const s = moderatorScope();
        const v = requireViewer();
        const readable = mockForumPosts().filter((p) => mayReadMockPost(v, p));
        return {
          pendingReportCount: reports.filter((r) => r.status === "PENDING" && maySeeReport(s, r)).length,
          openSupportCount: supportQueue(s).filter((p) => !p.isResolved).length,
          recentPosts: readable.filter((p) => !p.isAnnouncement).slice(0, DASHBOARD_RECENT_POSTS),
          recentAnnouncements: readable
            .filter((p) => p.isAnnouncement && p.classSlug !== null && mayModerateForum(s, p.classSlug))
            .slice(0, DASHBOARD_RECENT_ANNOUNCEMENTS),
        };
      },
    },
    Mutation: {
      pinForumPost: (_: unknown, { id }: { id: string }) =>
        moderatePost(id, (p) => {
          // Twice is fine: the first pin's date stays (the Pinned tab lists most recently pinned first).
          if (!p.isPinned) Object.assign(p, { isPinned: true, pinnedAt: now() });
        }),
      unpinForumPost: (_: unknown, { id }: { id: string }) =>
        moderatePost(id, (p) => Object.assign(p, { isPinned: false, pinnedAt: null })),
      hideForumPost: (_: unknown, { id }: { id: string }) => moderatePost(id, (p) => (p.isHidden = true)),
      unhideForumPost: (_: unknown, { id }: { id: string }) => moderatePost(id, (p) => (p.isHidden = false)),
      hideForumComment: (_: unknown, { id }: { id: string }) => moderateComment(id, (c) => (c.isHidden = true)),
      unhideForumComment: (_: unknown, { id }: { id: string }) => moderateComment(id, (c) => (c.isHidden = false)),
      reportForumPost: (_: unknown, { id, reason }: { id: string; reason: string }) =>
        report((v) => {
          const post = findMockPost(id);
          return post && mayReadMockPost(v, post) ? { post, comment: null } : null;
        }, reason),
      reportForumComment: (_: unknown, { id, reason }: { id: string; reason: string }) =>
        report((v) => {
          const comment = findMockComment(id);
          return comment && mayReadMockComment(v, comment) ? { post: postOf(comment), comment } : null;
        }, reason),
      approveForumReport: (_: unknown, { id }: { id: string }) => review(id, "APPROVE"),
      dismissForumReport: (_: unknown, { id }: { id: string }) => review(id, "DISMISS"),
    },
    ForumPost: {
      isPinned: (p: MockForumPost) => p.isPinned,
      isHidden: (p: MockForumPost) => p.isHidden,
      isUnderReview: (p: MockForumPost) => p.underReview,
      viewerIsModerator: (p: MockForumPost) => {
        const v = viewer();
        return !!v && mayModerateForum(scopeOf(v), p.classSlug);
      },
      viewerMayReport: (p: MockForumPost) => {
        const v = viewer();
        const target = { post: p, comment: null };
        return !!v && mayReport(scopeOf(v), contentOf(target), hasPendingReport(v.id, target));
      },
    },
    ForumComment: {
      isHidden: (c: MockForumComment) => c.isHidden,
      isUnderReview: (c: MockForumComment) => c.underReview,
      viewerIsModerator: (c: MockForumComment) => {
        const v = viewer();
        return !!v && mayModerateForum(scopeOf(v), postOf(c).classSlug);
      },
      viewerMayReport: (c: MockForumComment) => {
        const v = viewer();
        const target = { post: postOf(c), comment: c };
        return !!v && mayReadMockPost(v, target.post) && mayReport(scopeOf(v), contentOf(target), hasPendingReport(v.id, target));
      },
    },
    ForumReport: {
      reporter: (r: MockForumReport) => userById(r.reporterId),
      author: (r: MockForumReport) => userById(r.authorId),
      post: (r: MockForumReport) => {
        const p = findMockPost(r.postId);
        return p && mayReadMockPost(viewer(), p) ? p : null;
      },
      comment: (r: MockForumReport) => {
        const c = r.commentId ? findMockComment(r.commentId) : null;
        return c && mayReadMockComment(viewer(), c) ? c : null;
      },
      // The post's title as it is now (as it was when it is gone), shortened as notifications show it.
      postTitle: (r: MockForumReport) => truncatePostTitle(findMockPost(r.postId)?.title ?? r.postTitle),
      viewerMayReview: (r: MockForumReport) => {
        const v = viewer();
        return !!v && mayReviewReport(scopeOf(v), r);
      },
    },
    ForumNotification: {
      /**
       * The report a REPORT_SUBMITED notification is about, while the viewer may see it. Mock notifications keep the
       * content's ids, not the report's, so it is the newest report of that content.
       */
      report: (n: MockForumNotification) => {
        const v = viewer();
        if (n.type !== "REPORT_SUBMITED" || !v || !n.postId) return null;
        const s = scopeOf(v);
        return [...reports].sort(reportOrder).find((r) => sameContent(r, n.postId!, n.commentId) && maySeeReport(s, r)) ?? null;
      },
    },
  };
}
