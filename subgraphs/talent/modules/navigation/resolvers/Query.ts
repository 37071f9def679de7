import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { visitorNavigation } from "../services/navigation.js";

export const Query: Pick<QueryResolvers, "visitorNavigation"> = {
  visitorNavigation: () => visitorNavigation(),
};
