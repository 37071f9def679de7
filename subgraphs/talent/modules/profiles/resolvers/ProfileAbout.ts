import type { ProfileAboutResolvers } from "../../../__generated__/resolvers-types.js";
import { toolsOf } from "../../vocabulary/index.js";

export const ProfileAbout: ProfileAboutResolvers = {
  skills: (about, _, ctx) => toolsOf(ctx, about.skillIds),
};
