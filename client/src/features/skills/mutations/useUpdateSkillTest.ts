/** Saves a skill test's settings. The answer is the test, which the normalized cache updates in place everywhere. */
import { useMutation } from "@apollo/client/react";
import { UpdateSkillTestDocument } from "../../../__generated__/graphql";

export function useUpdateSkillTest() {
  return useMutation(UpdateSkillTestDocument);
}
