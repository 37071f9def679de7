import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { homePathOf, menusOf, navigationOf } from "../services/navigation.js";

/** The navigation module's fields of profiles' User: the person's own main navigation, menus and home. */
export const User: Pick<UserResolvers, "navigation" | "menus" | "homePath"> = {
  navigation: (user, _, ctx) => navigationOf(ctx, user),
  menus: (user, _, ctx) => menusOf(ctx, user),
  homePath: (user, _, ctx) => homePathOf(ctx, user),
};
