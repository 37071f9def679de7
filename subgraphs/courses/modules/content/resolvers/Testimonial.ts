import type { TestimonialResolvers } from "../../../__generated__/resolvers-types.js";

export const Testimonial: TestimonialResolvers = {
  __resolveReference: (ref, ctx) => ctx.loaders.testimonial.load(ref.id),
};
