import type { EnrolmentOptionResolvers } from "../../../__generated__/resolvers-types.js";
import { findProgramme } from "../../programmes/index.js";
import { coursesOfOption, enrolmentOptionIsOpen, feeOf, findEnrolmentOption, paymentPlansOf } from "../services/enrolment.js";

export const EnrolmentOption: EnrolmentOptionResolvers = {
  __resolveReference: (ref, ctx) => findEnrolmentOption(ctx, ref.id),
  courses: (option, _, ctx) => coursesOfOption(ctx, option),
  programme: (option, _, ctx) => (option.programmeId ? findProgramme(ctx, option.programmeId) : null),
  open: (option, _, ctx) => enrolmentOptionIsOpen(ctx, option),
  fee: (option) => feeOf(option),
  paymentPlans: (option) => paymentPlansOf(option),
};
