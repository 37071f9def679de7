import type { Resolvers } from "../__generated__/resolvers-types.js";
import { CareerRole, RoleSkill } from "./CareerRole.js";
import { CvScore, CvScoreSnapshot } from "./CvScore.js";
import { Mutation } from "./Mutation.js";
import { Education, ProfileAbout, WorkExperience } from "./Profile.js";
import { Query } from "./Query.js";
import { Tool } from "./Tool.js";
import { User } from "./User.js";

export const resolvers: Resolvers = {
  Query,
  Mutation,
  User,
  Tool,
  CareerRole,
  RoleSkill,
  ProfileAbout,
  WorkExperience,
  Education,
  CvScore,
  CvScoreSnapshot,
};
