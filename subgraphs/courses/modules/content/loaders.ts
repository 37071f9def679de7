/** Per-request DataLoaders of the content module: people, testimonials, FAQ lists. */
import { asc, inArray } from "drizzle-orm";
import { faqs, people, testimonials } from "../../../../drizzle/schema/courses.js";
import type { Db } from "../../../shared/db.js";
import { loaderByKey, loaderOfChildren } from "../../../shared/loaders.js";
import type { FaqTypeId } from "./rules/content.js";

export function createContentLoaders(db: Db) {
  return {
    person: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(people)
          .where(inArray(people.id, [...ids])),
      (r) => r.id,
    ),
    testimonial: loaderByKey(
      (ids: readonly string[]) =>
        db
          .select()
          .from(testimonials)
          .where(inArray(testimonials.id, [...ids])),
      (r) => r.id,
    ),
    faqsOfType: loaderOfChildren(
      (types: readonly FaqTypeId[]) =>
        db
          .select()
          .from(faqs)
          .where(inArray(faqs.type, [...types]))
          .orderBy(asc(faqs.type), asc(faqs.position)),
      (r) => r.type,
    ),
  };
}
