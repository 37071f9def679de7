/** The employer side of the viewer as a guard, for back-office operations of every module (jobs, applicants). */
import { forbidden } from "../../../../shared/errors.js";
import { requireViewer } from "../../../../shared/guards.js";
import type { JobsContext } from "../../../context.js";
import type { EmployerSide } from "../rules/employer-side.js";

/**
 * The employer side of the viewer, for back-office operations: JOB_ADMIN, or an approved representative; FORBIDDEN
 * for anyone else (students, pending or refused representatives).
 */
export async function requireEmployerSide(ctx: JobsContext): Promise<EmployerSide> {
  requireViewer(ctx);
  const side = await ctx.employerSide();
  if (!side.jobAdmin && !side.representing) throw forbidden("Only job admins and approved company representatives may do this.");
  return side;
}
