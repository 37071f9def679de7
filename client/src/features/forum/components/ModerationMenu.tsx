/**
 * The moderators' menu on a post or a comment, for whoever moderates it (`viewerIsModerator`: forum admins everywhere,
 * a class's instructors in their class forum): Pin / Unpin, Hide / Show again and Delete for a post; Hide / Show again
 * and Delete for a comment. Delete asks first (a confirm dialog) and is for other people's content: authors keep their
 * own Delete. The menu button is named with what it moderates, and its items are menu items (Mantine Menu).
 *
 * Pin and hide answer with the post or comment's flags, so the one normalized object shows them wherever it is listed;
 * a pin also drops the class forums' cached tabs (the Pinned tab). A deleted post is evicted with the lists that held
 * it; the post page leaves first (`onDeleted`). A refusal is said under the menu.
 *
 * Also here: the badges-with-words notice of a hidden or reported piece of content (`ModerationNotice`), which only
 * its author and its moderators ever see.
 */
import { useState, type ReactNode } from "react";
import { Button, Group, Menu, Stack, Text } from "@mantine/core";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  DeleteForumCommentDocument,
  DeleteForumPostDocument,
  HideForumCommentDocument,
  HideForumPostDocument,
  PinForumPostDocument,
  UnhideForumCommentDocument,
  UnhideForumPostDocument,
  UnpinForumPostDocument,
  type CommentModeration_CommentFragment,
  type PostModeration_PostFragment,
} from "../../../__generated__/graphql";
import { afterCommentDeleted, afterPostDeleted, afterPostPinned } from "../lib/forumCache";
import { readServerError } from "../../../lib/graphqlErrors";
import { InlineActionError } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { EyeOffIcon, FlagIcon, ShieldIcon } from "../../../ui/icons";

/** Why content is seen by so few: hidden by a moderator, or reported and waiting for review. Words, not colour alone. */
export function ModerationNotice({ isHidden, isUnderReview }: { isHidden: boolean; isUnderReview: boolean }) {
  const { t } = useTranslation();
  if (!isHidden && !isUnderReview) return null;
  return (
    <Stack gap={2}>
      {isHidden && (
        <Group gap={6} wrap="nowrap" c="gray.8">
          <EyeOffIcon />
          <Text size="sm" fw={500}>
            {t("forum.moderation.notice.hidden")}
          </Text>
        </Group>
      )}
      {isUnderReview && (
        <Group gap={6} wrap="nowrap">
          {/* Orange for the flag only: orange text falls below 4.5:1 on white. */}
          <Text component="span" c="orange.9" display="inline-flex">
            <FlagIcon />
          </Text>
          <Text size="sm" fw={500} c="dark.7">
            {t("forum.moderation.notice.underReview")}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

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
          <Button size="compact-sm" variant="light" color="indigo" c="indigo.9" leftSection={<ShieldIcon />} aria-label={label}>
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

/**
 * Pin / Unpin, Hide / Show again, Delete for a post. `onDeleted` runs after the server deleted it (the post page goes to
 * the feed, then drops the post from the cache); without it the post is dropped from the cache at once (a list).
 */
export function PostModerationMenu(props: { post: PostModeration_PostFragment; onDeleted?: () => Promise<void> | void }) {
  // Lists show many posts: the mutations are set up only where the viewer moderates.
  return props.post.viewerIsModerator ? <PostMenu {...props} /> : null;
}

function PostMenu({ post, onDeleted }: { post: PostModeration_PostFragment; onDeleted?: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pin] = useMutation(PinForumPostDocument, { update: (cache) => afterPostPinned(cache) });
  const [unpin] = useMutation(UnpinForumPostDocument, { update: (cache) => afterPostPinned(cache) });
  const [hide] = useMutation(HideForumPostDocument);
  const [unhide] = useMutation(UnhideForumPostDocument);
  const [remove, removeState] = useMutation(DeleteForumPostDocument);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(readServerError(e).message || t("forum.moderation.error"));
    }
  };
  const variables = { id: post.id };
  const deletePost = async () => {
    setError(null);
    try {
      await remove({ variables });
    } catch (e) {
      setConfirming(false);
      setError(readServerError(e).message || t("forum.moderation.deleteError"));
      return;
    }
    setConfirming(false);
    if (onDeleted) await onDeleted();
    else afterPostDeleted(client.cache, post.id);
  };

  return (
    <ModerationMenuFrame
      label={t("forum.moderation.menuPostNamed", { title: post.title })}
      error={error}
      dialog={
        <ConfirmDialog
          opened={confirming}
          title={t("forum.moderation.confirmDeletePostTitle")}
          body={t("forum.moderation.confirmDeletePostBody")}
          confirmLabel={t("forum.moderation.deletePost")}
          cancelLabel={t("forum.moderation.keep")}
          loading={removeState.loading}
          onConfirm={() => void deletePost()}
          onClose={() => setConfirming(false)}
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
        <Menu.Item color="red.9" onClick={() => setConfirming(true)}>
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
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [hide] = useMutation(HideForumCommentDocument);
  const [unhide] = useMutation(UnhideForumCommentDocument);
  const [remove, removeState] = useMutation(DeleteForumCommentDocument);

  const variables = { id: comment.id };
  const toggleHidden = async () => {
    setError(null);
    try {
      if (comment.isHidden) await unhide({ variables });
      else await hide({ variables });
    } catch (e) {
      setError(readServerError(e).message || t("forum.moderation.error"));
    }
  };
  const deleteComment = async () => {
    setError(null);
    try {
      await remove({
        variables,
        update: (cache) => afterCommentDeleted(cache, postId, comment.id, 1 + (comment.replyCount ?? 0), comment.isAnswer ?? false),
      });
    } catch (e) {
      setError(readServerError(e).message || t("forum.moderation.deleteError"));
    }
    setConfirming(false);
  };

  return (
    <ModerationMenuFrame
      label={t("forum.moderation.menuCommentNamed", { name: authorName })}
      error={error}
      dialog={
        !onDelete && (
          <ConfirmDialog
            opened={confirming}
            title={t("forum.moderation.confirmDeleteCommentTitle")}
            body={t("forum.moderation.confirmDeleteCommentBody")}
            confirmLabel={t("forum.moderation.deleteComment")}
            cancelLabel={t("forum.moderation.keep")}
            loading={removeState.loading}
            onConfirm={() => void deleteComment()}
            onClose={() => setConfirming(false)}
          />
        )
      }
    >
      <Menu.Item onClick={() => void toggleHidden()}>
        {comment.isHidden ? t("forum.moderation.unhide") : t("forum.moderation.hide")}
      </Menu.Item>
      {!comment.viewerMayEdit && (
        <Menu.Item color="red.9" onClick={() => (onDelete ? onDelete() : setConfirming(true))}>
          {t("forum.moderation.delete")}
        </Menu.Item>
      )}
    </ModerationMenuFrame>
  );
}
