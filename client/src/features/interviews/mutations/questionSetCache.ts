/**
 * The cached lists of question sets (`interviewQuestionSets`, with and without retired sets), kept in the server's
 * order after a talent admin's change: by title, then id. The list without retired sets is the learners' one.
 */
import type { ApolloCache, Reference } from "@apollo/client";

/** Whether a cached list is the one with retired sets (its store name records the argument as asked). */
const holdsRetired = (storeFieldName: string) => /"includeRetired":true/.test(storeFieldName);

/**
 * Puts the set in every cached list it belongs to (`retired` decides whether the learners' list keeps it) and sorts
 * each list again, since a new or renamed title moves it.
 */
export function placeQuestionSet(cache: ApolloCache, set: { id: string; retired: boolean }): void {
  const ref = cache.identify({ __typename: "InterviewQuestionSet", id: set.id });
  if (!ref) return;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      interviewQuestionSets: (existing, { readField, storeFieldName, toReference }) => {
        const list = (existing ?? []) as readonly Reference[];
        const others = list.filter((r) => r.__ref !== ref);
        const belongs = holdsRetired(storeFieldName) || !set.retired;
        const own = toReference(ref);
        const next = belongs && own ? [...others, own] : others;
        const title = (r: Reference) => String(readField("title", r) ?? "");
        const id = (r: Reference) => String(readField("id", r) ?? "");
        return [...next].sort((a, b) => title(a).localeCompare(title(b), "en") || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
      },
    },
  });
}
