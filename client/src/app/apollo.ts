/**
 * Apollo Client 4 for the same-origin GraphQL endpoint. Paged lists are cached per (search, page, pageSize): each
 * page is its own entry, so moving between pages is instant after the first visit and never mixes pages.
 */
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { persistedDocumentsLink } from "./persistedDocuments";

/**
 * Forum posts and comments are keyed by the short id their id slug starts with (8 base36 characters; the slug after it
 * follows the title or first words and changes on an edit, while old links keep working): a post edited under a new
 * slug, or looked up by an old link, stays ONE cache object — so its votes, bookmark and follow state are the same
 * wherever it is shown (feed, post page, history, bookmarks, search).
 */
const byShortId = (object: Readonly<{ __typename?: string; id?: unknown }>): string => {
  const id = String(object.id ?? "");
  return `${String(object.__typename)}:${/^[0-9a-z]{8}(?=-|$)/.exec(id)?.[0] ?? id}`;
};

/** A paged list field: one cache entry per page (the arguments named), never merged across pages. */
const pagedBy = (...args: string[]) => ({ keyArgs: [...args, "page", "pageSize"] });

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          courses: { keyArgs: ["search", "filter", "page", "pageSize"] },
          jobs: { keyArgs: ["search", "campaign", "roleId", "type", "remote", "location", "employerId", "page", "pageSize"] },
          companies: { keyArgs: ["search", "industry", "page", "pageSize"] },
          events: { keyArgs: ["type", "mode", "when", "page", "pageSize"] },
          myEventRegistrations: pagedBy("when"),
          tools: { keyArgs: ["search", "page", "pageSize"] },
          forumPosts: pagedBy("tagId"),
          forumTags: pagedBy("category"),
          myForumPosts: pagedBy("announcements"),
          myForumComments: pagedBy(),
          forumBookmarkedPosts: pagedBy(),
          forumBookmarkedComments: pagedBy(),
          forumSearch: { keyArgs: ["text", "scope"] },
          /**
           * Unread first, then newest: a read mark moves items between pages, so pages are never merged; the lists
           * re-read on every visit (cache-and-network) and after a read. The unread count is a plain root field that
           * read marks adjust through cache.modify (lib/forumNotificationCache).
           */
          forumNotifications: pagedBy(),
          forumCategories: { keyArgs: ["includeClassroom"] },
          /** The viewer's class forums: the server's whole list each time. */
          myForumClasses: { merge: false },
          /** The forum admin pages (moderation): reports per status and page, the support queue per page. */
          forumReports: pagedBy("status"),
          forumSupportPosts: pagedBy(),
          /** The dashboard has no id: each answer replaces the last whole. */
          forumModerationSummary: { merge: false },
          /** A post or comment looked up by any of its id slugs is the one normalized object (see byShortId). */
          forumPost: {
            read: (existing, { args, toReference }) =>
              existing !== undefined ? existing : args?.id ? toReference({ __typename: "ForumPost", id: args.id }) : undefined,
          },
          forumComment: {
            read: (existing, { args, toReference }) =>
              existing !== undefined ? existing : args?.id ? toReference({ __typename: "ForumComment", id: args.id }) : undefined,
          },
          people: { keyArgs: ["search", "page", "pageSize"] },
          orders: { keyArgs: ["status", "page", "pageSize"] },
          myOrders: { merge: false },
          myApplications: { merge: false },
          programmeApplications: { keyArgs: ["programmeId", "status", "page", "pageSize"] },
          myCourseAccess: { merge: false },
        },
      },
      User: {
        keyFields: ["id"],
        fields: {
          /** The About block has no id: merge what each query or mutation selected into one object. */
          about: { merge: true },
          /** Recomputed by every profile mutation, and lists the server orders: take the newest whole. */
          profileCompletion: { merge: false },
          workExperiences: { merge: false },
          educations: { merge: false },
          settings: { merge: false },
          cvScoreHistory: { merge: false },
          /**
           * Any profile edit may change the score; the CV page and dashboard re-read it (cache-and-network). A new score
           * replaces the old one whole (never a new total beside old criteria).
           */
          cvScore: { keyArgs: ["roleId"], merge: false },
          /** Recomputed whole by the server (choosing a role, passing a test): the newest answer replaces the last. */
          skillReadiness: { keyArgs: ["roleId"], merge: false },
          verifiedSkills: { merge: false },
        },
      },
      SkillRole: { keyFields: ["id"], fields: { requirements: { merge: false } } },
      /** A requirement's id is the same across a family's seniorities (at different levels): it lives inside its role. */
      SkillRequirement: { keyFields: false },
      /** The viewer's progress has no id: it lives inside its test, and each answer (start, submit) replaces it whole. */
      SkillTest: { keyFields: ["id"], fields: { viewerProgress: { merge: false } } },
      SkillTestProgress: { keyFields: false },
      /** Answers saved replace the list (cache.modify in useAnswerSkillQuestion); the draw never changes. */
      SkillAttempt: { keyFields: ["id"], fields: { answers: { merge: false }, questions: { merge: false } } },
      /** A question's option order is the attempt's own, and option ids (`a`, `b`) repeat: both live inside their attempt. */
      SkillQuestion: { keyFields: false },
      SkillQuestionOption: { keyFields: false },
      /** A question's id (`q1`, `q2`, …) is its position in its set or practice: it lives inside them; an edit replaces the list. */
      InterviewQuestion: { keyFields: false },
      InterviewQuestionSet: { keyFields: ["id"], fields: { questions: { merge: false } } },
      ProfileAbout: { keyFields: false, fields: { links: { merge: true } } },
      CareerRole: { keyFields: ["id"] },
      Tool: { keyFields: ["id"] },
      WorkExperience: { keyFields: ["id"] },
      Education: { keyFields: ["id"] },
      CvScoreSnapshot: { keyFields: ["id"] },
      /** Settings ids are per person, not global: keep them inside the viewer. */
      Setting: { keyFields: false },
      Course: { keyFields: ["id"], fields: { enrolmentOptions: { merge: false }, viewerAccess: { merge: false } } },
      EnrolmentOption: { keyFields: ["id"] },
      Order: { keyFields: ["id"] },
      Programme: { keyFields: ["id"] },
      ProgrammeApplication: { keyFields: ["id"], fields: { history: { merge: false }, answers: { merge: false } } },
      /** Sections have no id: they live inside their programme. */
      ProgrammeSection: { keyFields: false },
      /** Access has no id: it lives inside its course (viewerAccess) or the viewer's list. */
      CourseAccess: { keyFields: false },
      Job: { keyFields: ["id"] },
      Employer: { keyFields: ["id"] },
      CourseProvider: { keyFields: ["id"] },
      CourseCategory: { keyFields: ["id"] },
      /** Navigation items have no id; store them inside their parent list. */
      NavigationItem: { keyFields: false },
      PageInfo: { keyFields: false },
      ForumPost: {
        keyFields: byShortId,
        fields: {
          tags: { merge: false },
          categories: { merge: false },
          comments: pagedBy(),
        },
      },
      ForumComment: {
        keyFields: byShortId,
        fields: {
          replies: pagedBy(),
          pageInPost: { keyArgs: ["pageSize"] },
        },
      },
      ForumTag: { keyFields: ["id"] },
      ForumCategory: { keyFields: ["id"], fields: { tags: { keyArgs: ["limit"], merge: false } } },
      ForumSearchResult: { keyFields: false },
      /** A class forum by its class's slug; each tab's and people list's pages are their own entries. */
      ForumClass: { keyFields: ["id"], fields: { posts: pagedBy("tab"), moderators: pagedBy(), students: pagedBy() } },
      /** One object per notification, so a read mark shows in the bell's panel and the page at once. */
      ForumNotification: { keyFields: ["id"] },
      /** An event's location, banner and team rules have no id: the list's and the page's selections merge into one. */
      EventLocation: { merge: true },
      EventBanner: { merge: true },
      EventTeamRules: { merge: true },
      /** An invite code is identified by its code: a withdrawal shows in the organiser's list at once. */
      EventInviteCode: { keyFields: ["code"] },
    },
  });
}

/** The GraphQL endpoint on this origin (absolute, so it also resolves under jsdom in tests). */
function graphqlUri(): string {
  const base = typeof window === "undefined" ? "http://localhost/" : window.location.href;
  return new URL("/graphql", base).toString();
}

/** A real build sends operations by id; the dev server, mock mode and tests send their text (MSW's handlers read it). */
const sendsOperationsById = import.meta.env.PROD && import.meta.env.MODE !== "mock";

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: graphqlUri, credentials: "same-origin" });
  return new ApolloClient({
    link: sendsOperationsById ? persistedDocumentsLink().concat(http) : http,
    cache: createCache(),
  });
}
