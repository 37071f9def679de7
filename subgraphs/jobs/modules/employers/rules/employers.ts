/** Pure rules of employers: the companies list's page sizes, the company form's lengths and a new employer's id. */

export const COMPANY_PAGE_SIZE = 12;
/** The admin companies table: denser than the public grid of cards, and the SPEC names no size for it. */
export const ADMIN_COMPANY_PAGE_SIZE = 20;

/** Lengths of the company form and the request (characters). */
export const COMPANY_LIMITS = {
  title: [2, 120],
  shortTitle: [1, 40],
  location: [2, 120],
  profile: [0, 2000],
  website: [0, 300],
  position: [2, 80],
} as const;

/**
 * A new employer's id: a slug of its short name (or name), "-2", "-3"… when taken. Only ASCII letters and digits
 * survive; a name with none ("株式会社") becomes "employer".
 */
export function employerSlug(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50)
      .replace(/-+$/g, "") || "employer";
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
