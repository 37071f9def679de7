import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { PartnerOrganisation } from "./PartnerOrganisation.js";
import { Person } from "./Person.js";
import { Query } from "./Query.js";
import { Testimonial } from "./Testimonial.js";

export const contentResolvers: Resolvers = { Query, Person, Testimonial, PartnerOrganisation };
