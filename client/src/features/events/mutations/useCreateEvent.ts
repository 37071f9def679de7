/**
 * Creates an event (the organiser). The answer is the whole event (EventForm_event), written to the cache as the
 * event itself and as `event(id)` for its form, so editing it next reads nothing again. The events lists gain it in
 * the server's order (soonest first, filtered, paged): they are dropped from the cache and read again.
 */
import { useMutation } from "@apollo/client/react";
import { CreateEventDocument, EventFormEventDocument } from "../../../__generated__/graphql";

export function useCreateEvent() {
  return useMutation(CreateEventDocument, {
    update: (cache, { data }) => {
      const created = data?.createEvent;
      if (!created) return;
      cache.writeQuery({ query: EventFormEventDocument, variables: { id: created.id }, data: { event: created } });
      cache.evict({ id: "ROOT_QUERY", fieldName: "events" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "dashboardEvents" });
      cache.gc();
    },
  });
}
