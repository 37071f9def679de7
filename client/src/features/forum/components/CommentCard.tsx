/**
 * A comment in a list (history, bookmarks): an excerpt linking to the comment on its post
 * (/forum/post/{post id slug}#{comment id slug}), the post it belongs to, author and date, an Answer badge, the votes
 * and the Bookmark toggle, the hidden or reported notice (seen by its author and moderators), Report, and the
 * moderators' menu (hide, delete) — all from `CommentCard_comment`, one normalized ForumComment.
 */
import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CommentCard_CommentFragment } from "../../../__generated__/graphql";
import { excerpt } from "../lib/forumText";
import { personName } from "../../../lib/personName";
import { ForumAuthor } from "./ForumAuthor";
import { CommentModerationMenu } from "./moderation/ModerationMenu";
import { ModerationNotice } from "./moderation/ModerationNotice";
import { CommentBookmarkButton } from "./PostActions";
import { ReportButton } from "./ReportDialog";
import { StateBadges, moderationBadges, postPath } from "./PostCard";
import { VoteButtons } from "./VoteButtons";

export const commentPath = (postId: string, commentId: string) => `${postPath(postId)}#${encodeURIComponent(commentId)}`;

export function CommentCard({ comment }: { comment: CommentCard_CommentFragment }) {
  const { t } = useTranslation();
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {t("forumPost.commentOn")}{" "}
            <Anchor component={Link} to={postPath(comment.post.id)} inherit fw={600}>
              {comment.post.title}
            </Anchor>
          </Text>
          <Group gap={4} wrap="wrap" justify="flex-end">
            <StateBadges badges={[comment.isAnswer && { key: "forumPost.answer", color: "teal" }, ...moderationBadges(comment)]} />
          </Group>
        </Group>
        <ForumAuthor author={comment.author} date={comment.createdDate} />
        <ModerationNotice isHidden={comment.isHidden} isUnderReview={comment.isUnderReview} />
        <Anchor component={Link} to={commentPath(comment.post.id, comment.id)} size="sm" c="var(--tf-text-strong)">
          {excerpt(comment.description, 240)}
        </Anchor>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <VoteButtons target={comment} kind="comment" label={t("forumPost.commentOnTitle", { title: comment.post.title })} />
          <Group gap={4} wrap="wrap" align="flex-start">
            <CommentBookmarkButton comment={comment} />
            <ReportButton
              target={{ kind: "comment", id: comment.id, name: personName(comment.author, t) }}
              mayReport={comment.viewerMayReport}
            />
            <CommentModerationMenu comment={comment} authorName={personName(comment.author, t)} postId={comment.post.id} />
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
