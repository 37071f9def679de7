/** How many saved CV scores `cvScoreHistory` returns when not told (the SPEC names no size), and at most. */
export const CV_HISTORY_DEFAULT = 20;
export const CV_HISTORY_MAX = 100;
