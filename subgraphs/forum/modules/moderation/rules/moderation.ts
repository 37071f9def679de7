/**
 * Moderation and reports as pure rules (SPEC §3 report, §4 "reported content is hidden while under review and may then
 * be deleted; report status goes pending to approved", §6 admins pin, hide, delete and approve, §9 page sizes): what a
 * report's reason may hold, who may report, the report's states, its excerpt, who deletes and who reviews, and who is
 * told. Who moderates which forum is rules/access.ts (forum admins everywhere, a class's instructors in their class).
 */
import {
  mayModerateForum,
  maySeeContent,
  moderatedClassSlugs,
  FORUM_ADMINS_GROUP,
  classModeratorsGroup,
  type ForumScope,
  type ModeratedContent,
  type NotificationType,
} from "../../shared/index.js";
import { DASHBOARD_LIMITS } from "../../../../shared/dashboard.js";

// ── Sizes (SPEC §9) ──

/** SPEC §9: reports 5 a page. */
export const REPORTS_PAGE_SIZE = 5;
/** The support queue (`/forum/support`): 6 a page, as a class forum's Support tab lists them (SPEC §9 forum posts 6). */
export const SUPPORT_PAGE_SIZE = 6;
/** SPEC §9: dashboard posts 3 (the learner dashboard's size too). */
export const DASHBOARD_RECENT_POSTS = DASHBOARD_LIMITS.recentPosts;
/** SPEC §9: recent announcements 3 (the learner dashboard's size too). */
export const DASHBOARD_RECENT_ANNOUNCEMENTS = DASHBOARD_LIMITS.recentAnnouncements;

// ── The reason ──

/** A report's reason: plain text, in characters (code points) once markup is dropped and the ends trimmed. */
export const REPORT_REASON_LIMITS = { min: 5, max: 500 } as const;

/**
 * Whether a reason (already plain text: markup dropped, ends trimmed) may be sent, or what is wrong with it: blank,
 * shorter than 5 or longer than 500 characters. Characters are code points (an emoji counts once).
 */
export function reasonProblem(text: string): string | null {
  const length = [...text.trim()].length;
  if (length === 0) return "Say why you are reporting it.";
  if (length < REPORT_REASON_LIMITS.min) return `At least ${REPORT_REASON_LIMITS.min} characters.`;
  if (length > REPORT_REASON_LIMITS.max) return `At most ${REPORT_REASON_LIMITS.max} characters.`;
  return null;
}

// ── Who may report ──

/** Why a report is refused, as the error the service raises (null: it may be sent). */
export type ReportRefusal = "UNAUTHENTICATED" | "NOT_FOUND" | "FORBIDDEN" | "CONFLICT";

/**
 * Whether the viewer may report a piece of content (SPEC §3 report): logged in (`scope` null for visitors), able to see
 * it (what they cannot see is NOT_FOUND, as everywhere in the forum), not its author (FORBIDDEN: one does not report
 * oneself), and without a pending report of theirs on it (CONFLICT: one waiting report per person and content). For
 * a comment, `content` carries its post's class and the caller has checked the post is seen too.
 */
export function reportRefusal(scope: ForumScope | null, content: ModeratedContent, viewerHasPendingReport: boolean): ReportRefusal | null {
  if (!scope) return "UNAUTHENTICATED";
  if (!maySeeContent(scope, content)) return "NOT_FOUND";
  if (content.authorId === scope.viewerId) return "FORBIDDEN";
  if (viewerHasPendingReport) return "CONFLICT";
  return null;
}

export function mayReport(scope: ForumScope | null, content: ModeratedContent, viewerHasPendingReport: boolean): boolean {
  return reportRefusal(scope, content, viewerHasPendingReport) === null;
}

// ── The report's states ──

/** SPEC §3 pending and approved, plus dismissed (the content is shown again). */
export const REPORT_STATUSES = ["PENDING", "APPROVED", "DISMISSED"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What a moderator decides about a pending report. */
export type ReportDecision = "APPROVE" | "DISMISS";

/**
 * The report state machine: PENDING → APPROVED (the content is deleted) or PENDING → DISMISSED (it is shown again).
 * A reviewed report does not move again: null (the service answers CONFLICT).
 */
export function reviewedStatus(current: ReportStatus, decision: ReportDecision): ReportStatus | null {
  if (current !== "PENDING") return null;
  return decision === "APPROVE" ? "APPROVED" : "DISMISSED";
}

/** A report as the review rules see it: its state and the class forum of its content (null: the general forum). */
export interface ReportScope {
  status: ReportStatus;
  classSlug: string | null;
}

/** Who sees a report (lists, look-ups): the content's moderators (forum admins all, instructors their class's). */
export function maySeeReport(scope: ForumScope, report: Pick<ReportScope, "classSlug">): boolean {
  return mayModerateForum(scope, report.classSlug);
}

/** Who may approve or dismiss it: the content's moderators, while it is pending. */
export function mayReviewReport(scope: ForumScope, report: ReportScope): boolean {
  return report.status === "PENDING" && maySeeReport(scope, report);
}

/** Whether the viewer moderates anything (the forum admin menu, dashboard, reports, support queue). */
export function isForumModerator(scope: ForumScope): boolean {
  return scope.isForumAdmin || moderatedClassSlugs(scope).length > 0;
}

// ── Deleting ──

/**
 * Who may delete a post or a comment (and a comment's replies with it): its author, or its moderators (SPEC §6
 * "admins can delete posts": forum admins everywhere, a class's instructors in their class forum). `content.classSlug`
 * is the post's class (a comment's post's).
 */
export function mayDeleteContent(scope: ForumScope, content: { authorId: string; classSlug: string | null }): boolean {
  return content.authorId === scope.viewerId || mayModerateForum(scope, content.classSlug);
}

// ── The excerpt ──

/** A report keeps at most 200 characters of what was reported (for the record, after the content is deleted). */
export const REPORT_EXCERPT_MAX = 200;

/**
 * The excerpt of reported content from its visible text (markup already dropped): white space collapsed to single
 * spaces; text longer than 200 characters keeps its first 199 and "…", so the excerpt is at most 200 characters.
 * Characters are code points, so an emoji is never cut in half.
 */
export function reportExcerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length <= REPORT_EXCERPT_MAX
    ? chars.join("")
    : `${chars
        .slice(0, REPORT_EXCERPT_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

// ── Who is told ──

/** A notification as the rules address it (the service adds the post, report and class title). */
export interface ModerationNotice {
  type: NotificationType;
  to: { userId: string } | { group: string };
}

/**
 * Who hears of a new report (SPEC §9 REPORT_SUBMITED, CONTENT_REPORTED_HIDDEN): the forum admins, and for class content
 * the class's moderators too (REPORT_SUBMITED, one per report: each names its report); the content's author, once,
 * when it goes under review (not again while earlier reports still wait). Never the reporter (they are not the
 * author, and group notifications leave their actor out).
 */
export function reportNoticesOf(report: { authorId: string; classSlug: string | null }, wasUnderReview: boolean): ModerationNotice[] {
  const notices: ModerationNotice[] = [{ type: "REPORT_SUBMITED", to: { group: FORUM_ADMINS_GROUP } }];
  if (report.classSlug !== null) notices.push({ type: "REPORT_SUBMITED", to: { group: classModeratorsGroup(report.classSlug) } });
  if (!wasUnderReview) notices.push({ type: "CONTENT_REPORTED_HIDDEN", to: { userId: report.authorId } });
  return notices;
}

/** Who hears that content was deleted (CONTENT_DELETED): its author, unless they deleted it themselves. */
export function deletionNoticesOf(deletedBy: string, authorId: string): ModerationNotice[] {
  return deletedBy === authorId ? [] : [{ type: "CONTENT_DELETED", to: { userId: authorId } }];
}
