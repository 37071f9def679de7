/**
 * A post in a list (feed, history, bookmarks, search): the title links to /forum/post/{id slug}; author and date, tags,
 * a plain-text excerpt of the body, the votes, comment count, Answered / Resolved / Announcement badges (words, not
 * colour alone) and the Bookmark / Follow toggles. Everything it shows comes from `PostCard_post`, one normalized
 * ForumPost, so a vote or bookmark made anywhere shows here without a refetch.
 * `headingOrder` keeps the outline right where the card sits (2 in a page's list, 3 under a section heading).
 */
import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PostCard_PostFragment } from "../../__generated__/graphql";
import { excerpt } from "../../lib/forumText";
import { CommentIcon } from "../icons";
import { ForumAuthor } from "./ForumAuthor";
import { PostActions } from "./PostActions";
import { VoteButtons } from "./VoteButtons";

export const postPath = (id: string) => `/forum/post/${encodeURIComponent(id)}`;

export function PostBadges({ post }: { post: Pick<PostCard_PostFragment, "isAnnouncement" | "isResolved" | "answerCount"> }) {
  const { t } = useTranslation();
  return (
    <>
      {post.isAnnouncement && (
        <Badge variant="light" color="grape" c="dark.7" radius="sm">
          {t("forumPost.announcement")}
        </Badge>
      )}
      {post.answerCount > 0 && (
        <Badge variant="light" color="teal" c="dark.7" radius="sm">
          {t("forumPost.answered")}
        </Badge>
      )}
      {post.isResolved && (
        <Badge variant="light" color="green" c="dark.7" radius="sm">
          {t("forumPost.resolved")}
        </Badge>
      )}
    </>
  );
}

export function PostTags({ tags }: { tags: PostCard_PostFragment["tags"] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" component="ul" className="plain-list" aria-label={t("forumPost.tags")}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Badge variant="outline" color="indigo" radius="sm" tt="none" c="indigo.9">
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
          <Group gap={4} wrap="nowrap">
            <PostBadges post={post} />
          </Group>
        </Group>
        <ForumAuthor author={post.author} date={post.createdDate} />
        {text && (
          <Text size="sm" c="dark.6">
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
