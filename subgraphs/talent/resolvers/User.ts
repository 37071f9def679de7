import type { UserResolvers } from "../__generated__/resolvers-types.js";
import { emailOf, findUser, navigationOf, rolesOf } from "../services/profiles.js";
import { displayName } from "../rules/privacy.js";

export const User: UserResolvers = {
  __resolveReference: (ref, ctx) => findUser(ctx, ref.id),
  displayName: (user) => displayName(user),
  email: (user, _, ctx) => emailOf(ctx, user),
  roles: (user, _, ctx) => rolesOf(ctx, user),
  navigation: (user, _, ctx) => navigationOf(ctx, user),
};
