/**
 * CreateForumClassPost: the class forum's cached tabs (the class is the `slug` posted to) and the root lists a new post
 * joins are read again when next shown (lib/forumCache afterClassPostCreated).
 */
import { useMutation } from "@apollo/client/react";
import { CreateForumClassPostDocument } from "../../../__generated__/graphql";
import { afterClassPostCreated } from "../lib/forumCache";

export function useCreateForumClassPost() {
  return useMutation(CreateForumClassPostDocument, {
    update: (cache, _result, { variables }) => afterClassPostCreated(cache, String(variables!.slug)),
  });
}
