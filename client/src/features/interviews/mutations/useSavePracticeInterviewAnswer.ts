/**
 * Saves the viewer's notes for one question of their open practice interview. The answer carries the practice's
 * saved notes, which replace the cached ones in place (no re-read).
 */
import { useMutation } from "@apollo/client/react";
import { SavePracticeInterviewAnswerDocument } from "../../../__generated__/graphql";

export function useSavePracticeInterviewAnswer() {
  return useMutation(SavePracticeInterviewAnswerDocument);
}
