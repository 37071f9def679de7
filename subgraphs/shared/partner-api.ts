/**
 * The partner API's rules, written once: the scopes a key may hold and the public root fields each opens, the key's
 * form, and the per-key limits. Pure, so the client's key management page and its mocks read the same values the
 * router enforces.
 */

/** What a key may read: public data of one area each. */
export const API_KEY_SCOPES = ["JOBS", "EMPLOYERS", "COURSES", "PROGRAMMES", "EVENTS"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * The root query fields each scope opens to a partner. A partner request is answered as a visitor's would be (no
 * person, so no private or viewer-specific data), and only through these fields; `__typename`, `__schema` and `__type`
 * are always allowed. A root field in no scope is refused for every key.
 */
export const SCOPE_ROOT_FIELDS: Readonly<Record<ApiKeyScope, readonly string[]>> = {
  JOBS: ["jobs", "job", "jobFilterOptions", "careerRoles", "careerRole", "campaigns", "campaign"],
  EMPLOYERS: ["companies", "employer", "companyFormOptions", "hiringPartners", "partnerOrganisations"],
  COURSES: ["courses", "course", "featuredCourses", "courseCategories", "courseProviders", "tools", "enrolmentOptions", "enrolmentOption"],
  PROGRAMMES: ["programmes", "programme", "programmeCourseList", "programmeCourseLists"],
  EVENTS: ["events", "event", "featuredEvents"],
};

/** Keys look like `tfk_` and 32 characters of lower-case base32 (160 random bits); only their SHA-256 is stored. */
export const API_KEY_PREFIX = "tfk_";
export const API_KEY_PATTERN = /^tfk_[a-z2-7]{32}$/;
/** How many characters of a key are kept to recognise it in lists ("tfk_ab12…"). */
export const API_KEY_SHOWN_CHARS = 8;

/** Where a partner sends the key: `Authorization: Bearer tfk_…`, or this header. */
export const API_KEY_HEADER = "x-api-key";

/** The rate-limit window: one minute, fixed, per key. */
export const API_KEY_WINDOW_SECONDS = 60;

export const API_KEY_LIMITS = {
  name: { min: 1, max: 80 },
  requestsPerMinute: { min: 1, max: 6_000, default: 120 },
  /** Query cost as router/limits.ts measures it (one operation may cost up to 50,000). */
  costPerMinute: { min: 1_000, max: 5_000_000, default: 200_000 },
} as const;

/** The roles that manage keys: the platform's admins. */
export const API_KEY_MANAGERS = ["JOB_ADMIN", "COURSE_ADMIN", "TALENT_ADMIN"] as const;
