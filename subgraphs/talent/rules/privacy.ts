/** Field privacy of a profile (SPEC §6 leaves enforcement open; these are the product's rules). */
import { hasRole, type Viewer } from "../../shared/viewer.js";

/** Email and roles: only the person themself and talent admins may read them. */
export function mayReadPrivateFields(viewer: Viewer | null, profileId: string): boolean {
  return !!viewer && (viewer.id === profileId || hasRole(viewer, "TALENT_ADMIN"));
}

/** A person's own navigation is theirs alone (it reveals their roles). */
export function isSelf(viewer: Viewer | null, profileId: string): boolean {
  return !!viewer && viewer.id === profileId;
}

/** Full name as displayed. */
export function displayName(p: { firstName: string; lastName: string }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(" ");
}
