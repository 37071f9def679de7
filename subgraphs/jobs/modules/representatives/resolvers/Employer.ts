import type { EmployerResolvers } from "../../../__generated__/resolvers-types.js";
import { representativesOf, viewerRepresents } from "../services/representatives.js";

/** Representatives' fields of the employers module's Employer: whether the viewer represents it, and who does. */
export const Employer: Pick<EmployerResolvers, "viewerRepresents" | "representatives"> = {
  viewerRepresents: (employer, _, ctx) => viewerRepresents(ctx, employer),
  representatives: (employer, _, ctx) => representativesOf(ctx, employer),
};
