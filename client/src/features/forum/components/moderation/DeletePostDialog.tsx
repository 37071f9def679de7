/**
 * A moderator's Delete of someone else's post, asked first (a confirm dialog). Once the server deleted it the dialog
 * closes, `onDeleted` runs (the post page leaves for the feed) and the post leaves the cache (mutations/useDeleteForumPost).
 * A refusal closes the dialog and is said by the menu (`onError`).
 */
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../../lib/graphqlErrors";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { useDeleteForumPost } from "../../mutations/useDeleteForumPost";

export function DeletePostDialog({
  postId,
  opened,
  onClose,
  onDeleted,
  onError,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => Promise<void> | void;
  onError: (error: string | null) => void;
}) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteForumPost({
    onDeleted: async () => {
      onClose();
      await onDeleted?.();
    },
  });
  const confirm = async () => {
    onError(null);
    try {
      await remove({ variables: { id: postId } });
    } catch (e) {
      onClose();
      onError(readServerError(e).message || t("forum.moderation.deleteError"));
    }
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t("forum.moderation.confirmDeletePostTitle")}
      body={t("forum.moderation.confirmDeletePostBody")}
      confirmLabel={t("forum.moderation.deletePost")}
      cancelLabel={t("forum.moderation.keep")}
      loading={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
