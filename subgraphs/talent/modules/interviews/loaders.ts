/**
 * Per-request DataLoaders of interviews: slots, bookings (by id and the standing one of each slot), feedback, question
 * sets, a practice's notes, each person's preparation totals, and whether people may book mock interviews (asked of
 * courses). Each is one statement (or one call to courses) per request tick, whatever the number of items.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import DataLoader from "dataloader";
import {
  interviewBookings,
  interviewFeedback,
  interviewQuestionSets,
  interviewSlots,
  practiceInterviewAnswers,
  practiceInterviews,
} from "../../../../drizzle/schema/talent.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import type { BaseContext } from "../../../shared/server.js";
import { isUuid } from "../profiles/rules/identity.js";
import { preparationOf, type Preparation } from "./rules/preparation.js";

const uuids = (ids: readonly string[]) => ids.filter(isUuid);

export function createInterviewLoaders(db: Db) {
  return {
    interviewSlot: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(interviewSlots)
              .where(inArray(interviewSlots.id, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.id,
    ),
    interviewBooking: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(interviewBookings)
              .where(inArray(interviewBookings.id, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.id,
    ),
    /** The booking that stands on each slot (at most one: the partial unique index). */
    standingBookingOfSlot: loaderByKey(
      (slotIds: readonly string[]) =>
        db
          .select()
          .from(interviewBookings)
          .where(and(inArray(interviewBookings.slotId, [...slotIds]), isNull(interviewBookings.cancelledAt))),
      (r) => r.slotId,
    ),
    /** Every booking of each slot, latest first (a cancelled slot shows the booking it cancelled). */
    bookingsOfSlot: loaderOfChildren(
      (slotIds: readonly string[]) =>
        db
          .select()
          .from(interviewBookings)
          .where(inArray(interviewBookings.slotId, [...slotIds]))
          .orderBy(sql`${interviewBookings.bookedAt} DESC`),
      (r) => r.slotId,
    ),
    interviewFeedback: loaderByKey(
      (bookingIds: readonly string[]) =>
        db
          .select()
          .from(interviewFeedback)
          .where(inArray(interviewFeedback.bookingId, [...bookingIds])),
      (r) => r.bookingId,
    ),
    interviewQuestionSet: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(interviewQuestionSets)
          .where(inArray(interviewQuestionSets.id, [...ids])),
      (r) => r.id,
    ),
    practiceInterview: loaderByKey(
      (ids: readonly string[]) =>
        uuids(ids).length
          ? db
              .select()
              .from(practiceInterviews)
              .where(inArray(practiceInterviews.id, uuids(ids)))
          : Promise.resolve([]),
      (r) => r.id,
    ),
    practiceAnswers: loaderOfChildren(
      (practiceIds: readonly string[]) =>
        db
          .select()
          .from(practiceInterviewAnswers)
          .where(inArray(practiceInterviewAnswers.practiceId, [...practiceIds]))
          .orderBy(asc(practiceInterviewAnswers.questionId)),
      (r) => r.practiceId,
    ),
    /**
     * Each person's preparation: attended mock interviews (their slots' minutes) and finished practices (their counted
     * minutes). Two grouped statements for any number of people, each through its learner index.
     */
    interviewPreparation: new DataLoader<string, Preparation>(async (userIds) => {
      const valid = uuids(userIds);
      const mock = new Map<string, { minutes: number; count: number }>();
      const practice = new Map<string, { minutes: number; count: number }>();
      if (valid.length) {
        const [mockRows, practiceRows] = [
          await db
            .select({
              userId: interviewBookings.learnerId,
              minutes: sql<number>`coalesce(sum(${interviewSlots.durationMinutes}), 0)::int`,
              count: sql<number>`count(*)::int`,
            })
            .from(interviewBookings)
            .innerJoin(interviewSlots, eq(interviewSlots.id, interviewBookings.slotId))
            .innerJoin(interviewFeedback, and(eq(interviewFeedback.bookingId, interviewBookings.id), eq(interviewFeedback.attended, true)))
            .where(and(inArray(interviewBookings.learnerId, valid), isNull(interviewBookings.cancelledAt)))
            .groupBy(interviewBookings.learnerId),
          await db
            .select({
              userId: practiceInterviews.learnerId,
              minutes: sql<number>`coalesce(sum(${practiceInterviews.countedMinutes}), 0)::int`,
              count: sql<number>`count(*)::int`,
            })
            .from(practiceInterviews)
            .where(and(inArray(practiceInterviews.learnerId, valid), isNotNull(practiceInterviews.finishedAt)))
            .groupBy(practiceInterviews.learnerId),
        ];
        for (const r of mockRows) mock.set(r.userId, { minutes: Number(r.minutes), count: Number(r.count) });
        for (const r of practiceRows) practice.set(r.userId, { minutes: Number(r.minutes), count: Number(r.count) });
      }
      return userIds.map((id) =>
        preparationOf({
          mockMinutes: mock.get(id)?.minutes ?? 0,
          practiceMinutes: practice.get(id)?.minutes ?? 0,
          attendedMockInterviews: mock.get(id)?.count ?? 0,
          finishedPracticeInterviews: practice.get(id)?.count ?? 0,
        }),
      );
    }),
  };
}

/** Courses' internal question (the platform only): which of these people study a certified-associate course, and which. */
export const CERTIFIED_ASSOCIATE_QUERY = /* GraphQL */ `
  query ($userIds: [ID!]!) {
    certifiedAssociateCourses(userIds: $userIds) {
      userId
      courseIds
    }
  }
`;

/**
 * The certified-associate courses each person studies (SPEC §1: career services, mock interviews included, are for
 * certified-associate students), asked of courses (which owns course access and classes) in one call per request tick.
 */
export function certifiedAssociateLoader(base: BaseContext): DataLoader<string, string[]> {
  return new DataLoader<string, string[]>(async (userIds) => {
    const valid = uuids(userIds);
    if (!valid.length) return userIds.map(() => []);
    const data = await base.peers.ask<{ certifiedAssociateCourses: { userId: string; courseIds: string[] }[] }>(
      "courses",
      CERTIFIED_ASSOCIATE_QUERY,
      { userIds: valid },
    );
    const byUser = new Map(data.certifiedAssociateCourses.map((r) => [r.userId, r.courseIds]));
    return userIds.map((id) => byUser.get(id) ?? []);
  });
}
