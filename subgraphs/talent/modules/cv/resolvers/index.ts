import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { CvScore } from "./CvScore.js";
import { CvScoreSnapshot } from "./CvScoreSnapshot.js";
import { Query } from "./Query.js";
import { User } from "./User.js";

export const cvResolvers: Resolvers = { Query, User, CvScore, CvScoreSnapshot };
