/** The profile's field limits, apart from the input schemas so the client's forms read them without bundling zod. */
export const BIO_MAX = 2000;
export const SKILLS_MAX = 50;
export const LOCATION_MAX = 120;
export const URL_MAX = 300;
export const TITLE_MAX = 120;
export const UNIVERSITY_MAX = 160;
export const GRADE_MAX = 60;
export const BULLETS_MAX = 12;
export const BULLET_MAX = 500;
/** Months before this are typos, not careers. */
export const EARLIEST_YEAR = 1950;
