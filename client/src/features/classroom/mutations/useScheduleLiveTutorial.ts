/** Schedule a live tutorial for a class. The tutorials screen re-reads its list once it is scheduled. */
import { useMutation } from "@apollo/client/react";
import { ScheduleLiveTutorialDocument } from "../../../__generated__/graphql";

export function useScheduleLiveTutorial() {
  return useMutation(ScheduleLiveTutorialDocument);
}
