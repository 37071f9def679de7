import type { TestimonialResolvers } from "../../../__generated__/resolvers-types.js";

export const Testimonial: TestimonialResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.testimonial.load(ref.id),
  // A reference the jobs subgraph resolves (its title and logo).
  company: (t) => (t.employerId ? { id: t.employerId } : null),
};
