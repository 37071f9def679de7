import type { MutationResolvers } from "../../../__generated__/resolvers-types.js";
import { createEmployer, removeEmployerLogo, setHiringPartner, updateEmployer, uploadEmployerLogo } from "../services/employers.js";

export const Mutation: Pick<
  MutationResolvers,
  "createEmployer" | "updateEmployer" | "setHiringPartner" | "uploadEmployerLogo" | "removeEmployerLogo"
> = {
  createEmployer: (_, { input }, ctx) => createEmployer(ctx, input),
  updateEmployer: (_, { id, input }, ctx) => updateEmployer(ctx, id, input),
  setHiringPartner: (_, { id, hiringPartner }, ctx) => setHiringPartner(ctx, id, hiringPartner),
  uploadEmployerLogo: (_, { id, input }, ctx) => uploadEmployerLogo(ctx, id, input),
  removeEmployerLogo: (_, { id }, ctx) => removeEmployerLogo(ctx, id),
};
