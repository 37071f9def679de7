/** The five subgraph definitions, in seed order (talent first: others refer to its people and vocabulary). */
import type { SubgraphDefinition, SubgraphName } from "./shared/server.js";
import { talentSubgraph } from "./talent/index.js";
import { coursesSubgraph } from "./courses/index.js";
import { jobsSubgraph } from "./jobs/index.js";
import { forumSubgraph } from "./forum/index.js";
import { eventsSubgraph } from "./events/index.js";

export const SUBGRAPH_DEFINITIONS: SubgraphDefinition[] = [
  talentSubgraph as unknown as SubgraphDefinition,
  coursesSubgraph as unknown as SubgraphDefinition,
  jobsSubgraph as unknown as SubgraphDefinition,
  forumSubgraph as unknown as SubgraphDefinition,
  eventsSubgraph as unknown as SubgraphDefinition,
];

export function subgraphDefinition(name: SubgraphName): SubgraphDefinition {
  const def = SUBGRAPH_DEFINITIONS.find((d) => d.name === name);
  if (!def) throw new Error(`Unknown subgraph "${name}". Known: ${SUBGRAPH_DEFINITIONS.map((d) => d.name).join(", ")}`);
  return def;
}
