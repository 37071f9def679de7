/**
 * Renames a vocabulary entry or changes whether it is a skill. The entry updates in place; the vocabulary's pages are
 * ordered and searched by title, so they are dropped and read again.
 */
import { useMutation } from "@apollo/client/react";
import { UpdateToolDocument } from "../../../__generated__/graphql";

export function useUpdateTool() {
  return useMutation(UpdateToolDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "tools" });
      cache.gc();
    },
  });
}
