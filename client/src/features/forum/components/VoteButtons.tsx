/**
 * Vote up / vote down toggles (aria-pressed) for a post or a comment, with the up and down counts and the score.
 * Pressing the pressed button takes the vote back (NONE); pressing the other one switches it. Optimistic: the counts
 * and flags are computed from the current values (mutations/useVoteForumPost, useVoteForumComment), so every place
 * showing the same ForumPost / ForumComment (one normalized object) changes at once; when the server refuses, Apollo
 * drops the optimistic layer (the old values come back) and the message is shown.
 */
import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ForumVoteValue } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { ThumbDownIcon, ThumbUpIcon } from "../../../ui/icons";
import { InlineActionError } from "../../../ui/ActionFeedback";
import type { VoteFields } from "../lib/forumVotes";
import { useVoteForumComment } from "../mutations/useVoteForumComment";
import { useVoteForumPost } from "../mutations/useVoteForumPost";

export function VoteButtons({ target, kind, label }: { target: VoteFields; kind: "post" | "comment"; label: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [votePost, postState] = useVoteForumPost(target);
  const [voteComment, commentState] = useVoteForumComment(target);
  const busy = postState.loading || commentState.loading;

  const vote = async (value: ForumVoteValue) => {
    setError(null);
    const variables = { id: target.id, value };
    try {
      if (kind === "post") await votePost({ variables });
      else await voteComment({ variables });
    } catch (e) {
      setError(readServerError(e).message || t("forumPost.vote.error"));
    }
  };
  // One request at a time (a second click would compute from a guess); not `disabled`, which would drop focus.
  const press = (value: ForumVoteValue) => {
    if (!busy) void vote(value);
  };

  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4} wrap="nowrap" role="group" aria-label={t("forumPost.vote.group", { title: label })}>
        {(["UP", "DOWN"] as const).map((value) => {
          const up = value === "UP";
          const pressed = up ? target.viewerUpvoted : target.viewerDownvoted;
          const count = up ? target.upvoteCount : target.downvoteCount;
          const color = up ? "teal" : "red";
          return (
            <Button
              key={value}
              size="compact-sm"
              variant={pressed ? "light" : "subtle"}
              color={pressed ? color : "gray"}
              c={pressed ? `var(--mantine-color-${color}-light-color)` : "var(--tf-text-strong)"}
              aria-pressed={pressed}
              aria-busy={busy}
              // Authors may not vote on their own content (the server refuses it too).
              disabled={!target.viewerMayVote}
              aria-label={t(up ? "forumPost.vote.up" : "forumPost.vote.down", { count })}
              leftSection={up ? <ThumbUpIcon /> : <ThumbDownIcon />}
              // Pressing the pressed one takes the vote back.
              onClick={() => press(pressed ? "NONE" : value)}
            >
              {count}
            </Button>
          );
        })}
        <Text size="sm" c="dimmed" ml={4}>
          {t("forumPost.vote.score", { count: target.totalVoteCount })}
        </Text>
      </Group>
      {!target.viewerMayVote && (
        <Text size="xs" c="dimmed">
          {t(kind === "post" ? "forumPost.vote.ownPost" : "forumPost.vote.ownComment")}
        </Text>
      )}
      <InlineActionError error={error} />
    </Stack>
  );
}
