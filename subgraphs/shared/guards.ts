/** Authorization helpers every subgraph uses at the top of a service call. */
import { forbidden, unauthenticated } from "./errors.js";
import type { BaseContext } from "./server.js";
import { hasRole, type Role, type Viewer } from "./viewer.js";

export function requireViewer(ctx: BaseContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

export function requireRole(ctx: BaseContext, ...roles: Role[]): Viewer {
  const viewer = requireViewer(ctx);
  if (!hasRole(viewer, ...roles)) throw forbidden();
  return viewer;
}

/** Internal operations (sign-up hooks) that only the platform itself may call. */
export function requireSystem(ctx: BaseContext): void {
  if (!ctx.system) throw forbidden("Only the platform may call this operation.");
}
