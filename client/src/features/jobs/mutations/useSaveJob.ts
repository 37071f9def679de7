/**
 * Saves a job. The answer updates `Job.viewerSaved` in place; the cached `savedJobs` lists gain an item, so they are
 * dropped and read again when next shown.
 */
import { useMutation } from "@apollo/client/react";
import { SaveJobDocument } from "../../../__generated__/graphql";

export function useSaveJob() {
  return useMutation(SaveJobDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "savedJobs" });
      cache.gc();
    },
  });
}
