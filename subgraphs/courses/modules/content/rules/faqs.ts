/** Which FAQ list a course page shows (SPEC §3). Imports nothing, so the client's mocks can share it. */

export type FaqTypeId = "instructor" | "course_M1" | "course_fc" | "course_ca_admissions";

/** The FAQ list a course page shows, by the course's category: m1, fc and ca have one; others none. */
export function faqTypeOfCategory(categoryId: string | null | undefined): FaqTypeId | null {
  switch (categoryId) {
    case "m1":
      return "course_M1";
    case "fc":
      return "course_fc";
    case "ca":
      return "course_ca_admissions";
    default:
      return null;
  }
}
