import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Education } from "./Education.js";
import { Mutation } from "./Mutation.js";
import { ProfileAbout } from "./ProfileAbout.js";
import { Query } from "./Query.js";
import { User } from "./User.js";
import { WorkExperience } from "./WorkExperience.js";

export const profileResolvers: Resolvers = { Query, Mutation, User, ProfileAbout, WorkExperience, Education };
