/**
 * Add a student or an instructor to a class. The answer updates the class's count and instructors in the cache; the
 * members screen then re-reads the students.
 */
import { useMutation } from "@apollo/client/react";
import { AddClassMemberDocument } from "../../../__generated__/graphql";

export function useAddClassMember() {
  return useMutation(AddClassMemberDocument);
}
