import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { EventExhibitorMembership } from "./EventExhibitorMembership.js";
import { EventInviteCheck } from "./EventInviteCheck.js";
import { EventInviteCode } from "./EventInviteCode.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const inviteResolvers: Resolvers = { Query, Mutation, EventInviteCode, EventInviteCheck, EventExhibitorMembership };
