import { requireViewer } from "../shared/guards.js";
import type { BaseContext } from "../shared/server.js";
import type { ObjectStorage } from "../shared/storage/index.js";
import { createForumLoaders, type ForumLoaders } from "./loaders.js";
import { scopeOf, type ClassMembership, type ForumScope } from "./rules/access.js";

export interface ForumContext extends BaseContext {
  loaders: ForumLoaders;
  /** The request's clock, read once (post dates, votes, follows, bookmarks). */
  now: Date;
  /** Where post images live (one instance per process, from the environment unless a test injects one). */
  storage: ObjectStorage;
  /**
   * What the access rules know of the viewer (rules/access.ts): forum-admin standing and their classes (student or
   * instructor), asked of courses (which owns class membership) through ctx.peers once per request, only when
   * needed. UNAUTHENTICATED for visitors. Call it before any transaction: it reaches another subgraph.
   */
  scope(): Promise<ForumScope>;
}

/** Courses' internal question (the platform only): the classes a person belongs to, with title and role. */
export const CLASS_MEMBERSHIPS_QUERY = /* GraphQL */ `
  query ($u: ID!) {
    classMembershipsOf(userId: $u) {
      slug
      title
      role
    }
  }
`;
/** Courses' internal question: the classes of these slugs that exist, with their titles. */
export const CLASSES_BY_SLUG_QUERY = /* GraphQL */ `
  query ($s: [String!]!) {
    classesBySlug(slugs: $s) {
      slug
      title
    }
  }
`;
/** Courses' internal question: a page of a class's members of one role (ids and how many). */
export const CLASS_MEMBER_IDS_QUERY = /* GraphQL */ `
  query ($s: String!, $r: ClassRole!, $p: Int, $n: Int) {
    classMemberIds(slug: $s, role: $r, page: $p, pageSize: $n) {
      userIds
      totalCount
    }
  }
`;

export interface ForumContextOptions {
  /** Post image storage. */
  storage: () => ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function forumContext(base: BaseContext, opts: ForumContextOptions): ForumContext {
  const viewer = base.viewer;
  let scopeMemo: Promise<ForumScope> | undefined;
  const scope = () => {
    const who = requireViewer(base);
    return (scopeMemo ??= base.peers
      .ask<{ classMembershipsOf: ClassMembership[] }>("courses", CLASS_MEMBERSHIPS_QUERY, { u: who.id })
      .then((d) => scopeOf(who, d.classMembershipsOf)));
  };
  const ctx = { ...base, now: opts.now?.() ?? new Date(), loaders: createForumLoaders(base.db, viewer, scope), scope };
  // Resolved on first use: a request that never touches images never needs storage configured.
  return Object.defineProperty(ctx, "storage", { get: opts.storage, enumerable: true }) as ForumContext;
}
