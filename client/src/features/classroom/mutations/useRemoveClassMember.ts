/**
 * Remove a member from a class. The answer updates the class's count and instructors in the cache; the members
 * screen re-reads the students and the class either way.
 */
import { useMutation } from "@apollo/client/react";
import { RemoveClassMemberDocument } from "../../../__generated__/graphql";

export function useRemoveClassMember() {
  return useMutation(RemoveClassMemberDocument);
}
