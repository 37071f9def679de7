/**
 * /forum/admin/ (the forum admin menu's Dashboard: forum admins and class instructors): what waits for the viewer's
 * moderation — the pending reports they may review (linking to /forum/report/all) and the open support questions of
 * the classes they moderate (linking to /forum/support) — then the 3 newest posts they may read and the 3 newest
 * announcements of the classes they moderate (SPEC §9 dashboard posts 3, recent announcements 3), as compact links
 * with their badges, author and date. The counts change on other pages, so the summary is re-read on every visit.
 * Anyone who moderates nothing gets the server's FORBIDDEN as a "for forum moderators" state.
 */
import { useId, type ReactNode } from "react";
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumModerationDashboardDocument, type DashboardPost_PostFragment } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { ForumAdminPage, isForbidden } from "../components/ForumAdminPage";
import { ForumAuthor } from "../components/ForumAuthor";
import { PostBadges, postPath } from "../components/PostCard";
import { CommentIcon, FlagIcon } from "../../../ui/icons";
import { PARTIAL_DATA } from "../../../lib/partialData";

/** A number that waits for the viewer, with where to act on it. */
function WaitingCard({ icon, text, to, action }: { icon: ReactNode; text: string; to: string; action: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap" c="var(--tf-text-accent)">
          {icon}
          <Text fw={700} size="lg" c="var(--tf-text-strong)">
            {text}
          </Text>
        </Group>
        <Button component={Link} to={to} variant="light" size="sm">
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Recent posts as a short list of links: title, badges, author and date. */
function RecentPosts({ title, posts, empty }: { title: string; posts: DashboardPost_PostFragment[]; empty: string }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {posts.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" className="plain-list" gap="xs" aria-labelledby={headingId}>
          {posts.map((post) => (
            <li key={post.id}>
              <Paper withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Anchor component={Link} to={postPath(post.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
                    {post.title}
                  </Anchor>
                  {/* The badges under the title, beside the author: a narrow column would cut them short. */}
                  <Group gap="xs" wrap="wrap">
                    <ForumAuthor author={post.author} date={post.createdDate} />
                    <PostBadges post={post} />
                  </Group>
                </Stack>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ForumModerationDashboardDocument, {
    ...PARTIAL_DATA,
    fetchPolicy: "cache-and-network",
  });
  const summary = data?.forumModerationSummary;

  const body = () => {
    if (!summary) {
      if (loading) return <ListLoading label={t("forum.admin.dashboard.loading")} />;
      return <ListError message={t("forum.admin.dashboard.error")} onRetry={() => void refetch()} />;
    }
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <WaitingCard
            icon={<FlagIcon width={20} height={20} />}
            text={t("forum.admin.dashboard.pendingReports", { count: summary.pendingReportCount })}
            to="/forum/report/all"
            action={t("forum.admin.dashboard.reviewReports")}
          />
          <WaitingCard
            icon={<CommentIcon width={20} height={20} />}
            text={t("forum.admin.dashboard.openSupport", { count: summary.openSupportCount })}
            to="/forum/support"
            action={t("forum.admin.dashboard.viewSupport")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <RecentPosts
            title={t("forum.admin.dashboard.recentPosts")}
            posts={summary.recentPosts}
            empty={t("forum.admin.dashboard.noPosts")}
          />
          <RecentPosts
            title={t("forum.admin.dashboard.recentAnnouncements")}
            posts={summary.recentAnnouncements}
            empty={t("forum.admin.dashboard.noAnnouncements")}
          />
        </SimpleGrid>
      </>
    );
  };

  return (
    <ForumAdminPage title={t("forum.admin.dashboard.title")} forbidden={isForbidden(error)}>
      {body()}
    </ForumAdminPage>
  );
}
