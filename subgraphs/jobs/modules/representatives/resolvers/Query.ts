import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { listRepresentatives, myEmployerRepresentation } from "../services/representatives.js";

export const Query: Pick<QueryResolvers, "myEmployerRepresentation" | "employerRepresentatives"> = {
  myEmployerRepresentation: (_, __, ctx) => myEmployerRepresentation(ctx),
  employerRepresentatives: (_, args, ctx) => listRepresentatives(ctx, args),
};
