/**
 * Forum notifications in the mock API (schema/forum.graphql), with the server's rules: each person sees the ones
 * addressed to them and to their groups, unread first and then newest, 7 a page; reading another person's is
 * NOT_FOUND; visitors get UNAUTHENTICATED. A notification to a group (the forum admins) is one row shown to whoever
 * holds the role, with a read mark per person, as DESIGN.md stores them. Recipients, the title's truncation (50
 * characters plus "…"), links and the actor-less report types come from the server's pure rules
 * (subgraphs/forum/rules/notifications.ts), as ./forum.ts uses the forum's.
 *
 * The seed gives the demo student, instructor and admins a few notifications of most types. New comments in the mock
 * forum (./forum.ts) write NEW_COMMENT / NEW_REPLY here, so in `npm run dev:mock` the badge rises after someone else
 * comments on a followed post; a class announcement or support question (./classes.ts) is written once for the
 * class's members or moderators. A person reads their groups from their roles and class memberships (the mock
 * classroom's), and never a group notification they caused, as the server. State survives reloads (sessionStorage);
 * tests reset it through resetMockBackend.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { notFound, sessionStore, type PageArgs, type ViewerDeps } from "../../../mocks/common";
import { demoAccount, demoAccounts } from "../../../mocks/fixtures";
import {
  FORUM_INSTRUCTOR,
  FORUM_STUDENT,
  commentIdSlug,
  findMockComment,
  findMockPost,
  mockSeedDate,
  onMockCommentCreated,
  postIdSlug,
  type MockForumComment,
  type MockForumPost,
} from "./forum";
import type { ForumNotificationType } from "../../../__generated__/schema-types";
import {
  FORUM_ADMINS_GROUP,
  classMembersGroup,
  classModeratorsGroup,
  notificationGroupsOfScope,
} from "@server/forum/modules/shared/rules/access";
import { mockForumScope, type MockForumClass } from "./classes";
import {
  NOTIFICATION_PAGE_SIZE,
  notificationLink,
  recipientsOf,
  shownActorOf,
  truncatePostTitle,
} from "@server/forum/modules/notifications/rules/notifications";

const STORAGE_KEY = "talentforge.mock.forumNotifications";

export interface MockForumNotification {
  id: string;
  type: ForumNotificationType;
  recipientIds: string[];
  /** Groups it is addressed to (forum admins, a class's members or moderators), shown to whoever belongs (rules/access). */
  groups: string[];
  /** Who has read it (a read mark per person, also for a group's notification). */
  readBy: string[];
  /** Who caused it, stored for every type (report types do not show it: `actor` resolves null for them). */
  actorId: string | null;
  /** Short ids: the post and comment as they were (they may be deleted since). */
  postId: string | null;
  commentId: string | null;
  postAuthorId: string | null;
  postTitle: string;
  classTitle: string | null;
  link: string;
  createdDate: string;
  modifiedDate: string;
}

const TALENT_ADMIN = demoAccount("talent-admin").id;
/** The class of the seed's class forum posts (./forum.ts, features/classroom/mocks). */
const CLASS_SLUG = "m1js-open-2026";
const CLASS_TITLE = "M1 JavaScript open class 2026";

interface NewNotification {
  type: ForumNotificationType;
  recipientIds?: string[];
  groups?: string[];
  actorId: string | null;
  post: MockForumPost | null;
  comment?: MockForumComment | null;
  classTitle?: string | null;
  createdDate?: string;
  readBy?: string[];
}

let sequence = 0;
function make(n: NewNotification): MockForumNotification {
  const at = n.createdDate ?? new Date().toISOString();
  sequence += 1;
  return {
    id: `nt-${String(sequence).padStart(4, "0")}-${at.slice(0, 10)}`,
    type: n.type,
    recipientIds: n.recipientIds ?? [],
    groups: n.groups ?? [],
    readBy: n.readBy ?? [],
    actorId: n.actorId,
    postId: n.post?.shortId ?? null,
    commentId: n.comment?.shortId ?? null,
    postAuthorId: n.post?.authorId ?? null,
    postTitle: truncatePostTitle(n.post?.title ?? ""),
    classTitle: n.classTitle ?? null,
    link: n.post
      ? notificationLink({
          type: n.type,
          postIdSlug: postIdSlug(n.post),
          commentIdSlug: n.comment ? commentIdSlug(n.comment) : null,
          firstTagSlug: n.post.tagIds[0] ?? null,
        })
      : "/forum/feed",
    createdDate: at,
    modifiedDate: at,
  };
}

/** A seed post or comment of the mock forum, by short id. */
const seedPost = (id: string) => findMockPost(id);
const seedComment = (id: string) => findMockComment(id);

function seedNotifications(): MockForumNotification[] {
  sequence = 0;
  const S = FORUM_STUDENT;
  const I = FORUM_INSTRUCTOR;
  return [
    // To Mei (the student), about her own posts and her class.
    make({
      type: "NEW_COMMENT",
      recipientIds: [S],
      actorId: I,
      post: seedPost("m2n8q4ls"),
      comment: seedComment("c4m2n8qd"),
      createdDate: mockSeedDate(-53, "18:00"),
      readBy: [S],
    }),
    make({
      type: "POST_UPDATED",
      recipientIds: [S],
      actorId: I,
      post: seedPost("d9f4g6jb"),
      createdDate: mockSeedDate(-47, "12:30"),
      readBy: [S],
    }),
    make({
      type: "CONTENT_REPORTED_HIDDEN",
      recipientIds: [S],
      actorId: null,
      post: seedPost("p7k2m9qa"),
      createdDate: mockSeedDate(-45, "15:00"),
      readBy: [S],
    }),
    make({
      type: "POST_HAVE_ANSWER",
      recipientIds: [S],
      actorId: I,
      post: seedPost("r5t0w2zc"),
      comment: seedComment("c1r5t0wa"),
      createdDate: mockSeedDate(-60, "21:05"),
    }),
    make({
      type: "NEW_COMMENT",
      recipientIds: [S],
      actorId: TALENT_ADMIN,
      post: seedPost("k8j5h2gd"),
      comment: seedComment("c5k8j5he"),
      createdDate: mockSeedDate(-40, "22:00"),
    }),
    // To Mei's class (stored once for its members; Arjun, who posted it, does not read it).
    make({
      type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
      groups: [classMembersGroup(CLASS_SLUG)],
      actorId: I,
      post: seedPost("a1n2c3e4"),
      classTitle: CLASS_TITLE,
      createdDate: mockSeedDate(-39, "09:00"),
    }),
    // To Arjun (the instructor): a reply to his answer, a comment on a post he follows, a support question in his class
    // (to the class's moderators).
    make({
      type: "NEW_REPLY",
      recipientIds: [I],
      actorId: S,
      post: seedPost("r5t0w2zc"),
      comment: seedComment("c2r5t0wb"),
      createdDate: mockSeedDate(-60, "22:10"),
    }),
    make({
      type: "NEW_COMMENT",
      recipientIds: [I],
      actorId: TALENT_ADMIN,
      post: seedPost("r5t0w2zc"),
      comment: seedComment("c3r5t0wc"),
      createdDate: mockSeedDate(-59, "10:00"),
      readBy: [I],
    }),
    make({
      type: "NEW_SUPPORT_POST",
      groups: [classModeratorsGroup(CLASS_SLUG)],
      actorId: S,
      post: seedPost("s7u3p9qk"),
      classTitle: CLASS_TITLE,
      createdDate: mockSeedDate(-37, "14:15"),
    }),
    // To the forum admins, stored once for the group (a read mark each).
    make({
      type: "REPORT_SUBMITED",
      groups: [FORUM_ADMINS_GROUP],
      actorId: null,
      post: seedPost("p7k2m9qa"),
      createdDate: mockSeedDate(-45, "14:55"),
    }),
  ];
}

let notifications: MockForumNotification[] = [];

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(notifications));

export function resetMockForumNotifications(): void {
  notifications = seedNotifications();
  sessionStore()?.removeItem(STORAGE_KEY);
}
/** The stored copy (read before resetMockBackend clears storage). */
export const storedMockForumNotifications = (): string | null => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockForumNotifications(stored: string | null): void {
  if (!stored) return;
  try {
    // A copy from before `groups` existed reads as addressed to no group.
    notifications = (JSON.parse(stored) as MockForumNotification[]).map((n) => ({ ...n, groups: n.groups ?? [] }));
    sequence = notifications.length;
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/** Writes a notification (tests and the forum's comment hook); never addressed to its actor, as on the server. */
export function addMockForumNotification(n: NewNotification): MockForumNotification | null {
  const recipientIds = (n.recipientIds ?? []).filter((id) => id !== n.actorId);
  if (recipientIds.length === 0 && !n.groups?.length) return null;
  const added = make({ ...n, recipientIds });
  notifications.push(added);
  persist();
  return added;
}

/**
 * A class announcement or support question, written once for the group it is for (schema: createForumClassPost):
 * an announcement to the class's members, a support question to its moderators, with the class's title.
 */
export function notifyMockClassPost(post: MockForumPost, cls: MockForumClass): MockForumNotification | null {
  if (post.isAnnouncement) {
    return addMockForumNotification({
      type: "NEW_CLASSROOM_ANNOUNCEMENT_POST",
      groups: [classMembersGroup(cls.slug)],
      actorId: post.authorId,
      post,
      classTitle: cls.title,
      createdDate: post.createdDate,
    });
  }
  if (post.isSupport) {
    return addMockForumNotification({
      type: "NEW_SUPPORT_POST",
      groups: [classModeratorsGroup(cls.slug)],
      actorId: post.authorId,
      post,
      classTitle: cls.title,
      createdDate: post.createdDate,
    });
  }
  return null;
}

const isUnread = (n: MockForumNotification, userId: string) => !n.readBy.includes(userId);
/**
 * A person's own notifications and their groups' (forum admins, their classes' members and moderators), leaving out
 * group notifications they caused, as the server reads them.
 */
function visibleTo(person: { id: string; roles: readonly string[] }) {
  const groups = notificationGroupsOfScope(mockForumScope(person));
  return notifications.filter(
    (n) => n.recipientIds.includes(person.id) || (n.actorId !== person.id && n.groups.some((g) => groups.includes(g))),
  );
}
const personOf = (userId: string) => ({ id: userId, roles: demoAccounts.find((a) => a.id === userId)?.roles ?? [] });
/** Unread first, then newest first (ties by id, so pages never overlap). */
const listOrder = (userId: string) => (a: MockForumNotification, b: MockForumNotification) =>
  Number(isUnread(b, userId)) - Number(isUnread(a, userId)) || b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id);

export const mockUnreadNotificationCount = (userId: string) => visibleTo(personOf(userId)).filter((n) => isUnread(n, userId)).length;

// A new comment notifies with the server's rule (rules/notifications recipientsOf): the replied-to author NEW_REPLY,
// the other followers NEW_COMMENT, never the commenter.
onMockCommentCreated((comment, post, followerIds, parentAuthorId) => {
  const recipients = recipientsOf({ kind: "COMMENT", actorId: comment.authorId, repliedToAuthorId: parentAuthorId }, followerIds);
  for (const type of ["NEW_REPLY", "NEW_COMMENT"] as const) {
    const ids = recipients.filter((r) => r.type === type).map((r) => r.userId);
    if (ids.length) addMockForumNotification({ type, recipientIds: ids, actorId: comment.authorId, post, comment });
  }
});

export function forumNotificationResolvers({ requireViewer, viewer, userById, pageOf }: ViewerDeps): Resolvers {
  const mine = (id: string) =>
    visibleTo(requireViewer()).find((n) => n.id === id) ??
    (() => {
      throw notFound("Notification");
    })();
  return {
    Query: {
      forumNotifications: (_: unknown, args: PageArgs) => {
        const me = requireViewer();
        return pageOf([...visibleTo(me)].sort(listOrder(me.id)), args, NOTIFICATION_PAGE_SIZE);
      },
      forumUnreadNotificationCount: () => {
        const me = requireViewer();
        return visibleTo(me).filter((n) => isUnread(n, me.id)).length;
      },
    },
    Mutation: {
      markForumNotificationRead: (_: unknown, { id }: { id: string }) => {
        const n = mine(id);
        const me = requireViewer().id;
        if (isUnread(n, me)) n.readBy.push(me);
        persist();
        return n;
      },
      markAllForumNotificationsRead: () => {
        const me = requireViewer();
        const unread = visibleTo(me).filter((n) => isUnread(n, me.id));
        for (const n of unread) n.readBy.push(me.id);
        persist();
        return unread.length;
      },
    },
    ForumNotification: {
      isRead: (n: MockForumNotification) => !isUnread(n, viewer()?.id ?? ""),
      // SPEC §9: report-type notifications show no author.
      actor: (n: MockForumNotification) => {
        const shown = shownActorOf(n.type, n.actorId);
        return shown ? userById(shown) : null;
      },
      post: (n: MockForumNotification) => (n.postId ? findMockPost(n.postId) : null),
      comment: (n: MockForumNotification) => (n.commentId ? findMockComment(n.commentId) : null),
      viewerIsPostAuthor: (n: MockForumNotification) => n.postAuthorId != null && n.postAuthorId === viewer()?.id,
    },
  };
}
