import type { TalentAdminSummaryResolvers } from "../../../__generated__/resolvers-types.js";
import { PEOPLE_COUNT_BOUND } from "../rules/people.js";
import { boundedPeopleCount, signUpsPerDay } from "../services/summary.js";

/** The people module's figures of the talent summary (the root field checked the role). */
export const TalentAdminSummary: Pick<TalentAdminSummaryResolvers, "people" | "peopleCapped" | "signUpsPerDay"> = {
  people: (_, __, ctx) => boundedPeopleCount(ctx),
  peopleCapped: async (_, __, ctx) => (await boundedPeopleCount(ctx)) >= PEOPLE_COUNT_BOUND,
  signUpsPerDay: (_, __, ctx) => signUpsPerDay(ctx),
};
