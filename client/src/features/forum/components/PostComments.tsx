/**
 * The comments of a post on its page: top-level comments oldest first, 10 a page (?page=), each with its replies
 * (one level; a reply to a reply is filed under the same comment by the server), votes, bookmark, Reply, Edit and
 * Delete for its author (Delete behind a confirm dialog), and Mark as answer / Unmark answer for whoever may moderate
 * the post (its author or a moderator: `viewerMayModerate`). The answer is highlighted and labelled. Readers may
 * report a comment (Report); its moderators hide, show again or delete it (the moderators' menu, with the same delete
 * confirmation as the author's). A hidden or reported comment is marked for the few who still see it.
 *
 * Every comment is an <article id="{comment id slug}">, so /forum/post/{id}#{comment id} jumps to it. When the hash
 * names a comment that is not on the page shown, `forumComment(id) { pageInPost }` says which page holds it; that
 * page opens (the hash kept) and the comment is scrolled to and focused.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useLazyQuery, useQuery } from "@apollo/client/react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ForumCommentMarkdownDocument,
  ForumCommentPlaceDocument,
  ForumPostCommentsDocument,
  type ForumPostPageQuery,
  type PostPage_CommentFragment,
} from "../../../__generated__/graphql";
import { ActionFeedback, InlineActionError } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ListPagination } from "../../../ui/ListPagination";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { CheckCircleIcon } from "../../../ui/icons";
import { readServerError } from "../../../lib/graphqlErrors";
import { parsePage } from "../../../lib/pageParam";
import { personName } from "../../../lib/personName";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { ForumAuthor } from "./ForumAuthor";
import { ForumBody } from "./ForumBody";
import { MarkdownEditor } from "./MarkdownEditor";
import { CommentModerationMenu } from "./moderation/ModerationMenu";
import { ModerationNotice } from "./moderation/ModerationNotice";
import { CommentBookmarkButton } from "./PostActions";
import { ReportButton } from "./ReportDialog";
import { VoteButtons } from "./VoteButtons";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { FORUM_COMMENT_PAGE_SIZE } from "@server/forum/modules/comments/rules/comments";
import { MAX_PAGE_SIZE } from "@server/shared/page-size";
import { useCreateForumComment } from "../mutations/useCreateForumComment";
import { useDeleteForumComment } from "../mutations/useDeleteForumComment";
import { useMarkForumCommentAnswer } from "../mutations/useMarkForumCommentAnswer";
import { useUnmarkForumCommentAnswer } from "../mutations/useUnmarkForumCommentAnswer";
import { useUpdateForumComment } from "../mutations/useUpdateForumComment";

/** Top-level comments a page on the post page: the list's own size. */
const COMMENTS_PAGE_SIZE = FORUM_COMMENT_PAGE_SIZE;
/** Replies shown under a comment: all of them in practice (the largest page). */
const REPLIES_PAGE_SIZE = MAX_PAGE_SIZE;

type Post = NonNullable<ForumPostPageQuery["forumPost"]>;
type Comment = PostPage_CommentFragment;
type WithReplies = Comment & { replies: { items: Comment[] } };

/** The short id a post or comment id slug starts with (old and new slugs of one post share it). */
const shortIdOf = (idSlug: string) => idSlug.slice(0, 8);

/** A Markdown form (Write and Preview) for a comment, a reply or an edit; the server's message shown. */
function CommentForm({
  label,
  submitLabel,
  initial = "",
  onSubmit,
  onCancel,
  fallbackError,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (markdown: string) => Promise<unknown>;
  onCancel?: () => void;
  fallbackError: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!text.trim()) return setError(t("forumPostForm.required"));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      setText("");
    } catch (e) {
      const err = readServerError(e);
      setError(err.fields.description ?? (err.message || fallbackError));
    }
    setBusy(false);
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <MarkdownEditor
          label={label}
          description={t("forumPost.comments.hint")}
          value={text}
          onChange={setText}
          error={error}
          minRows={3}
          maxRows={12}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
        />
        <Group gap="xs" justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t("forumPost.comments.cancel")}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The edit form of a comment, opened on its Markdown source (asked for when the form opens). */
function EditCommentForm({
  commentId,
  onCancel,
  onSubmit,
}: {
  commentId: string;
  onCancel: () => void;
  onSubmit: (markdown: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { data, loading, refetch } = useQuery(ForumCommentMarkdownDocument, { variables: { id: commentId } });
  const markdown = data?.forumComment?.markdown;
  if (markdown == null) {
    if (loading) return <Loader size="sm" aria-label={t("forumPost.comments.editLoading")} />;
    return <ListError message={t("forumPost.comments.editLoadError")} onRetry={() => void refetch()} />;
  }
  return (
    <CommentForm
      label={t("forumPost.comments.editNamed")}
      submitLabel={t("forumPost.comments.save")}
      initial={markdown}
      fallbackError={t("forumPost.comments.saveError")}
      autoFocus
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}

interface ItemActions {
  post: Post;
  targetId: string;
  onDelete: (c: Comment, parentId: string | null) => void;
}

function CommentItem({
  comment,
  parentId,
  replies,
  post,
  targetId,
  onDelete,
}: ItemActions & { comment: Comment; parentId: string | null; replies?: Comment[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [update] = useUpdateForumComment();
  const [create] = useCreateForumComment();
  const [mark, markState] = useMarkForumCommentAnswer({ previousAnswerId: post.answer?.id ?? null });
  const [unmark, unmarkState] = useUnmarkForumCommentAnswer();
  const name = personName(comment.author, t);
  const topLevel = parentId == null;
  const targeted = targetId === comment.id;

  const toggleAnswer = async () => {
    setAnswerError(null);
    try {
      if (comment.isAnswer) await unmark({ variables: { id: comment.id } });
      else await mark({ variables: { id: comment.id } });
    } catch (e) {
      setAnswerError(readServerError(e).message || t("forumPost.comments.answerError"));
    }
  };

  return (
    <Paper
      component="article"
      id={comment.id}
      tabIndex={-1}
      aria-label={t("forumPost.comments.byline", { name })}
      withBorder
      radius="md"
      p="md"
      bg={comment.isAnswer ? "var(--mantine-color-teal-light)" : undefined}
      style={{
        scrollMarginTop: 80,
        ...(comment.isAnswer ? { borderColor: "var(--mantine-color-teal-7)", borderWidth: 2 } : {}),
        ...(targeted ? { outline: "2px solid var(--mantine-color-indigo-6)", outlineOffset: 2 } : {}),
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ForumAuthor author={comment.author} date={comment.createdDate} edited={comment.modifiedDate} />
          {comment.isAnswer && (
            <Badge color="teal.9" variant="filled" radius="sm" leftSection={<CheckCircleIcon width={12} height={12} />}>
              {t("forumPost.answer")}
            </Badge>
          )}
        </Group>
        <ModerationNotice isHidden={comment.isHidden} isUnderReview={comment.isUnderReview} />
        {editing ? (
          <EditCommentForm
            commentId={comment.id}
            onCancel={() => setEditing(false)}
            onSubmit={async (description) => {
              await update({ variables: { id: comment.id, description } });
              setEditing(false);
            }}
          />
        ) : (
          <ForumBody html={comment.description} />
        )}
        <Group gap="xs" wrap="wrap" align="flex-start">
          <VoteButtons target={comment} kind="comment" label={t("forumPost.comments.byline", { name })} />
          <CommentBookmarkButton comment={comment} />
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={replying}
            aria-label={t("forumPost.comments.replyTo", { name })}
            onClick={() => setReplying((r) => !r)}
          >
            {t("forumPost.comments.reply")}
          </Button>
          {topLevel && post.viewerMayModerate && (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              c="var(--tf-text-success)"
              loading={markState.loading || unmarkState.loading}
              onClick={() => void toggleAnswer()}
            >
              {comment.isAnswer ? t("forumPost.comments.unmarkAnswer") : t("forumPost.comments.markAnswer")}
            </Button>
          )}
          {comment.viewerMayEdit && !editing && (
            <>
              <Button size="compact-sm" variant="subtle" aria-label={t("forumPost.comments.editNamed")} onClick={() => setEditing(true)}>
                {t("forumPost.comments.edit")}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                c="var(--tf-text-danger)"
                aria-label={t("forumPost.comments.deleteNamed")}
                onClick={() => onDelete(comment, parentId)}
              >
                {t("forumPost.comments.delete")}
              </Button>
            </>
          )}
          <ReportButton target={{ kind: "comment", id: comment.id, name }} mayReport={comment.viewerMayReport} />
          <CommentModerationMenu comment={comment} authorName={name} postId={post.id} onDelete={() => onDelete(comment, parentId)} />
        </Group>
        <InlineActionError error={answerError} />
        {replies && replies.length > 0 && (
          <Stack
            component="ul"
            className="plain-list"
            gap="xs"
            pl={{ base: "sm", sm: "xl" }}
            aria-label={t("forumPost.comments.replies", { name })}
          >
            {replies.map((r) => (
              <li key={r.id}>
                <CommentItem comment={r} parentId={comment.id} post={post} targetId={targetId} onDelete={onDelete} />
              </li>
            ))}
          </Stack>
        )}
        {replying && (
          <CommentForm
            label={t("forumPost.comments.yourReply", { name })}
            submitLabel={t("forumPost.comments.sendReply")}
            fallbackError={t("forumPost.comments.postError")}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (description) => {
              await create({ variables: { postId: post.id, parentCommentId: comment.id, description, pageSize: COMMENTS_PAGE_SIZE } });
              setReplying(false);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

export function PostComments({ post }: { post: Post }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const page = parsePage(params.get("page"));
  const targetId = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : "";
  const query = useQuery(ForumPostCommentsDocument, {
    ...PARTIAL_DATA,
    variables: { id: post.id, page, pageSize: COMMENTS_PAGE_SIZE, repliesPageSize: REPLIES_PAGE_SIZE },
  });
  const [findPlace] = useLazyQuery(ForumCommentPlaceDocument);
  const [create] = useCreateForumComment();
  const [remove] = useDeleteForumComment({ postId: post.id });
  const [gone, setGone] = useState(false);
  /** The target already dealt with on this page, so re-renders do not scroll again. */
  const handled = useRef<string | null>(null);
  const result = query.data?.forumPost?.comments;
  const items = result?.items as WithReplies[] | undefined;

  const goTo = useCallback(
    (next: number, keepHash: string) =>
      void navigate(
        { search: `?page=${next}`, hash: keepHash ? `#${encodeURIComponent(keepHash)}` : "" },
        { replace: !!keepHash, preventScrollReset: true },
      ),
    [navigate],
  );

  useEffect(() => {
    if (!targetId || !items) return;
    const key = `${targetId}@${page}`;
    if (handled.current === key) return;
    handled.current = key;
    const element = document.getElementById(targetId);
    if (element) {
      setGone(false);
      element.scrollIntoView({ block: "start" });
      element.focus({ preventScroll: true });
      return;
    }
    // Not on this page: ask which page of this post holds it.
    void findPlace({ variables: { id: targetId, pageSize: COMMENTS_PAGE_SIZE } }).then(({ data }) => {
      const place = data?.forumComment;
      if (!place || shortIdOf(place.post.id) !== shortIdOf(post.id) || place.pageInPost === page) setGone(true);
      else goTo(place.pageInPost, targetId);
    });
    // Runs again when the target, the page or its items change.
  }, [targetId, items, page, post.id, findPlace, goTo]);

  const deletion = useConfirmedAction<{ comment: Comment; parentId: string | null }>(
    async ({ comment, parentId }) => {
      // A reply has no replies of its own.
      await remove({ id: comment.id, replies: parentId ? 0 : comment.replyCount, isAnswer: comment.isAnswer });
      return t("forumPost.comments.deleted");
    },
    t("forumPost.comments.deleteError"),
    async () => undefined,
  );

  const body = () => {
    if (query.loading && !result) return <ListLoading label={t("forumPost.comments.loading")} />;
    if (query.error && !result) return <ListError message={t("forumPost.comments.error")} onRetry={() => void query.refetch()} />;
    if (!items || items.length === 0) return <Text c="dimmed">{t("forumPost.comments.empty")}</Text>;
    return (
      <>
        <Stack component="ul" className="plain-list" gap="sm" aria-labelledby={headingId}>
          {items.map((c) => (
            <li key={c.id}>
              <CommentItem
                comment={c}
                parentId={null}
                replies={c.replies.items}
                post={post}
                targetId={targetId}
                onDelete={(comment, parentId) => deletion.setPending({ comment, parentId })}
              />
            </li>
          ))}
        </Stack>
        <ListPagination
          page={result!.pageInfo.page}
          pageInfo={result!.pageInfo}
          onChange={(next) => {
            goTo(next, "");
            document.getElementById(headingId)?.scrollIntoView({ block: "start" });
          }}
        />
      </>
    );
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} size="h3">
        {t("forumPost.comments.title", { count: post.commentCount })}
      </Title>
      {gone && (
        <Alert color="yellow" variant="light" role="status">
          {t("forumPost.comments.gone")}
        </Alert>
      )}
      <ActionFeedback done={deletion.done} error={deletion.error} />
      {body()}
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb="xs">
          {t("forumPost.comments.write")}
        </Title>
        <CommentForm
          label={t("forumPost.comments.yourComment")}
          submitLabel={t("forumPost.comments.submit")}
          fallbackError={t("forumPost.comments.postError")}
          onSubmit={async (description) => {
            const { data } = await create({ variables: { postId: post.id, description, pageSize: COMMENTS_PAGE_SIZE } });
            // Open the page that holds the new comment and jump to it.
            const created = data?.createForumComment;
            if (created) {
              handled.current = null;
              goTo(created.pageInPost, created.id);
            }
          }}
        />
      </Paper>
      <ConfirmDialog
        opened={deletion.pending != null}
        title={t("forumPost.comments.confirmDeleteTitle")}
        body={t("forumPost.comments.confirmDeleteBody")}
        confirmLabel={t("forumPost.comments.confirmDelete")}
        cancelLabel={t("forumPost.page.keep")}
        onConfirm={() => void deletion.run()}
        onClose={() => deletion.setPending(null)}
      />
    </Stack>
  );
}
