import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { peopleMatching, searchPeople } from "../services/people.js";

export const Query: Pick<QueryResolvers, "people" | "peopleMatching"> = {
  people: (_, args, ctx) => searchPeople(ctx, args),
  peopleMatching: (_, args, ctx) => peopleMatching(ctx, args),
};
