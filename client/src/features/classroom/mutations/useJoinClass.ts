/** Join a class of a course. The caller re-reads what changes (My learning's classes). */
import { useMutation } from "@apollo/client/react";
import { JoinClassDocument } from "../../../__generated__/graphql";

export function useJoinClass() {
  return useMutation(JoinClassDocument);
}
