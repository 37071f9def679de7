import type { PersonResolvers } from "../../../__generated__/resolvers-types.js";

export const Person: PersonResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.person.load(ref.id),
  portraitUrl: (p) => p.portraitPath,
};
