/**
 * /forum/post/:idSlug (logged in): a post — title, author, dates, tags, its body (its Markdown as the server rendered and
 * sanitized it, code highlighted: components/ForumBody), image, votes, Bookmark and Follow; Report for whoever may report it; the moderators' menu (pin, hide,
 * delete someone else's post: components/moderation/ModerationMenu); the hidden or reported notice for the few who see
 * such a post; Mark resolved / unresolved for whoever may moderate it; Edit and Delete (behind a confirm dialog) for its
 * author; then its comments (components/PostComments, with the #{comment id} anchors). The breadcrumbs end with the
 * post's title. A link made before a title edit still opens the post (the server resolves the short id).
 *
 * The post is read cache-first: it is the same normalized ForumPost the feed, history, bookmarks and search show, so a
 * vote or bookmark made there shows here without asking the server again.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumPostPageDocument, type ForumPostPageQuery } from "../../../__generated__/graphql";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ForumAuthor } from "../components/ForumAuthor";
import { ForumBody } from "../components/ForumBody";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { ModerationNotice } from "../components/moderation/ModerationNotice";
import { PostActions } from "../components/PostActions";
import { PostBadges, PostTags, postPath } from "../components/PostCard";
import { PostComments } from "../components/PostComments";
import { VoteButtons } from "../components/VoteButtons";
import { readServerError } from "../../../lib/graphqlErrors";
import type { FeedLocationState } from "./FeedPage";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useDeleteForumPost } from "../mutations/useDeleteForumPost";
import { useResolveForumPost } from "../mutations/useResolveForumPost";
import { useUnresolveForumPost } from "../mutations/useUnresolveForumPost";

type Post = NonNullable<ForumPostPageQuery["forumPost"]>;

/**
 * After the post titled `title` was deleted (by its author or a moderator): go to the feed, which says so. The
 * deletion's hook drops the post from the cache only then: this page must not re-read a post that is gone.
 */
function useLeaveForFeed(title: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const state: FeedLocationState = { notice: t("forumFeed.deleted", { title }) };
    await navigate("/forum/feed?page=1", { state });
  };
}

/** Resolve / unresolve and Edit / Delete: what the viewer may do to the post. `onDeleted`: leave the page. */
function ModerationBar({ post, onDeleted }: { post: Post; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resolve, resolveState] = useResolveForumPost();
  const [unresolve, unresolveState] = useUnresolveForumPost();
  const [remove, removeState] = useDeleteForumPost({ onDeleted });
  if (!post.viewerMayModerate && !post.viewerMayEdit) return null;

  const toggleResolved = async () => {
    setError(null);
    try {
      if (post.isResolved) await unresolve({ variables: { id: post.id } });
      else await resolve({ variables: { id: post.id } });
    } catch (e) {
      setError(readServerError(e).message || t("forumPost.page.resolveError"));
    }
  };

  const deletePost = async () => {
    setError(null);
    try {
      await remove({ variables: { id: post.id } });
    } catch (e) {
      setConfirming(false);
      setError(readServerError(e).message || t("forumPost.page.deleteError"));
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={t("forumPost.page.actions")}>
        {post.viewerMayModerate && (
          <Button variant="default" loading={resolveState.loading || unresolveState.loading} onClick={() => void toggleResolved()}>
            {post.isResolved ? t("forumPost.page.unresolve") : t("forumPost.page.resolve")}
          </Button>
        )}
        {post.viewerMayEdit && (
          <>
            <Button component={Link} to={`${postPath(post.id)}/edit`} variant="default">
              {t("forumPost.page.edit")}
            </Button>
            <Button variant="outline" color="var(--tf-text-danger)" onClick={() => setConfirming(true)}>
              {t("forumPost.page.delete")}
            </Button>
          </>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("forumPost.page.confirmDeleteTitle")}
        body={t("forumPost.page.confirmDeleteBody")}
        confirmLabel={t("forumPost.page.delete")}
        cancelLabel={t("forumPost.page.keep")}
        loading={removeState.loading}
        onConfirm={() => void deletePost()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export default function PostPage() {
  const { t } = useTranslation();
  const idSlug = useParams().idSlug ?? "";
  const { data, loading, error, refetch } = useQuery(ForumPostPageDocument, { ...PARTIAL_DATA, variables: { id: idSlug } });
  const post = data?.forumPost;
  const leaveForFeed = useLeaveForFeed(post?.title ?? "");

  if (loading && !data) return <ListLoading label={t("forumPost.page.loading")} />;
  if (error && !post)
    return <DetailLoadError title={t("forumPost.page.errorTitle")} message={t("forumPost.page.error")} onRetry={() => void refetch()} />;
  if (!post) {
    return (
      <DetailNotFound
        title={t("forumPost.page.notFoundTitle")}
        body={t("forumPost.page.notFoundBody")}
        backTo="/forum/feed?page=1"
        backLabel={t("forumPost.page.backToFeed")}
      />
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={post.title} />
      <ForumBreadcrumbs current={post.title} />
      <Paper component="article" withBorder radius="md" p={{ base: "md", sm: "lg" }} aria-labelledby="forum-post-title">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title order={1} id="forum-post-title" size="h2" style={{ overflowWrap: "anywhere" }}>
              {post.title}
            </Title>
            {/* The badges keep their full width; the title wraps instead (a long title squeezed them to "ANSW…"). */}
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <PostBadges post={post} />
            </Group>
          </Group>
          <ForumAuthor author={post.author} date={post.createdDate} edited={post.modifiedDate} size="md" />
          <ModerationNotice isHidden={post.isHidden} isUnderReview={post.isUnderReview} />
          <PostTags tags={post.tags} />
          {post.description && <ForumBody html={post.description} />}
          {post.imageUrl && (
            <Image src={post.imageUrl} alt={t("forumPost.page.imageAlt", { title: post.title })} radius="md" maw={720} fit="contain" />
          )}
          {post.answer && (
            <Text size="sm">
              <Anchor component={Link} to={{ hash: `#${encodeURIComponent(post.answer.id)}` }}>
                {t("forumPost.page.goToAnswer")}
              </Anchor>
            </Text>
          )}
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <VoteButtons target={post} kind="post" label={post.title} />
            {/* A moderator's deletion, as the author's: leave first, then the post leaves the cache. */}
            <PostActions post={post} onDeleted={leaveForFeed} />
          </Group>
          <ModerationBar post={post} onDeleted={leaveForFeed} />
        </Stack>
      </Paper>
      <PostComments post={post} />
    </Stack>
  );
}
