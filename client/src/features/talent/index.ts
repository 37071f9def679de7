/**
 * Talent: the profile and its forms, the CV score, settings and the talent admins' people search (the dashboard is its
 * own feature). The interface-language hooks are used by the app shell too, and sign-up (account) saves the new
 * account's language with useSetUiLanguage. Pages are not exported: app/routes.tsx loads each lazily by its path, so
 * that every page stays a chunk of its own.
 */
export { useApplyViewerLanguage, useChangeLanguage } from "./lib/useUiLanguage";
export { useSetUiLanguage } from "./mutations/useSetUiLanguage";
