/**
 * Vote up / vote down toggles (aria-pressed) for a post or a comment, with the up and down counts and the score.
 * Pressing the pressed button takes the vote back (NONE); pressing the other one switches it. Optimistic: the counts
 * and flags are computed from the current values, so every place showing the same ForumPost / ForumComment (one
 * normalized object) changes at once; when the server refuses, Apollo drops the optimistic layer (the old values come
 * back) and the message is shown.
 */
import { useState } from "react";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  VoteForumCommentDocument,
  VoteForumPostDocument,
  type ForumVoteValue,
  type VoteButtons_CommentFragment,
  type VoteButtons_PostFragment,
} from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { ThumbDownIcon, ThumbUpIcon } from "../../../ui/icons";
import { InlineActionError } from "../../../ui/ActionFeedback";

type VoteFields = VoteButtons_PostFragment | VoteButtons_CommentFragment;

/** The vote fields after the viewer's vote changes from their current one to `value` (what the server will answer). */
export function votedFields(current: VoteFields, value: ForumVoteValue): VoteButtons_PostFragment {
  const before = current.voteValue;
  const after = value === "UP" ? 1 : value === "DOWN" ? -1 : 0;
  const up = current.upvoteCount - (before === 1 ? 1 : 0) + (after === 1 ? 1 : 0);
  const down = current.downvoteCount - (before === -1 ? 1 : 0) + (after === -1 ? 1 : 0);
  return {
    id: current.id,
    upvoteCount: up,
    downvoteCount: down,
    totalVoteCount: up - down,
    voteValue: after,
    viewerUpvoted: after === 1,
    viewerDownvoted: after === -1,
  };
}

export function VoteButtons({ target, kind, label }: { target: VoteFields; kind: "post" | "comment"; label: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [votePost, postState] = useMutation(VoteForumPostDocument);
  const [voteComment, commentState] = useMutation(VoteForumCommentDocument);
  const busy = postState.loading || commentState.loading;

  const vote = async (value: ForumVoteValue) => {
    setError(null);
    const typename = { __typename: kind === "post" ? ("ForumPost" as const) : ("ForumComment" as const) };
    const next = { ...typename, ...votedFields(target, value) };
    try {
      if (kind === "post") await votePost({ variables: { id: target.id, value }, optimisticResponse: { voteForumPost: next } });
      else await voteComment({ variables: { id: target.id, value }, optimisticResponse: { voteForumComment: next } });
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
              c={pressed ? `${color}.9` : "dark.6"}
              aria-pressed={pressed}
              aria-busy={busy}
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
      <InlineActionError error={error} />
    </Stack>
  );
}
