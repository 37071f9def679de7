/**
 * A post in a list (feed, history, bookmarks, search): the title links to /forum/post/{id slug}; author and date, tags,
 * a plain-text excerpt of the body (an announcement has none), the votes, comment count, Pinned / Announcement / Support /
 * Answered / Resolved / Hidden / Under review badges (words, not colour alone) with the hidden or reported notice its
 * author and moderators see, the Bookmark / Follow toggles, Report and the moderators' menu (PostActions). Everything it shows comes from `PostCard_post`, one normalized
 * ForumPost, so a vote or bookmark made anywhere shows here without a refetch.
 * `headingOrder` keeps the outline right where the card sits (2 in a page's list, 3 under a section heading).
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import type { PostCard_PostFragment } from "../../../__generated__/graphql";
import { excerpt } from "../lib/forumText";
import { CommentIcon } from "../../../ui/icons";
import { ForumAuthor } from "./ForumAuthor";
import { ModerationNotice } from "./moderation/ModerationNotice";
import { PostActions } from "./PostActions";
import { VoteButtons } from "./VoteButtons";

export const postPath = (id: string) => `/forum/post/${encodeURIComponent(id)}`;

type BadgeFlags = Pick<PostCard_PostFragment, "isAnnouncement" | "isResolved" | "answerCount"> &
  Partial<Pick<PostCard_PostFragment, "isSupport" | "isPinned" | "isHidden" | "isUnderReview">>;

/** A content state badge: its i18n key and colour (the text stays dark for contrast). */
export interface StateBadge {
  key: ParseKeys;
  color: string;
}

/** State badges in one row: posts and comments list theirs in the same way. */
export function StateBadges({ badges }: { badges: readonly (StateBadge | false | null | undefined)[] }) {
  const { t } = useTranslation();
  return (
    <>
      {badges.flatMap((b) =>
        b
          ? [
              <Badge key={b.key} variant="light" color={b.color} c="var(--tf-text-strong)" radius="sm">
                {t(b.key)}
              </Badge>,
            ]
          : [],
      )}
    </>
  );
}

/** The moderation states every reader who still sees the content is shown (its author, its moderators). */
export const moderationBadges = (c: { isHidden?: boolean; isUnderReview?: boolean }): (StateBadge | false)[] => [
  !!c.isHidden && { key: "forum.moderation.badge.hidden", color: "gray" },
  !!c.isUnderReview && { key: "forum.moderation.badge.underReview", color: "orange" },
];

export function PostBadges({ post }: { post: BadgeFlags }) {
  return (
    <StateBadges
      badges={[
        !!post.isPinned && { key: "forum.moderation.badge.pinned", color: "blue" },
        post.isAnnouncement && { key: "forumPost.announcement", color: "grape" },
        !!post.isSupport && { key: "forum.moderation.badge.support", color: "cyan" },
        post.answerCount > 0 && { key: "forumPost.answered", color: "teal" },
        post.isResolved && { key: "forumPost.resolved", color: "green" },
        ...moderationBadges(post),
      ]}
    />
  );
}

export function PostTags({ tags }: { tags: PostCard_PostFragment["tags"] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" component="ul" className="plain-list" aria-label={t("forumPost.tags")}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge variant="outline" color="indigo" radius="sm" tt="none" c="var(--tf-text-accent)">
            {tag.name}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

export function PostCard({ post, headingOrder = 2 }: { post: PostCard_PostFragment; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = excerpt(post.description);
  return (
    <Card component="article" withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingOrder} size="h4" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            <Anchor component={Link} to={postPath(post.id)} inherit c="inherit">
              {post.title}
            </Anchor>
          </Title>
          <Group gap={4} wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxWidth: "50%" }}>
            <PostBadges post={post} />
          </Group>
        </Group>
        <ForumAuthor author={post.author} date={post.createdDate} />
        <ModerationNotice isHidden={post.isHidden} isUnderReview={post.isUnderReview} />
        {text && (
          <Text size="sm" c="var(--tf-text-strong)">
            {text}
          </Text>
        )}
        <PostTags tags={post.tags} />
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Group gap="md" align="flex-start" wrap="wrap">
            <VoteButtons target={post} kind="post" label={post.title} />
            <Group gap={4} c="dimmed" mih={26}>
              <CommentIcon />
              <Text size="sm">{t("forumPost.commentCount", { count: post.commentCount })}</Text>
            </Group>
          </Group>
          <PostActions post={post} />
        </Group>
      </Stack>
    </Card>
  );
}
