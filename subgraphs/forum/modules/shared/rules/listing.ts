/** Page sizes of the forum's post and people lists (SPEC §9), and the forum's category names. */

/** SPEC §9: forum posts 6 a page. */
export const FORUM_POST_PAGE_SIZE = 6;

/** SPEC §9: "class announcements and people lists 8": a class forum's Announcements tab. */
export const FORUM_CLASS_ANNOUNCEMENT_PAGE_SIZE = 8;
/** SPEC §9: "class announcements and people lists 8": a class forum's Instructors and Students tabs. */
export const FORUM_CLASS_PEOPLE_PAGE_SIZE = 8;

export type ForumCategoryName = "GENERAL" | "SKILL" | "CAREER" | "CLASSROOM";
