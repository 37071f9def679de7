/** Adds a vocabulary entry. Every cached page of the vocabulary may now be different, so they are dropped and read again. */
import { useMutation } from "@apollo/client/react";
import { AddToolDocument } from "../../../__generated__/graphql";

export function useAddTool() {
  return useMutation(AddToolDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "tools" });
      cache.gc();
    },
  });
}
