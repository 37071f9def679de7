/**
 * A moderator's Delete of someone else's comment where no page handles it (a comment card in a list), asked first (a
 * confirm dialog). The comment leaves the cache with its replies (mutations/useDeleteForumComment); a refusal is said by
 * the menu (`onError`). The dialog closes either way.
 */
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../../lib/graphqlErrors";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { useDeleteForumComment } from "../../mutations/useDeleteForumComment";

export function DeleteCommentDialog({
  comment,
  postId,
  opened,
  onClose,
  onError,
}: {
  comment: { id: string; replyCount?: number; isAnswer?: boolean };
  postId: string;
  opened: boolean;
  onClose: () => void;
  onError: (error: string | null) => void;
}) {
  const { t } = useTranslation();
  const [remove, { loading }] = useDeleteForumComment({ postId });
  const confirm = async () => {
    onError(null);
    try {
      await remove({ id: comment.id, replies: comment.replyCount ?? 0, isAnswer: comment.isAnswer ?? false });
    } catch (e) {
      onError(readServerError(e).message || t("forum.moderation.deleteError"));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t("forum.moderation.confirmDeleteCommentTitle")}
      body={t("forum.moderation.confirmDeleteCommentBody")}
      confirmLabel={t("forum.moderation.deleteComment")}
      cancelLabel={t("forum.moderation.keep")}
      loading={loading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
