import type { LiveTutorialResolvers } from "../../../__generated__/resolvers-types.js";
import { tutorialFields } from "../services/tutorials.js";

export const LiveTutorial: LiveTutorialResolvers = {
  startsAt: (t) => t.startsAt.toISOString(),
  held: (t, _, ctx) => tutorialFields.held(ctx, t),
  attendanceTaken: (t, _, ctx) => tutorialFields.attendanceTaken(ctx, t),
  viewerPresent: (t, _, ctx) => tutorialFields.viewerPresent(ctx, t),
  attendance: (t, _, ctx) => tutorialFields.attendance(ctx, t),
};
