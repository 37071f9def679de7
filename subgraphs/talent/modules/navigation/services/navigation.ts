/** Menus as served: the pure navigation rules (rules/navigation.ts) for the audience asking. */
import type { TalentContext } from "../../../context.js";
import { isSelf, type UserRow } from "../../profiles/index.js";
import { allMenusFor, homePath, mainNavigation, navigationFor, type Menu, type NavigationItem } from "../rules/navigation.js";

/**
 * A person's navigation, menus and home are shown only to that person. For anyone else they are [] (and the learner
 * dashboard) rather than FORBIDDEN, so a list of people that happens to select the field does not fail as a whole
 * (docs/decisions.md).
 */
export function navigationOf(ctx: TalentContext, user: UserRow): NavigationItem[] {
  return isSelf(ctx.viewer, user.id) ? navigationFor(ctx.viewer!.roles) : [];
}

export function menusOf(ctx: TalentContext, user: UserRow): Menu[] {
  return isSelf(ctx.viewer, user.id) ? allMenusFor(ctx.viewer!.roles) : [];
}

export function homePathOf(ctx: TalentContext, user: UserRow): string {
  return isSelf(ctx.viewer, user.id) ? homePath(ctx.viewer!.roles) : homePath([]);
}

export function visitorNavigation(): NavigationItem[] {
  return mainNavigation(false);
}
