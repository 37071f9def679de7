/**
 * Certificates and badges (SPEC §3) as pure rules: the sixteen badge ids (every one the id of the course it certifies,
 * except `case`, which has no course and is earned by holding valid cabed and cafed certificates), the short public
 * code (10 characters from an alphabet without 0/O/1/I, so it reads back unambiguously), the verification id
 * `{code}-{title slug}` and what a course admin may issue.
 */

export interface BadgeDef {
  id: string;
  title: string;
  /** The course it certifies; null for a badge without a course of its own. */
  courseId: string | null;
  description: string;
  /** For a composite badge: the badges whose valid certificates earn it. */
  earnedBy?: readonly string[];
}

const courseBadge = (id: string, title: string): BadgeDef => ({
  id,
  title,
  courseId: id,
  description: `Earned by completing ${title}.`,
});

/** SPEC §3 badge ids, in the SPEC's order. Titles are the courses' titles (catalogue/seed-data.ts). */
export const BADGES: readonly BadgeDef[] = [
  courseBadge("fcda", "Foundation Certificate in Data Analytics"),
  courseBadge("fcdm", "Foundation Certificate in Digital Marketing"),
  courseBadge("fcse", "Foundation Certificate in Software Engineering"),
  courseBadge("fctm", "Foundation Certificate in Technology Management"),
  courseBadge("fcuiux", "Foundation Certificate in UI/UX Design"),
  courseBadge("caba", "Certified Associate in Business Analytics"),
  courseBadge("cabed", "Certified Associate in Back-End Development"),
  courseBadge("cada", "Certified Associate in Data Analytics"),
  courseBadge("cafed", "Certified Associate in Front-End Development"),
  courseBadge("capt", "Certified Associate in Penetration Testing"),
  {
    id: "case",
    title: "Certified Associate in Software Engineering",
    courseId: null,
    description:
      "Awarded for holding both the Certified Associate in Back-End Development and the Certified Associate in Front-End Development.",
    earnedBy: ["cabed", "cafed"],
  },
  courseBadge("m1py", "M1 Python"),
  courseBadge("m1sql", "M1 SQL"),
  courseBadge("m1js", "M1 JavaScript"),
  courseBadge("m1blockchain", "M1 Blockchain"),
  courseBadge("fif", "Foundation in Fintech"),
];

export const BADGE_IDS = BADGES.map((b) => b.id);

export function findBadge(id: string): BadgeDef | undefined {
  return BADGES.find((b) => b.id === id);
}

/** The badge a course's certificate carries; undefined for a course without a badge id. */
export function badgeForCourse(courseId: string): BadgeDef | undefined {
  return BADGES.find((b) => b.courseId === courseId);
}

/** Composite badges (`case`) earned by `heldBadgeIds` (of valid certificates) and not already held. */
export function compositeBadgesEarned(heldBadgeIds: Iterable<string>): BadgeDef[] {
  const held = new Set(heldBadgeIds);
  return BADGES.filter((b) => b.earnedBy && !held.has(b.id) && b.earnedBy.every((id) => held.has(id)));
}

/** 32 characters: A–Z and 2–9 without 0, O, 1 and I. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 10;
const CODE_RE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A new certificate code from `randomBytes` (node:crypto's in production; injected by tests). The alphabet has 32
 * characters, so the low five bits of each byte pick one without bias.
 */
export function certificateCode(randomBytes: (n: number) => Uint8Array): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

export function isCertificateCode(code: string): boolean {
  return CODE_RE.test(code);
}

/** Lower-case ASCII words joined by single dashes: accents dropped, anything else a separator ("UI/UX" → "ui-ux"). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The public verification id: `{code}-{slug(title)}` (just the code when the title has no ASCII letters or digits). */
export function idSlug(code: string, title: string): string {
  const slug = slugify(title);
  return slug ? `${code}-${slug}` : code;
}

/** The code of a verification id (the part before the first dash; a bare code works too), upper-cased; null if malformed. */
export function codeFromIdSlug(value: string): string | null {
  const code = value.trim().split("-", 1)[0]!.toUpperCase();
  return isCertificateCode(code) ? code : null;
}

/** Field errors of a course admin's issue request (empty when it may be issued). Dates are YYYY-MM-DD. */
export function issueProblems(
  input: { courseId?: string | null; badgeId?: string | null; dateStarted: string },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const course = input.courseId?.trim() || null;
  const badge = input.badgeId?.trim() || null;
  if (course && badge) problems.badgeId = "Give a course or a badge, not both";
  else if (!course && !badge) problems.courseId = "Choose a course or a badge";
  else if (badge) {
    const def = findBadge(badge);
    if (!def) problems.badgeId = "Unknown badge";
    else if (def.courseId) problems.badgeId = "This badge certifies a course: choose the course instead";
  }
  if (input.dateStarted > today) problems.dateStarted = "The start date cannot be in the future";
  return problems;
}

/** The course admins' certificate list, newest first (the SPEC names no size). */
export const CERTIFICATE_PAGE_SIZE = 20;

/** The longest reason a course admin gives for revoking a certificate, in characters (after sanitising). */
export const REVOKE_REASON_MAX = 500;
