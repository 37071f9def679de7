/**
 * The talent subgraph: people's profiles (work experiences, educations, avatars, settings, completion), CV scores and
 * their history, people search, the tools and skills vocabulary with the career roles, the skills system (roles, tests,
 * verified skills and readiness), interviews (mock-interview slots, bookings, feedback, practice interviews and
 * preparation hours), career services (staff, teams, portfolio
 * projects, resume and portfolio reviews), and navigation menus.
 *
 * Each domain is a module under modules/ (vocabulary, profiles, cv, skills, interviews, careers, people, navigation), used through its
 * index.ts; this file merges their resolvers, context.ts their loaders and seed.ts their seeds. A type gets its fields
 * from the module that owns it and from the modules that add fields to it (a User's CV score, its verified skills,
 * its navigation).
 */
import type { SubgraphDefinition } from "../shared/server.js";
import { processStorage, type ObjectStorage } from "../shared/storage/index.js";
import type { Resolvers } from "./__generated__/resolvers-types.js";
import { mergeModuleResolvers } from "../shared/modules.js";
import { personalDataResolvers } from "./personal-data.js";
import { talentContext, type TalentContext } from "./context.js";
import { careerResolvers } from "./modules/careers/index.js";
import { cvResolvers } from "./modules/cv/index.js";
import { interviewResolvers } from "./modules/interviews/index.js";
import { navigationResolvers } from "./modules/navigation/index.js";
import { peopleResolvers } from "./modules/people/index.js";
import { profileResolvers } from "./modules/profiles/index.js";
import { closeExpiredAttempts, SKILL_ATTEMPT_CLOSING_EVERY_MS, skillResolvers } from "./modules/skills/index.js";
import { vocabularyResolvers } from "./modules/vocabulary/index.js";
import { seedTalent } from "./seed.js";

export interface TalentSubgraphOptions {
  /** Avatar storage; default: one instance per process from the environment (createStorageFromEnv). */
  storage?: ObjectStorage;
  /** Clock, for tests. */
  now?: () => Date;
}

/** The modules' resolvers as one map, type by type; two modules resolving the same field is a mistake, refused here. */
const resolvers: Resolvers = mergeModuleResolvers("talent", [
  vocabularyResolvers,
  profileResolvers,
  cvResolvers,
  skillResolvers,
  interviewResolvers,
  careerResolvers,
  peopleResolvers,
  navigationResolvers,
  personalDataResolvers,
]);

export function createTalentSubgraph(opts: TalentSubgraphOptions = {}): SubgraphDefinition<TalentContext> {
  const storage = opts.storage ? () => opts.storage! : processStorage;
  return {
    name: "talent",
    resolvers: resolvers as SubgraphDefinition["resolvers"],
    context: (base) => talentContext(base, { storage, now: opts.now }),
    seed: seedTalent,
    jobs: [
      {
        name: "skill-attempt-closing",
        everyMs: SKILL_ATTEMPT_CLOSING_EVERY_MS,
        run: (db, now) => closeExpiredAttempts(db, now),
      },
    ],
  };
}

export const talentSubgraph: SubgraphDefinition<TalentContext> = createTalentSubgraph();
