/**
 * Admission prerequisites (SPEC §5) as pure rules: "No prerequisites for M1 courses" and "M1 completion before
 * Certified Associate courses, unless you are granted credit for prior learning".
 */

/** The M1 course category: a valid certificate of one of its courses meets the prerequisite. */
export const M1_CATEGORY = "m1";
/** Certified-associate courses: they need M1 completion (or credit for prior learning) first. */
export const CERTIFIED_ASSOCIATE_CATEGORY = "ca";
/** Levels below certified associate: a programme teaching any of them brings its applicants up to CA itself. */
export const LOWER_LEVEL_CATEGORIES: readonly string[] = ["m1", "special-foundation", "fc"];

/** Credits for prior learning per page by default (at most MAX_PAGE_SIZE). */
export const PRIOR_LEARNING_PAGE_SIZE = 20;
/** A credit's reason: 1 to 500 characters once trimmed (the table's CHECK says the same). */
export const REASON_MAX = 500;

/** Whether a course of this category needs M1 completion before a learner joins it. */
export function courseRequiresM1(categoryId: string | null | undefined): boolean {
  return categoryId === CERTIFIED_ASSOCIATE_CATEGORY;
}

/**
 * Whether a programme whose section courses have these categories requires M1 completion: it teaches a
 * certified-associate course and nothing of a lower level (a foundation term first brings applicants up itself).
 */
export function requiresM1Completion(sectionCategoryIds: readonly (string | null | undefined)[]): boolean {
  return sectionCategoryIds.some(courseRequiresM1) && !sectionCategoryIds.some((c) => c != null && LOWER_LEVEL_CATEGORIES.includes(c));
}

/** Whether a person may go ahead: no prerequisite, or a valid M1 certificate, or a credit for prior learning. */
export function meetsM1Prerequisite(p: { required: boolean; hasM1Certificate: boolean; hasPriorLearningCredit: boolean }): boolean {
  return !p.required || p.hasM1Certificate || p.hasPriorLearningCredit;
}
