/** Save a programme's settings. The answer updates the programme in the cache (with the dates the server derived). */
import { useMutation } from "@apollo/client/react";
import { UpdateProgrammeDocument } from "../../../__generated__/graphql";

export function useUpdateProgramme() {
  return useMutation(UpdateProgrammeDocument);
}
