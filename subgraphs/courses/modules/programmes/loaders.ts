/** Per-request DataLoaders of programmes, registration forms, applications and admission standing. */
import DataLoader from "dataloader";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  applicationHistory,
  certificates,
  courseTable,
  priorLearningCredits,
  programmeApplications,
  programmes,
  registrationForms,
} from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import { M1_CATEGORY } from "./rules/admission.js";

/** `viewerId`: the caller, for the viewer-scoped loaders (null for visitors). */
export function createProgrammeLoaders(db: Db, viewerId: string | null) {
  return {
    programme: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(programmes)
          .where(inArray(programmes.id, [...ids])),
      (r) => r.id,
    ),
    formOfProgramme: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(registrationForms)
          .where(inArray(registrationForms.programmeId, [...ids])),
      (r) => r.programmeId,
    ),
    /** The viewer's most recent application to each programme, any status (null for visitors and never applied). */
    viewerApplicationOfProgramme: new DataLoader<string, typeof programmeApplications.$inferSelect | null>(async (programmeIds) => {
      if (!viewerId) return programmeIds.map(() => null);
      const rows = await db
        .select()
        .from(programmeApplications)
        .where(and(eq(programmeApplications.applicantId, viewerId), inArray(programmeApplications.programmeId, [...programmeIds])))
        .orderBy(desc(programmeApplications.submittedAt), desc(programmeApplications.id));
      const latest = new Map<string, (typeof rows)[number]>();
      for (const r of rows) if (!latest.has(r.programmeId)) latest.set(r.programmeId, r);
      return programmeIds.map((id) => latest.get(id) ?? null);
    }),
    /**
     * What each person holds towards the M1 prerequisite (SPEC §5): a valid (not revoked) certificate of an M1 course,
     * a credit for prior learning. Two queries for every person asked.
     */
    m1StandingOfPerson: new DataLoader<string, { hasM1Certificate: boolean; hasPriorLearningCredit: boolean }>(async (userIds) => {
      const ids = [...userIds];
      const [certified, credited] = await Promise.all([
        db
          .selectDistinct({ userId: certificates.holderId })
          .from(certificates)
          .innerJoin(courseTable, eq(courseTable.id, certificates.courseId))
          .where(and(inArray(certificates.holderId, ids), isNull(certificates.revokedAt), eq(courseTable.categoryId, M1_CATEGORY))),
        db.select({ userId: priorLearningCredits.userId }).from(priorLearningCredits).where(inArray(priorLearningCredits.userId, ids)),
      ]);
      const withCertificate = new Set(certified.map((r) => r.userId));
      const withCredit = new Set(credited.map((r) => r.userId));
      return ids.map((id) => ({ hasM1Certificate: withCertificate.has(id), hasPriorLearningCredit: withCredit.has(id) }));
    }),
    /** Each application's history, oldest first. Not viewer-scoped: reached only from an application the caller may see. */
    historyOfApplication: loaderOfChildren(
      (ids: readonly string[]) =>
        db
          .select()
          .from(applicationHistory)
          .where(inArray(applicationHistory.applicationId, [...ids]))
          .orderBy(asc(applicationHistory.applicationId), asc(applicationHistory.at), asc(applicationHistory.id)),
      (r) => r.applicationId,
    ),
  };
}
