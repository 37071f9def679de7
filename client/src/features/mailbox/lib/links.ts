/**
 * The links of a message's plain-text part. The HTML part is shown in a sandboxed frame, where links cannot be
 * followed, so the page lists these as ordinary links instead.
 */

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation that ends up glued to a URL ("…/applications."), which a URL seldom ends with. */
const TRAILING = /[.,;:!?'")\]}>»”’。，；：！？）]+$/u;

/** Every distinct http(s) URL in `text`, in order of first appearance. */
export function linksIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING, "");
    try {
      const parsed = new URL(candidate);
      if (parsed.protocol === "http:" || parsed.protocol === "https:") found.add(candidate);
    } catch {
      /* not a URL after all */
    }
  }
  return [...found];
}

/** The in-app path of `href` when it points at this site (followed without reloading the app), else null. */
export function inAppPath(href: string, origin: string): string | null {
  try {
    const u = new URL(href);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}
