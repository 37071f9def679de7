/**
 * Post id slugs (DESIGN: "forum id_slug = a short id plus a title slug, resolved by the short id so an edited title
 * breaks no link"). Links look like /forum/post/k3v9x2ab-how-do-i-start-with-sql.
 */

export const SHORT_ID_LENGTH = 8;
const SHORT_ID = /^[0-9a-z]{8}$/;
const MAX_SLUG_LENGTH = 60;

/** Whether `id` is a well-formed short id (8 lower-case base36 characters). */
export function isShortId(id: string): boolean {
  return SHORT_ID.test(id);
}

/**
 * A URL slug of a title: lower-case letters and digits of any script (a Chinese title keeps its characters) joined by
 * single dashes, accents dropped, at most 60 characters and never ending in a dash. May be empty.
 */
export function slugify(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) {
      if (!slug) slug = [...word].slice(0, MAX_SLUG_LENGTH).join("");
      break;
    }
    slug = next;
  }
  return slug;
}

/** The post's id slug: `${shortId}-${slug}`, or the short id alone when the title has no letters or digits. */
export function makeIdSlug(shortId: string, title: string): string {
  const slug = slugify(title);
  return slug ? `${shortId}-${slug}` : shortId;
}

/** The short id an id slug starts with, or null when it does not start with one. The slug part is ignored. */
export function shortIdOf(idSlug: string): string | null {
  const text = idSlug.trim();
  const candidate = text.slice(0, SHORT_ID_LENGTH);
  if (!isShortId(candidate)) return null;
  if (text.length > SHORT_ID_LENGTH && text[SHORT_ID_LENGTH] !== "-") return null;
  return candidate;
}

/** A new random short id (36^8 ≈ 2.8 × 10^12 values; the primary key refuses the rare collision). */
export function randomShortId(random: (n: number) => Uint8Array): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely (252 = 7 × 36).
  while (out.length < SHORT_ID_LENGTH) {
    for (const byte of random(SHORT_ID_LENGTH)) {
      if (byte < 252 && out.length < SHORT_ID_LENGTH) out.push(alphabet[byte % 36]!);
    }
  }
  return out.join("");
}
