/**
 * Class forums in the mock API (schema/forum.graphql `ForumClass`, `forumClass`, `myForumClasses`,
 * `createForumClassPost`), with the server's rules: a class forum is read by the class's members and forum admins
 * (FORBIDDEN for others, null for an unknown class), moderated by its instructors and forum admins; its posts are
 * listed by tab (discussion posts 6 a page, announcements 8, pinned most recently pinned first, support questions);
 * its instructors are listed to every reader and its students only to its moderators (8 a page, in the order they were
 * added).
 *
 * Class membership is courses' on the server, so here it is the mock classroom's (features/classroom/mocks): the same
 * classes, titles and members, changed by the class admin pages. The rules are the server's pure ones (subgraphs/forum/rules/
 * access.ts and classes.ts) over a scope made from those memberships (`mockForumScope`), which the mock forum
 * (./forum.ts) and its notifications (./notifications.ts) use as well. As on the server, createForumClassPost
 * checks its input first (BAD_USER_INPUT), then the class (NOT_FOUND) and who may post that kind there (FORBIDDEN).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { badInput, forbidden, notFound, type PageArgs, type Person, type ViewerDeps } from "../../../mocks/common";
import { mockClassroomState } from "../../classroom/mocks";
import {
  addMockClassPost,
  checkDescription,
  findMockPost,
  mockForumPosts,
  plainText,
  type Body,
  setMockForumScopeSource,
  type MockForumPost,
} from "./forum";
import { notifyMockClassPost } from "./notifications";
import { maySeeContent, scopeOf, type ClassMembership, type ForumScope } from "@server/forum/modules/shared/rules/access";
import {
  classPostFlags,
  classRoleOf,
  classesByTitle,
  classTabPageSize,
  mayAnnounceInClass,
  mayAskSupportInClass,
  mayListClassStudents,
  mayModerateClass,
  mayPostInClass,
  mayReadClassForum,
  tabHolds,
} from "@server/forum/modules/classes/rules/classes";
import { POST_TITLE_LIMITS, oneLine } from "@server/forum/modules/posts/rules/posts";
import { FORUM_CLASS_PEOPLE_PAGE_SIZE } from "@server/forum/modules/shared/rules/listing";
import type { ForumClassPostInput, ForumClassTab } from "../../../__generated__/schema-types";

/** A class forum as the GraphQL type is resolved from (the server's ClassForumModel): the class's slug and title. */
export interface MockForumClass {
  slug: string;
  title: string;
}

/* ---------- Membership and scope (courses' data on the server) ---------- */

/** A class of the mock classroom by slug, as a class forum. */
export function mockForumClass(slug: string): MockForumClass | null {
  const c = mockClassroomState().classes.find((x) => x.slug === slug);
  return c ? { slug: c.slug, title: c.title } : null;
}

/** The classes a person belongs to, as courses' classMembershipsOf answers. */
export function mockClassMemberships(userId: string): ClassMembership[] {
  const { classes, members } = mockClassroomState();
  return members
    .filter((m) => m.userId === userId)
    .flatMap((m) => {
      const c = classes.find((x) => x.id === m.classId);
      return c ? [{ slug: c.slug, title: c.title, role: m.role }] : [];
    });
}

/** What the access rules know of a person (the server's ctx.scope()): roles and class memberships. */
export function mockForumScope(person: Person): ForumScope {
  return scopeOf(person, mockClassMemberships(person.id));
}
// The mock forum reads class posts with it (./forum.ts cannot import the classroom itself).
setMockForumScopeSource(mockForumScope);

/** A class's members with one role, in the order they were added (as courses lists them). */
function membersOf(slug: string, role: "STUDENT" | "INSTRUCTOR"): string[] {
  const { classes, members } = mockClassroomState();
  const cls = classes.find((c) => c.slug === slug);
  if (!cls) return [];
  return members
    .filter((m) => m.classId === cls.id && m.role === role)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.userId.localeCompare(b.userId))
    .map((m) => m.userId);
}

/* ---------- Lists ---------- */

/** A tab's posts (rules/classes `tabHolds`), newest first; pinned ones most recently pinned first. */
function tabPosts(newestFirst: MockForumPost[], tab: ForumClassTab): MockForumPost[] {
  const held = newestFirst.filter((p) => tabHolds(tab, p));
  return tab === "PINNED"
    ? held.sort((a, b) => (b.pinnedAt ?? "").localeCompare(a.pinnedAt ?? "") || b.shortId.localeCompare(a.shortId))
    : held;
}

/** The server's checks of ForumClassPostInput: a title of 3-150 characters; an announcement has no description. */
function checkClassPostInput(input: ForumClassPostInput): Body & { title: string } {
  const fields: Record<string, string> = {};
  const title = oneLine(plainText(input.title));
  if (title.length < POST_TITLE_LIMITS.min) fields.title = `At least ${POST_TITLE_LIMITS.min} characters.`;
  else if (title.length > POST_TITLE_LIMITS.max) fields.title = `At most ${POST_TITLE_LIMITS.max} characters.`;
  const body = checkDescription(input.description, { isAnnouncement: input.kind === "ANNOUNCEMENT" });
  if (typeof body === "string") fields.description = body;
  const first = Object.entries(fields)[0];
  if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields);
  return { title, ...(body as Body) };
}

/* ---------- Resolvers ---------- */

export function forumClassResolvers({ requireViewer, userById, pageOf }: ViewerDeps): Resolvers {
  const scope = () => mockForumScope(requireViewer());
  const people = (ids: string[], args: PageArgs) => pageOf(ids.map(userById), args, FORUM_CLASS_PEOPLE_PAGE_SIZE);

  return {
    Query: {
      forumClass: (_: unknown, { slug }: { slug: string }) => {
        const cls = mockForumClass(slug);
        if (!cls) return null;
        if (!mayReadClassForum(scope(), cls.slug)) throw forbidden();
        return cls;
      },
      myForumClasses: () => classesByTitle(scope()).map((m) => ({ slug: m.slug, title: m.title })),
    },
    ForumClass: {
      id: (c: MockForumClass) => c.slug,
      title: (c: MockForumClass) => c.title,
      viewerRole: (c: MockForumClass) => classRoleOf(scope(), c.slug),
      viewerIsModerator: (c: MockForumClass) => mayModerateClass(scope(), c.slug),
      viewerMayAnnounce: (c: MockForumClass) => mayAnnounceInClass(scope(), c.slug),
      viewerMayAskSupport: (c: MockForumClass) => mayAskSupportInClass(scope(), c.slug),
      posts: (c: MockForumClass, args: PageArgs & { tab?: ForumClassTab | null }) => {
        const s = scope();
        const tab = args.tab ?? "POSTS";
        const visible = mockForumPosts().filter((p) => p.classSlug === c.slug && maySeeContent(s, p));
        return pageOf(tabPosts(visible, tab), args, classTabPageSize(tab));
      },
      moderators: (c: MockForumClass, args: PageArgs) => people(membersOf(c.slug, "INSTRUCTOR"), args),
      students: (c: MockForumClass, args: PageArgs) => {
        if (!mayListClassStudents(scope(), c.slug)) throw forbidden();
        return people(membersOf(c.slug, "STUDENT"), args);
      },
    },
    ForumPost: {
      /** The class forum it was posted in; null for the general forum (and for a class courses no longer has). */
      classForum: (p: MockForumPost) => (p.classSlug ? mockForumClass(p.classSlug) : null),
    },
    Mutation: {
      createForumClassPost: (_: unknown, { slug, input }: { slug: string; input: ForumClassPostInput }) => {
        const me = requireViewer();
        const data = checkClassPostInput(input);
        const cls =
          mockForumClass(slug) ??
          (() => {
            throw notFound("Class");
          })();
        if (!mayPostInClass(input.kind, mockForumScope(me), cls.slug)) throw forbidden();
        const post = addMockClassPost({ ...data, ...classPostFlags(input.kind), authorId: me.id, classSlug: cls.slug });
        notifyMockClassPost(post, cls);
        return findMockPost(post.shortId)!; // just added
      },
    },
  };
}
