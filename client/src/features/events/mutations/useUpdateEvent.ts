/**
 * Rewrites an event (the organiser). The answer is the whole event (EventForm_event and the organiser's row), which
 * the normalized cache writes over the cached event wherever it is shown. New dates or flags may move it within the
 * lists (soonest first, filtered by when, type and mode, the dashboard's): those are dropped and read again.
 */
import { useMutation } from "@apollo/client/react";
import { UpdateEventDocument } from "../../../__generated__/graphql";

export function useUpdateEvent() {
  return useMutation(UpdateEventDocument, {
    update: (cache, { data }) => {
      if (!data?.updateEvent) return;
      cache.evict({ id: "ROOT_QUERY", fieldName: "events" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "dashboardEvents" });
      cache.gc();
    },
  });
}
