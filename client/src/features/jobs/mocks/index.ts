/**
 * The job area's mock backend: the seeded jobs, employers and campaigns (./jobs.ts), saved jobs and job applications
 * (./applications.ts), and posting jobs and running campaigns (./postings.ts), with their share of the mock schema.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { MockDeps } from "../../../mocks/common";
import { careerRoles } from "../../talent/mocks";
import { countJobApplications, jobApplicationResolvers } from "./applications";
import { jobsResolvers } from "./jobs";
import { jobPostingResolvers } from "./postings";

export * from "./jobs";
export * from "./applications";
export * from "./postings";

export function jobsMockResolvers(deps: MockDeps): Resolvers {
  const jobs = jobsResolvers({ pageOf: deps.pageOf, careerRoles, countApplications: countJobApplications });
  const applications = jobApplicationResolvers(deps);
  const postings = jobPostingResolvers({ requireViewer: deps.requireViewer, careerRoles });
  return {
    Query: { ...postings.Query, ...jobs.Query, ...applications.Query },
    Mutation: { ...applications.Mutation, ...postings.Mutation },
    Job: { ...jobs.Job, ...applications.Job },
    JobApplication: applications.JobApplication,
    Employer: jobs.Employer,
    Campaign: jobs.Campaign,
    CareerRole: jobs.CareerRole,
  };
}
