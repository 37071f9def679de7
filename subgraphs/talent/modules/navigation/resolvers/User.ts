import type { UserResolvers } from "../../../__generated__/resolvers-types.js";
import { navigationOf } from "../services/navigation.js";

/** The navigation module's field of profiles' User: the person's own main navigation. */
export const User: Pick<UserResolvers, "navigation"> = {
  navigation: (user, _, ctx) => navigationOf(ctx, user),
};
