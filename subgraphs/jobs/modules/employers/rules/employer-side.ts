/**
 * Who acts for an employer, as a pure rule: JOB_ADMIN for every employer, an APPROVED company representative for
 * their own (the representatives module decides who that is). Acting means editing its profile and logo, posting and
 * managing its jobs, and seeing and moving their applications.
 */

/** Who the employer side is, for one request: JOB_ADMIN acts for every employer, a representative for theirs only. */
export interface EmployerSide {
  jobAdmin: boolean;
  /** The employer the viewer is an APPROVED representative of, or null. */
  representing: string | null;
}

/** Whether the viewer may act for `employerId` (edit it, post and manage its jobs, see and move its applications). */
export function actsFor(side: EmployerSide, employerId: string): boolean {
  return side.jobAdmin || side.representing === employerId;
}
