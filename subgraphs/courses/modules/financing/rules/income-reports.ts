/**
 * Income reports (SPEC §1 ISA: income verified from a learner's reports): the sizes course admins' review queue and
 * its forms work with. The SPEC names none; 10 reports a page keeps each report's document link and decision in view.
 */
export const INCOME_REPORT_PAGE_SIZE = 10;
/** The name of the document a report attaches (the file's name), in characters. */
export const INCOME_DOCUMENT_NAME_MAX = 120;
/** A reviewer's note to the learner (required to reject), in characters. */
export const INCOME_REVIEW_NOTE_MAX = 500;
