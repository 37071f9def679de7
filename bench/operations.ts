/**
 * The key operations, exactly as the web client sends them (its generated documents, totals and viewer fields
 * included), with variables that find rows in the large dataset (seed-large.ts). The benchmark drives these, and the
 * query-plan test explains every statement they run.
 */
import { print, type DocumentNode } from "graphql";
import {
  CoursesPageDocument,
  DashboardPageDocument,
  ForumFeedDocument,
  ForumNotificationsDocument,
  ForumPostCommentsDocument,
  ForumPostPageDocument,
  ForumSearchDocument,
  ForumUnreadNotificationCountDocument,
  JobBrowseFilterOptionsDocument,
  JobPageDocument,
  JobsBrowsePageDocument,
  VoteForumPostDocument,
} from "../client/src/__generated__/graphql.js";
import { LARGE_JOB_IDS_FROM } from "./seed-large.js";

export interface KeyOperation {
  name: string;
  /** The subgraph that owns the operation's root field: the "direct" side of the router comparison. */
  subgraph: "courses" | "jobs" | "forum" | "talent" | "events";
  /** Whether it needs a logged-in person (the demo student). */
  session: boolean;
  query: string;
  variables: Record<string, unknown>;
}

const op = (
  name: string,
  subgraph: KeyOperation["subgraph"],
  session: boolean,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): KeyOperation => ({ name, subgraph, session, query: print(document), variables });

/** The busiest generated post and job (row 1 of the skewed picks) and a popular word of the generated titles. */
const POPULAR_POST = "zz000001";
const POPULAR_JOB = String(LARGE_JOB_IDS_FROM + 1);

export const KEY_OPERATIONS: readonly KeyOperation[] = [
  op("course list", "courses", false, CoursesPageDocument, { page: 1, pageSize: 12 }),
  op("job browse, filtered", "jobs", false, JobsBrowsePageDocument, { page: 1, location: "Kuala Lumpur", type: "Full-time" }),
  op("job filter options", "jobs", false, JobBrowseFilterOptionsDocument),
  op("job page", "jobs", true, JobPageDocument, { id: POPULAR_JOB, language: "en" }),
  op("forum feed", "forum", true, ForumFeedDocument, { page: 1 }),
  op("forum feed, page 50", "forum", true, ForumFeedDocument, { page: 50 }),
  op("post page", "forum", true, ForumPostPageDocument, { id: POPULAR_POST }),
  op("post comments", "forum", true, ForumPostCommentsDocument, { id: POPULAR_POST, page: 1, pageSize: 10, repliesPageSize: 3 }),
  op("notification list", "forum", true, ForumNotificationsDocument, { page: 1 }),
  op("unread count", "forum", true, ForumUnreadNotificationCountDocument),
  op("forum search", "forum", true, ForumSearchDocument, { text: "React", scope: "POST" }),
  op("learner dashboard", "talent", true, DashboardPageDocument),
  op("vote on a post", "forum", true, VoteForumPostDocument, { id: POPULAR_POST, value: "UP" }),
];
