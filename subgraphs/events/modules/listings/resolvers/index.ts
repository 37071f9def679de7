import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Event } from "./Event.js";
import { EventExhibitor } from "./EventExhibitor.js";
import { Query } from "./Query.js";

export const listingResolvers: Resolvers = { Query, Event, EventExhibitor };
