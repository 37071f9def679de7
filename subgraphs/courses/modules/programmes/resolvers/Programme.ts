import type { ProgrammeResolvers } from "../../../__generated__/resolvers-types.js";
import { programmeRequiresM1, viewerApplicationOf, viewerMeetsPrerequisites } from "../services/admission.js";
import { applicationsCloseAtOf, findProgramme, registrationFormOf, takingApplications } from "../services/programmes.js";

export const Programme: ProgrammeResolvers = {
  __resolveReference: (ref, ctx) => findProgramme(ctx, ref.id),
  takingApplications: (programme, _, ctx) => takingApplications(ctx, programme),
  applicationsCloseAt: (programme) => applicationsCloseAtOf(programme),
  applicationDeadline: (programme) => programme.applicationDeadline?.toISOString() ?? null,
  registrationForm: (programme, _, ctx) => registrationFormOf(ctx, programme),
  requiresM1Completion: (programme, _, ctx) => programmeRequiresM1(ctx, programme),
  viewerMeetsPrerequisites: (programme, _, ctx) => viewerMeetsPrerequisites(ctx, programme),
  viewerApplication: (programme, _, ctx) => viewerApplicationOf(ctx, programme),
};
