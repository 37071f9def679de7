/**
 * Who may use the jobs back office, and as whom: JOB_ADMIN (every job, campaigns, the employer and campaigns of a job)
 * and approved company representatives (their own employer's jobs: `myEmployerRepresentation.status === "APPROVED"`).
 * The representation is asked only of people with the COMPANY_REPRESENTATIVE role. `deciding` is true until both are
 * known, so pages show a loader rather than a passing not-allowed state.
 */
import { useQuery } from "@apollo/client/react";
import { JobsBackOfficeStandingDocument, ViewerDocument } from "../../../../__generated__/graphql";

export interface JobsBackOffice {
  loggedIn: boolean;
  jobAdmin: boolean;
  /** Has the COMPANY_REPRESENTATIVE role (approved or not). */
  representative: boolean;
  /** The employer an approved representative acts for; null otherwise. */
  employer: { id: string; title: string } | null;
  /** JOB_ADMIN or an approved representative. */
  allowed: boolean;
  deciding: boolean;
}

export function useJobsBackOffice(): JobsBackOffice {
  const viewer = useQuery(ViewerDocument);
  const roles = viewer.data?.viewer?.roles ?? [];
  const representative = roles.includes("COMPANY_REPRESENTATIVE");
  const standing = useQuery(JobsBackOfficeStandingDocument, { skip: !representative, fetchPolicy: "cache-and-network" });
  const representation = representative ? standing.data?.myEmployerRepresentation : null;
  const employer = representation?.status === "APPROVED" ? (representation.employer ?? null) : null;
  const jobAdmin = roles.includes("JOB_ADMIN");
  return {
    loggedIn: viewer.data?.viewer != null,
    jobAdmin,
    representative,
    employer,
    allowed: jobAdmin || employer != null,
    deciding: (viewer.loading && !viewer.data) || (representative && standing.loading && !standing.data),
  };
}
