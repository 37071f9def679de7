/**
 * Follow / Following toggle for a forum tag (aria-pressed), with its followers count. Optimistic: the count and the
 * pressed state change at once in every place the tag is shown (one normalized ForumTag; mutations/useFollowForumTag),
 * and Apollo drops the optimistic layer when the server refuses, so the old state comes back with a message.
 *
 * After the server confirms, the SPEC §4 browser-storage rules run (lib/forumSidebarStorage); when they clear the
 * stored sidebar tags, the sidebar's query is refetched (the server lists followed tags first).
 */
import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useTranslation } from "react-i18next";
import { ViewerDocument, type FollowTagButton_TagFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { afterFollow, afterUnfollow, browserStore } from "../lib/forumSidebarStorage";
import { useFollowForumTag } from "../mutations/useFollowForumTag";
import { useUnfollowForumTag } from "../mutations/useUnfollowForumTag";

/** The sidebar's operation name (ForumTagSidebar.graphql): refetched when the stored sidebar tags are cleared. */
export const SIDEBAR_QUERY = "ForumSidebar";

/**
 * SPEC §4 after the server confirmed: apply the rules, and when they cleared the stored sidebar tags refetch the
 * mounted sidebar (filtered by name among the active queries, so nothing is asked when no sidebar is on screen). The
 * sidebar stores the tags it shows once that answer is in.
 */
function applySidebarStorageRules(client: ApolloClient, viewerId: string, tagId: string, followed: boolean) {
  const store = browserStore();
  if (!store) return;
  const { cleared } = followed ? afterFollow(store, viewerId) : afterUnfollow(store, viewerId, tagId);
  if (cleared) void client.refetchQueries({ include: "active", onQueryUpdated: (q) => q.queryName === SIDEBAR_QUERY });
}

export function FollowTagButton({ tag, withCount = true }: { tag: FollowTagButton_TagFragment; withCount?: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const viewerId = useQuery(ViewerDocument).data?.viewer?.id ?? null;
  const [follow, followState] = useFollowForumTag(tag);
  const [unfollow, unfollowState] = useUnfollowForumTag(tag);
  const [error, setError] = useState<string | null>(null);
  const following = tag.viewerFollows;
  const busy = followState.loading || unfollowState.loading;

  const toggle = async () => {
    setError(null);
    const next = !following;
    try {
      if (next) await follow({ variables: { id: tag.id } });
      else await unfollow({ variables: { id: tag.id } });
    } catch (e) {
      setError(readServerError(e).message || t("forum.follow.error"));
      return;
    }
    if (viewerId) applySidebarStorageRules(client, viewerId, tag.id, next);
  };

  return (
    <Stack gap={2} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        {withCount && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {t("forum.follow.followers", { count: tag.followersCount })}
          </Text>
        )}
        <Button
          size="compact-xs"
          variant={following ? "light" : "default"}
          aria-pressed={following}
          aria-label={t(following ? "forum.follow.followingNamed" : "forum.follow.followNamed", { name: tag.name })}
          // One request at a time (a second click before the answer would act on a guess); not `disabled`, which
          // would drop keyboard focus from the button.
          aria-busy={busy}
          onClick={() => {
            if (!busy) void toggle();
          }}
        >
          {following ? t("forum.follow.following") : t("forum.follow.follow")}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="var(--tf-text-danger)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
