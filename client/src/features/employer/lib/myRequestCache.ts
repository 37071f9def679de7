/** What sending or taking back a representative request does to the normalized cache. */
import type { ApolloCache } from "@apollo/client";

/** After a request is sent or taken back, the viewer's request is read again wherever it is shown. */
export function forgetMyRequest(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "myEmployerRepresentation" });
  cache.gc();
}
