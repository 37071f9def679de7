/** The talent subgraph: user profiles, navigation, and the tools and skills vocabulary (CV, skills system and interviews come with later issues). */
import type { SubgraphDefinition } from "../shared/server.js";
import { talentContext, type TalentContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedTalent } from "./seed.js";

export const talentSubgraph: SubgraphDefinition<TalentContext> = {
  name: "talent",
  resolvers: resolvers as SubgraphDefinition["resolvers"],
  context: talentContext,
  seed: seedTalent,
};
