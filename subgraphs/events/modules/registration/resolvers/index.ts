import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Event } from "./Event.js";
import { EventAttendee } from "./EventAttendee.js";
import { EventRegistration } from "./EventRegistration.js";
import { EventTeam } from "./EventTeam.js";
import { EventTeamMember } from "./EventTeamMember.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const registrationResolvers: Resolvers = { Query, Mutation, Event, EventAttendee, EventRegistration, EventTeam, EventTeamMember };
