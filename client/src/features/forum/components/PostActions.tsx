/**
 * Bookmark and Follow toggles (aria-pressed) for a post, then Report (for whoever may report it) and the moderators'
 * menu (components/moderation/ModerationMenu: pin, hide, delete), and the Bookmark toggle for a comment. Optimistic like
 * the votes: the flag flips at once wherever the post or comment is shown (one normalized object) and comes back when
 * the server refuses, with the message. Bookmarking drops the cached bookmark lists (they gain an item; the bookmark
 * pages re-read them); un-bookmarking keeps them, so an entry on the bookmark page stays, unpressed, and can be
 * bookmarked again — as the Save toggle of jobs does. The mutation hooks (../mutations) own the optimistic answers and
 * the cache.
 */
import { useState, type ReactNode } from "react";
import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CommentBookmark_CommentFragment, PostActions_PostFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { BellIcon, BookmarkIcon } from "../../../ui/icons";
import { InlineActionError } from "../../../ui/ActionFeedback";
import { useBookmarkForumComment } from "../mutations/useBookmarkForumComment";
import { useBookmarkForumPost } from "../mutations/useBookmarkForumPost";
import { useFollowForumPost } from "../mutations/useFollowForumPost";
import { useUnbookmarkForumComment } from "../mutations/useUnbookmarkForumComment";
import { useUnbookmarkForumPost } from "../mutations/useUnbookmarkForumPost";
import { useUnfollowForumPost } from "../mutations/useUnfollowForumPost";
import { PostModerationMenu } from "./moderation/ModerationMenu";
import { ReportButton } from "./ReportDialog";

/** One aria-pressed toggle running `run(next)`; shows the server's refusal under it. */
function Toggle({
  pressed,
  label,
  children,
  icon,
  run,
  fallbackError,
}: {
  pressed: boolean;
  label: string;
  children: ReactNode;
  icon: ReactNode;
  run: (next: boolean) => Promise<unknown>;
  fallbackError: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await run(!pressed);
    } catch (e) {
      setError(readServerError(e).message || fallbackError);
    }
    setBusy(false);
  };
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant={pressed ? "light" : "subtle"}
        color={pressed ? undefined : "gray"}
        c={pressed ? undefined : "var(--tf-text-strong)"}
        aria-pressed={pressed}
        aria-label={label}
        // One request at a time; not `disabled`, which would drop keyboard focus from the button.
        aria-busy={busy}
        leftSection={icon}
        onClick={() => {
          if (!busy) void toggle();
        }}
      >
        {children}
      </Button>
      <InlineActionError error={error} />
    </Stack>
  );
}

/** `onDeleted`: what follows a moderator's deletion before the post leaves the cache (the post page leaves first). */
export function PostActions({
  post,
  withFollow = true,
  onDeleted,
}: {
  post: PostActions_PostFragment;
  withFollow?: boolean;
  onDeleted?: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [bookmark] = useBookmarkForumPost();
  const [unbookmark] = useUnbookmarkForumPost();
  const [follow] = useFollowForumPost();
  const [unfollow] = useUnfollowForumPost();
  const variables = { id: post.id };

  return (
    <Group gap={4} wrap="wrap" align="flex-start">
      <Toggle
        pressed={post.isBookmarked}
        label={t(post.isBookmarked ? "forumPost.bookmark.bookmarkedNamed" : "forumPost.bookmark.bookmarkNamed", { title: post.title })}
        icon={<BookmarkIcon filled={post.isBookmarked} />}
        fallbackError={t("forumPost.bookmark.error")}
        run={(next) => (next ? bookmark({ variables }) : unbookmark({ variables }))}
      >
        {post.isBookmarked ? t("forumPost.bookmark.bookmarked") : t("forumPost.bookmark.bookmark")}
      </Toggle>
      {withFollow && (
        <Toggle
          pressed={post.viewerFollows}
          label={t(post.viewerFollows ? "forumPost.follow.followingNamed" : "forumPost.follow.followNamed", { title: post.title })}
          icon={<BellIcon filled={post.viewerFollows} />}
          fallbackError={t("forumPost.follow.error")}
          run={(next) => (next ? follow({ variables }) : unfollow({ variables }))}
        >
          {post.viewerFollows ? t("forumPost.follow.following") : t("forumPost.follow.follow")}
        </Toggle>
      )}
      <ReportButton target={{ kind: "post", id: post.id, name: post.title }} mayReport={post.viewerMayReport} />
      <PostModerationMenu post={post} onDeleted={onDeleted} />
    </Group>
  );
}

export function CommentBookmarkButton({ comment }: { comment: CommentBookmark_CommentFragment }) {
  const { t } = useTranslation();
  const [bookmark] = useBookmarkForumComment();
  const [unbookmark] = useUnbookmarkForumComment();
  const variables = { id: comment.id };
  return (
    <Toggle
      pressed={comment.isBookmarked}
      label={t(comment.isBookmarked ? "forumPost.bookmark.commentBookmarked" : "forumPost.bookmark.commentBookmark")}
      icon={<BookmarkIcon filled={comment.isBookmarked} />}
      fallbackError={t("forumPost.bookmark.error")}
      run={(next) => (next ? bookmark({ variables }) : unbookmark({ variables }))}
    >
      {comment.isBookmarked ? t("forumPost.bookmark.bookmarked") : t("forumPost.bookmark.bookmark")}
    </Toggle>
  );
}
