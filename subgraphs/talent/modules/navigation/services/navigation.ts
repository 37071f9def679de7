/** Menus as served: the pure navigation rules (rules/navigation.ts) for the audience asking. */
import type { TalentContext } from "../../../context.js";
import { isSelf, type UserRow } from "../../profiles/index.js";
import { mainNavigation, type NavigationItem } from "../rules/navigation.js";

/**
 * A person's navigation is shown only to that person. For anyone else it is [] rather than FORBIDDEN, so a list of
 * people that happens to select the field does not fail as a whole (docs/decisions.md).
 */
export function navigationOf(ctx: TalentContext, user: UserRow): NavigationItem[] {
  return isSelf(ctx.viewer, user.id) ? mainNavigation(true) : [];
}

export function visitorNavigation(): NavigationItem[] {
  return mainNavigation(false);
}
