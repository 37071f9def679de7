import type { QueryResolvers } from "../../../__generated__/resolvers-types.js";
import { applicantsVisibleTo, findJobApplication, listJobApplications, myJobApplications } from "../services/applications.js";

export const Query: Pick<QueryResolvers, "myJobApplications" | "jobApplication" | "jobApplications" | "applicantsVisibleTo"> = {
  myJobApplications: (_, args, ctx) => myJobApplications(ctx, args),
  jobApplication: (_, { id }, ctx) => findJobApplication(ctx, id),
  jobApplications: (_, args, ctx) => listJobApplications(ctx, args),
  applicantsVisibleTo: (_, args, ctx) => applicantsVisibleTo(ctx, args),
};
