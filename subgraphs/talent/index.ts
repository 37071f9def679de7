/** The talent subgraph: user profiles, CV scores, settings, the tools and skills vocabulary and career roles. */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import { talentContext, type TalentContext } from "./context.js";
import { resolvers } from "./resolvers/index.js";
import { seedTalent } from "./seed.js";

export interface TalentSubgraphOptions {
  /** Avatar storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

export function createTalentSubgraph(opts: TalentSubgraphOptions = {}): SubgraphDefinition<TalentContext> {
  const storage = opts.storage ? () => opts.storage! : processStorage;
  return {
    name: "talent",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => talentContext(base, { storage, now: opts.now }),
    seed: seedTalent,
  };
}

export const talentSubgraph: SubgraphDefinition<TalentContext> = createTalentSubgraph();
