/**
 * The forum's tag sidebar: each category (GENERAL, SKILL, CAREER) with 3 of its tags (SPEC §9), followed tags first
 * (the server's order), each with its followers count and a follow toggle. A tag's name links to a post search for it
 * (the contract has no tag filter on the feed).
 *
 * SPEC §4: while the has-following flag is set, the followed tags the sidebar shows are stored as the sidebar choices
 * once an answer is in (not mid-refetch: a refetch after the rules cleared them brings the new order). FollowTagButton
 * applies the rules and refetches this query when they clear the stored tags.
 *
 * Above the tags, "My class forums" lists the viewer's classes (student or instructor), each linking to its class
 * forum; it is left out while there are none (and while loading, or if it fails: the tags do not wait for it).
 */
import { useEffect, useId } from "react";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumMyClassesDocument, ForumSidebarDocument, ViewerDocument } from "../../../__generated__/graphql";
import { browserStore, rememberSidebarTags, shownFollowedTagIds } from "../lib/forumSidebarStorage";
import { forumTagFeedPath } from "../lib/forumSearchParams";
import { classForumPath } from "../lib/forumTabs";
import { QueryListBody } from "../../../ui/ListStates";
import { FollowTagButton } from "./FollowTagButton";

/** The viewer's class forums, by title; nothing when they belong to no class. */
function MyClassForums() {
  const { t } = useTranslation();
  const headingId = useId();
  const classes = useQuery(ForumMyClassesDocument).data?.myForumClasses ?? [];
  if (classes.length === 0) return null;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("forum.classForum.sidebar.title")}
        </Title>
        <Stack component="ul" gap={6} className="plain-list" aria-labelledby={headingId}>
          {classes.map((c) => (
            <li key={c.id}>
              <Anchor component={Link} to={classForumPath(c.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
                {c.title}
              </Anchor>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ForumTagSidebar() {
  return (
    <Stack gap="md">
      <MyClassForums />
      <TagSidebar />
    </Stack>
  );
}

function TagSidebar() {
  const { t } = useTranslation();
  const headingId = useId();
  const viewerId = useQuery(ViewerDocument).data?.viewer?.id ?? null;
  const query = useQuery(ForumSidebarDocument);
  const categories = query.data?.forumCategories;

  useEffect(() => {
    const store = browserStore();
    if (store && viewerId && categories && !query.loading) rememberSidebarTags(store, viewerId, shownFollowedTagIds(categories));
  }, [viewerId, categories, query.loading]);

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t("forum.sidebar.title")}
        </Title>
        <QueryListBody
          query={query}
          isEmpty={categories?.length === 0}
          messages={{ loading: t("forum.sidebar.loading"), error: t("forum.sidebar.error"), empty: t("forum.sidebar.empty") }}
        >
          {categories?.map((category) => (
            <Stack key={category.id} gap={6}>
              <Title order={3} size="h6" id={`${headingId}-${category.id}`}>
                {t(`forum.category.${category.name}`)}
              </Title>
              <Stack component="ul" gap={6} className="plain-list" aria-labelledby={`${headingId}-${category.id}`}>
                {category.tags.map((tag) => (
                  <Group component="li" key={tag.id} justify="space-between" gap="xs" wrap="nowrap">
                    {/* The count under the name leaves the narrow column's width to the name. */}
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={forumTagFeedPath(tag.id)} size="sm" style={{ overflowWrap: "anywhere" }}>
                        {tag.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t("forum.follow.followers", { count: tag.followersCount })}
                      </Text>
                    </Stack>
                    <FollowTagButton tag={tag} withCount={false} />
                  </Group>
                ))}
              </Stack>
              {category.tags.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t("forum.sidebar.noTags")}
                </Text>
              )}
            </Stack>
          ))}
        </QueryListBody>
        <Anchor component={Link} to="/forum/tag/browse" size="sm">
          {t("forum.sidebar.browseAll")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
