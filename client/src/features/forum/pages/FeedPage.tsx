/**
 * /forum/feed?page=&tag= (logged in): every live post — or, with `tag`, the posts filed under that tag (where the
 * sidebar's and tag browser's tag names lead) — newest first, 6 a page (SPEC §9), as post cards with their votes,
 * bookmark and follow toggles; a "New post" button; the forum breadcrumbs (Forum › Browse tags › Feed). The list is
 * re-read on every visit (other people post), while a vote or bookmark made here changes the one cached ForumPost the
 * post page shows too. After deleting a post the post page comes back here with a note (location state).
 */
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumFeedDocument, ForumFeedTagDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { PostPagedList } from "../components/ForumPagedLists";
import { ListEmpty } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { FORUM_POST_PAGE_SIZE } from "@server/forum/modules/shared/rules/listing";

/** What the post page hands over after a deletion. */
export interface FeedLocationState {
  notice?: string;
}

export default function FeedPage() {
  const { t } = useTranslation();
  const notice = (useLocation().state as FeedLocationState | null)?.notice ?? null;
  const { page, setPage } = usePagedSearchParams();
  const tagId = useSearchParams()[0].get("tag")?.trim() || null;
  const { data, loading, error, refetch } = useQuery(ForumFeedDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: FORUM_POST_PAGE_SIZE, tagId },
    fetchPolicy: "cache-and-network",
  });
  const tag = useQuery(ForumFeedTagDocument, { variables: { id: tagId ?? "" }, skip: !tagId }).data?.forumTag ?? null;
  const newPost = (
    <Button component={Link} to="/forum/post/new">
      {t("forumFeed.newPost")}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t("forumFeed.title")} />
      <ForumBreadcrumbs current={t("forumFeed.crumb")} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{tagId ? t("forumFeed.tagHeading", { tag: tag?.name ?? tagId }) : t("forumFeed.heading")}</Title>
        {newPost}
      </Group>
      {tagId && (
        <Group gap="sm">
          {tag?.description && <Text c="dimmed">{tag.description}</Text>}
          <Anchor component={Link} to="/forum/feed">
            {t("forumFeed.allPosts")}
          </Anchor>
        </Group>
      )}
      <ActionFeedback done={notice} error={null} />
      {data?.forumPosts.pageInfo.knownCount === 0 ? (
        <ListEmpty message={tagId ? t("forumFeed.emptyTag") : t("forumFeed.empty")} />
      ) : (
        <PostPagedList
          messages="forumFeed"
          label={t("forumFeed.listLabel")}
          result={data?.forumPosts}
          {...{ loading, error, refetch, page, setPage }}
        />
      )}
    </Stack>
  );
}
