/**
 * A tag as the tag browser and the search list it: name (linking to a post search for it, as in the sidebar),
 * description, followers count and the follow toggle; and, for forum admins, their actions on it (`actions`).
 */
import type { ReactNode } from "react";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { ForumTagItem_TagFragment } from "../../../__generated__/graphql";
import { forumTagFeedPath } from "../lib/forumSearchParams";
import { FollowTagButton } from "./FollowTagButton";

export function ForumTagItem({ tag, actions }: { tag: ForumTagItem_TagFragment; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" h="100%">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={forumTagFeedPath(tag.id)} fw={600} style={{ overflowWrap: "anywhere" }}>
            {tag.name}
          </Anchor>
          {tag.description && (
            <Text size="sm" c="dimmed">
              {tag.description}
            </Text>
          )}
          {actions}
        </Stack>
        <FollowTagButton tag={tag} />
      </Group>
    </Paper>
  );
}
