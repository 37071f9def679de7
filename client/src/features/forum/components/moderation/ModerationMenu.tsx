/**
 * The moderators' menu on a post or a comment, for whoever moderates it (`viewerIsModerator`: forum admins everywhere,
 * a class's instructors in their class forum): Pin / Unpin, Hide / Show again and Delete for a post; Hide / Show again
 * and Delete for a comment. Delete asks first (DeletePostDialog, DeleteCommentDialog) and is for other people's content:
 * authors keep their own Delete. The menu button is named with what it moderates, and its items are menu items (Mantine
 * Menu). A refusal is said under the menu.
 *
 * This file renders the menus; each action is a mutation hook (../../mutations), which owns what the cache does: pin and
 * hide answer with the post or comment's flags, so the one normalized object shows them wherever it is listed; a pin
 * also drops the class forums' cached tabs (the Pinned tab); a deleted post is evicted with the lists that held it, after
 * the post page left (`onDeleted`).
 */
import { useState, type ReactNode } from "react";
import { Button, Menu, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CommentModeration_CommentFragment, PostModeration_PostFragment } from "../../../../__generated__/graphql";
import { readServerError } from "../../../../lib/graphqlErrors";
import { InlineActionError } from "../../../../ui/ActionFeedback";
import { ShieldIcon } from "../../../../ui/icons";
import { useHideForumComment } from "../../mutations/useHideForumComment";
import { useHideForumPost } from "../../mutations/useHideForumPost";
import { usePinForumPost } from "../../mutations/usePinForumPost";
import { useUnhideForumComment } from "../../mutations/useUnhideForumComment";
import { useUnhideForumPost } from "../../mutations/useUnhideForumPost";
import { useUnpinForumPost } from "../../mutations/useUnpinForumPost";
import { DeleteCommentDialog } from "./DeleteCommentDialog";
import { DeletePostDialog } from "./DeletePostDialog";

/** The menu's frame: a named button, its items, one refusal line, and the delete confirmation. */
function ModerationMenuFrame({
  label,
  error,
  children,
  dialog,
}: {
  label: string;
  error: string | null;
  children: ReactNode;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      {/* No focus placeholder: focus goes to the first item (the ARIA menu pattern), and the menu holds only menu items. */}
      <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="light"
            color="indigo"
            c="var(--tf-text-accent)"
            leftSection={<ShieldIcon />}
            aria-label={label}
          >
            {t("forum.moderation.menu")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>{children}</Menu.Dropdown>
      </Menu>
      <InlineActionError error={error} />
      {dialog}
    </Stack>
  );
}

/** The menu's one refusal line: each action clears it first, and a refused one says why. */
function useRefusal() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(readServerError(e).message || t("forum.moderation.error"));
    }
  };
  return { error, setError, run };
}

/**
 * Pin / Unpin, Hide / Show again, Delete for a post. `onDeleted` runs after the server deleted it (the post page goes to
 * the feed), before the post is dropped from the cache; without it the post is dropped at once (a list).
 */
export function PostModerationMenu(props: { post: PostModeration_PostFragment; onDeleted?: () => Promise<void> | void }) {
  // Lists show many posts: the mutations are set up only where the viewer moderates.
  return props.post.viewerIsModerator ? <PostMenu {...props} /> : null;
}

function PostMenu({ post, onDeleted }: { post: PostModeration_PostFragment; onDeleted?: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const { error, setError, run } = useRefusal();
  const [confirming, setConfirming] = useState(false);
  const [pin] = usePinForumPost();
  const [unpin] = useUnpinForumPost();
  const [hide] = useHideForumPost();
  const [unhide] = useUnhideForumPost();
  const variables = { id: post.id };

  return (
    <ModerationMenuFrame
      label={t("forum.moderation.menuPostNamed", { title: post.title })}
      error={error}
      dialog={
        <DeletePostDialog
          postId={post.id}
          opened={confirming}
          onClose={() => setConfirming(false)}
          onDeleted={onDeleted}
          onError={setError}
        />
      }
    >
      <Menu.Item onClick={() => void run(() => (post.isPinned ? unpin({ variables }) : pin({ variables })))}>
        {post.isPinned ? t("forum.moderation.unpin") : t("forum.moderation.pin")}
      </Menu.Item>
      <Menu.Item onClick={() => void run(() => (post.isHidden ? unhide({ variables }) : hide({ variables })))}>
        {post.isHidden ? t("forum.moderation.unhide") : t("forum.moderation.hide")}
      </Menu.Item>
      {/* Authors delete their own posts with their own Delete. */}
      {!post.viewerMayEdit && (
        <Menu.Item color="var(--tf-text-danger)" onClick={() => setConfirming(true)}>
          {t("forum.moderation.delete")}
        </Menu.Item>
      )}
    </ModerationMenuFrame>
  );
}

/**
 * Hide / Show again, Delete for a comment. `onDelete` hands the deletion to the caller (the post page's comments ask
 * and update their pages themselves); without it the menu asks and deletes, and the cache drops the comment.
 */
interface CommentMenuProps {
  comment: CommentModeration_CommentFragment & { replyCount?: number; isAnswer?: boolean };
  authorName: string;
  postId: string;
  onDelete?: () => void;
}

export function CommentModerationMenu(props: CommentMenuProps) {
  return props.comment.viewerIsModerator ? <CommentMenu {...props} /> : null;
}

function CommentMenu({ comment, authorName, postId, onDelete }: CommentMenuProps) {
  const { t } = useTranslation();
  const { error, setError, run } = useRefusal();
  const [confirming, setConfirming] = useState(false);
  const [hide] = useHideForumComment();
  const [unhide] = useUnhideForumComment();
  const variables = { id: comment.id };

  return (
    <ModerationMenuFrame
      label={t("forum.moderation.menuCommentNamed", { name: authorName })}
      error={error}
      dialog={
        !onDelete && (
          <DeleteCommentDialog
            comment={comment}
            postId={postId}
            opened={confirming}
            onClose={() => setConfirming(false)}
            onError={setError}
          />
        )
      }
    >
      <Menu.Item onClick={() => void run(() => (comment.isHidden ? unhide({ variables }) : hide({ variables })))}>
        {comment.isHidden ? t("forum.moderation.unhide") : t("forum.moderation.hide")}
      </Menu.Item>
      {!comment.viewerMayEdit && (
        <Menu.Item color="var(--tf-text-danger)" onClick={() => (onDelete ? onDelete() : setConfirming(true))}>
          {t("forum.moderation.delete")}
        </Menu.Item>
      )}
    </ModerationMenuFrame>
  );
}
