/** Per-request DataLoaders of certificates. */
import DataLoader from "dataloader";
import type { Db } from "../../../shared/db.js";
import { validCertificatesFor } from "./services/certificates.js";

export function createCertificateLoaders(db: Db) {
  return {
    /** A learner's valid certificate for a course, by the classroom's `learnerCourseKey` (`userId|courseId`). */
    certificateOfLearnerCourse: new DataLoader((keys: readonly string[]) =>
      validCertificatesFor(
        db,
        keys.map((k) => {
          const [holderId, courseId] = k.split("|") as [string, string];
          return { holderId, courseId };
        }),
      ),
    ),
  };
}
