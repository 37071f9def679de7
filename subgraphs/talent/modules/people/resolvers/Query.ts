import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { mailRecipients, peopleMatching, searchPeople } from "../services/people.js";
import { talentAdminSummary } from "../services/summary.js";

export const Query: Pick<QueryResolvers, "people" | "peopleMatching" | "mailRecipients" | "talentAdminSummary"> = {
  people: (_, args, ctx) => searchPeople(ctx, args),
  peopleMatching: (_, args, ctx) => peopleMatching(ctx, args),
  mailRecipients: (_, args, ctx) => mailRecipients(ctx, args),
  talentAdminSummary: (_, __, ctx) => talentAdminSummary(ctx),
};
