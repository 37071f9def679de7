/**
 * Apply to a programme. The answer is the viewer's application; the page then leads to My programmes, which reads its own
 * list.
 */
import { useMutation } from "@apollo/client/react";
import { ApplyToProgrammeDocument } from "../../../__generated__/graphql";

export function useApplyToProgramme() {
  return useMutation(ApplyToProgrammeDocument);
}
