/**
 * Substring search input (SPEC §5: case-insensitive substring match), shared by every list that filters by text.
 * Trigram GIN indexes serve the resulting ILIKE patterns.
 */
import { badInput } from "./errors.js";

export const MAX_SEARCH_LENGTH = 200;

/**
 * An ILIKE pattern for `search`, or null when the text is blank (the list is not filtered then). The text is trimmed
 * and LIKE wildcards are escaped so they match literally. Over-long text is BAD_USER_INPUT.
 */
export function substringPattern(search: string | null | undefined, field = "search"): string | null {
  const text = (search ?? "").trim();
  if (text.length > MAX_SEARCH_LENGTH)
    throw badInput(`${field} is at most ${MAX_SEARCH_LENGTH} characters`, { [field]: `At most ${MAX_SEARCH_LENGTH} characters.` });
  if (!text) return null;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
