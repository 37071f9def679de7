/**
 * /forum/class-forum/:slug and its tabs (SPEC §2): a class's forum, read by its members and forum admins. The heading
 * names the class and the viewer's part in it; the tabs are routes — Posts (discussions, under the latest three
 * announcements), Announcements, Pinned and
 * Support for every reader, and for the class's moderators (its instructors and forum admins: the "full set")
 * Instructors and Students. Posts are post cards, 6 a page (announcements 8); people lists 8 a page (SPEC §9), all with
 * ?page=. Buttons lead to the class post form with the kind the viewer may post: "New post" (a discussion, every
 * reader), "Post an announcement" (moderators) and "Ask for support" (students). Outside the class the server answers
 * FORBIDDEN and the page says the forum is for members; an unknown class is not found (ClassForumGate).
 */
import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import {
  ClassForumDocument,
  ClassForumLatestAnnouncementsDocument,
  ClassForumModeratorsDocument,
  ClassForumPostsDocument,
  ClassForumStudentsDocument,
  type ClassForumPerson_UserFragment,
  type ClassForumQuery,
  type ForumClassPostKind,
  type ForumClassTab,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { ClassForumGate } from "../components/ClassForumStates";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { PostPagedList, useTabLinks } from "../components/ForumPagedLists";
import { LinkTabs } from "../components/LinkTabs";
import { classForumTabPaths, classForumTabsFor, type ClassForumTab } from "../lib/forumTabs";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import {
  FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE,
  FORUM_CLASS_PEOPLE_PAGE_SIZE,
  FORUM_POST_PAGE_SIZE,
} from "@server/forum/modules/shared/rules/listing";

type ForumClass = NonNullable<ClassForumQuery["forumClass"]>;
type PostTab = Exclude<ClassForumTab, "moderators" | "students">;
type PeopleTab = Extract<ClassForumTab, "moderators" | "students">;

const POST_TAB: Record<PostTab, ForumClassTab> = { posts: "POSTS", announcements: "ANNOUNCEMENTS", pinned: "PINNED", support: "SUPPORT" };

/** What the class post form hands over after an announcement (it lands on this page's Announcements tab). */
export interface ClassForumLocationState {
  notice?: string;
}

/** The class post form for a kind of post. */
export const classPostFormPath = (slug: string, kind: ForumClassPostKind) =>
  `/forum/class-forum/${encodeURIComponent(slug)}/new?kind=${kind}`;

function ClassPosts({ slug, tab }: { slug: string; tab: PostTab }) {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  // Re-read on every visit: members post between visits.
  const { data, loading, error, refetch } = useQuery(ClassForumPostsDocument, {
    ...PARTIAL_DATA,
    variables: {
      slug,
      tab: POST_TAB[tab],
      page,
      pageSize: tab === "announcements" ? FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE : FORUM_POST_PAGE_SIZE,
    },
    fetchPolicy: "cache-and-network",
  });
  return (
    <PostPagedList
      messages={`forum.classForum.lists.${tab}`}
      label={t(`forum.classForum.lists.${tab}.label`)}
      result={data?.forumClass?.posts}
      {...{ loading, error, refetch, page, setPage }}
    />
  );
}

/**
 * The Posts tab opens with the class's latest announcements (up to 3): a new-announcement notification leads to the
 * class forum itself (SPEC §2), so the announcement is in sight there. Nothing shows while there are none.
 */
function LatestAnnouncements({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ClassForumLatestAnnouncementsDocument, {
    ...PARTIAL_DATA,
    variables: { slug },
    fetchPolicy: "cache-and-network",
  });
  const items = data?.forumClass?.posts.items ?? [];
  if (!items.length) return null;
  const headingId = `latest-announcements-${slug}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t("forum.classForum.latestAnnouncements.title")}
          </Title>
          <Anchor component={Link} to={classForumTabPaths(slug).announcements} size="sm" underline="always">
            {t("forum.classForum.latestAnnouncements.all")}
          </Anchor>
        </Group>
        <Stack component="ul" gap={6} className="plain-list">
          {items.map((post) => (
            <li key={post.id}>
              <Anchor component={Link} to={`/forum/post/${post.id}`} fw={600} style={{ overflowWrap: "anywhere" }}>
                {post.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t("forum.classForum.latestAnnouncements.byline", {
                  name: personName(post.author, t),
                  date: new Date(post.createdDate).toLocaleDateString(i18n.language, { dateStyle: "medium" }),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function Person({ person }: { person: ClassForumPerson_UserFragment }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The name is written next to it: the picture itself is decorative. */}
      <Avatar src={person.avatarUrl} alt="" size={32} radius="xl" color="indigo" name={person.displayName} aria-hidden="true" />
      <Text fw={600} c="var(--tf-text-strong)" style={{ overflowWrap: "anywhere" }}>
        {person.displayName}
      </Text>
    </Group>
  );
}

function ClassPeople({ slug, tab }: { slug: string; tab: PeopleTab }) {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const variables = { slug, page, pageSize: FORUM_CLASS_PEOPLE_PAGE_SIZE };
  // Both queries are declared; only the tab's runs (students are for moderators only).
  const moderators = useQuery(ClassForumModeratorsDocument, { variables, fetchPolicy: "cache-and-network", skip: tab !== "moderators" });
  const students = useQuery(ClassForumStudentsDocument, { variables, fetchPolicy: "cache-and-network", skip: tab !== "students" });
  const query = tab === "moderators" ? moderators : students;
  const people = tab === "moderators" ? moderators.data?.forumClass?.moderators : students.data?.forumClass?.students;
  // People come from the talent service: while it is unavailable there are no items, and the list shows its error.
  const result = people?.items ? { items: people.items, pageInfo: people.pageInfo } : undefined;
  return (
    <PagedListBody
      messages={`forum.classForum.lists.${tab}`}
      result={result}
      loading={query.loading}
      error={query.error}
      refetch={query.refetch}
      page={page}
      setPage={setPage}
      search=""
      setSearch={() => undefined}
    >
      {(items) => (
        <Paper withBorder radius="md" p="md">
          <Stack component="ul" gap="sm" className="plain-list" aria-label={t(`forum.classForum.lists.${tab}.label`)}>
            {items.map((person) => (
              <li key={person.id}>
                <Person person={person} />
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </PagedListBody>
  );
}

/** The viewer's part in the class, in words. */
function roleKey(c: ForumClass): ParseKeys {
  if (c.viewerRole === "INSTRUCTOR") return "forum.classForum.role.instructor";
  if (c.viewerRole === "STUDENT") return "forum.classForum.role.student";
  return c.viewerIsModerator ? "forum.classForum.role.admin" : "forum.classForum.role.reader";
}

function ClassForum({ forumClass, tab }: { forumClass: ForumClass; tab: ClassForumTab }) {
  const { t } = useTranslation();
  const notice = (useLocation().state as ClassForumLocationState | null)?.notice ?? null;
  const slug = forumClass.id;
  const paths = classForumTabPaths(slug);
  const allowed = classForumTabsFor(forumClass.viewerIsModerator);
  const tabs = useTabLinks(allowed, paths, "forum.classForum.tabs");
  const tabLabel = t(`forum.classForum.tabs.${tab}`);

  let body;
  if (!allowed.includes(tab)) {
    body = (
      <Alert variant="light" color="blue" title={t("forum.classForum.peopleOnlyTitle")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("forum.classForum.peopleOnly")}</Text>
          <Anchor component={Link} to={paths.posts} size="sm" underline="always">
            {t("forum.classForum.backToPosts")}
          </Anchor>
        </Stack>
      </Alert>
    );
  } else if (tab === "moderators" || tab === "students") {
    body = <ClassPeople key={tab} slug={slug} tab={tab} />;
  } else {
    body =
      tab === "posts" ? (
        <Stack gap="md">
          <LatestAnnouncements slug={slug} />
          <ClassPosts key={tab} slug={slug} tab={tab} />
        </Stack>
      ) : (
        <ClassPosts key={tab} slug={slug} tab={tab} />
      );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={`${forumClass.title}: ${tabLabel}`} />
      <ForumBreadcrumbs current={forumClass.title} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {forumClass.title}
          </Title>
          <Text c="dimmed">{t(roleKey(forumClass))}</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={classPostFormPath(slug, "DISCUSSION")}>
            {t("forum.classForum.newPost")}
          </Button>
          {forumClass.viewerMayAnnounce && (
            <Button component={Link} to={classPostFormPath(slug, "ANNOUNCEMENT")} variant="light">
              {t("forum.classForum.newAnnouncement")}
            </Button>
          )}
          {forumClass.viewerMayAskSupport && (
            <Button component={Link} to={classPostFormPath(slug, "SUPPORT")} variant="light">
              {t("forum.classForum.askSupport")}
            </Button>
          )}
        </Group>
      </Group>
      <LinkTabs label={t("forum.classForum.tabsLabel")} tabs={tabs} />
      <ActionFeedback done={notice} error={null} />
      {body}
    </Stack>
  );
}

export default function ClassForumPage({ tab }: { tab: ClassForumTab }) {
  const { slug = "" } = useParams();
  const query = useQuery(ClassForumDocument, { variables: { slug }, fetchPolicy: "cache-and-network" });
  return <ClassForumGate query={query}>{(forumClass) => <ClassForum forumClass={forumClass} tab={tab} />}</ClassForumGate>;
}
