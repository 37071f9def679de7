import type { IntegritySummaryResolvers } from "../../../__generated__/resolvers-types.js";
import type { IntegrityMeasure as RuleMeasure } from "../rules/proctoring.js";

const MEASURES = {
  awayEpisodes: "AWAY_EPISODES",
  awayMs: "AWAY_MS",
  pastes: "PASTES",
  fullscreenExits: "FULLSCREEN_EXITS",
  fastAnswers: "FAST_ANSWERS",
} as const satisfies Record<RuleMeasure, string>;

export const IntegritySummary: IntegritySummaryResolvers = {
  reasons: (summary) => summary.reasons.map((r) => ({ measure: MEASURES[r.measure], value: r.value, flag: r.flag })),
  pastes: (summary) => summary.counts.PASTE,
  fullscreenExits: (summary) => summary.counts.FULLSCREEN_EXIT,
};
