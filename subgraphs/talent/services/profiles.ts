/** Profile use cases: look-ups, field privacy, the viewer's name, and the sign-up hook. */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../../../drizzle/schema/talent.js";
import { conflict, notFound } from "../../shared/errors.js";
import { parseInput } from "../../shared/validation.js";
import { requireSystem, requireViewer } from "../../shared/guards.js";
import type { Role } from "../../shared/viewer.js";
import { mainNavigation, type NavigationItem } from "../rules/navigation.js";
import { isSelf, mayReadPrivateFields } from "../rules/privacy.js";
import { normalizeEmail } from "../rules/identity.js";
import type { TalentContext } from "../context.js";

export type UserRow = typeof users.$inferSelect;

export const NAME_MAX_LENGTH = 80;
const personName = z.string().trim().min(1, "Required.").max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`);

export const updateMyNameInput = z.object({ firstName: personName, lastName: personName });
export const createUserProfileInput = z.object({
  id: z.uuid("Must be an account id (UUID)."),
  firstName: personName,
  lastName: personName,
  email: z.string().trim().max(254, "At most 254 characters.").pipe(z.email("Must be an email address.")).transform(normalizeEmail),
});

export function findUser(ctx: TalentContext, id: string): Promise<UserRow | null> {
  return ctx.loaders.user.load(id);
}

/** The viewer's own profile; null for visitors (and for an account whose profile is missing). */
export function viewerProfile(ctx: TalentContext): Promise<UserRow | null> {
  return ctx.viewer ? findUser(ctx, ctx.viewer.id) : Promise.resolve(null);
}

/** The platform itself (the router's sign-up and log-in flows) may read the email too. */
export function emailOf(ctx: TalentContext, user: UserRow): string | null {
  return ctx.system || mayReadPrivateFields(ctx.viewer, user.id) ? user.email : null;
}

/**
 * Roles live with the auth account, not in the profile. For the person themself they come from the signed viewer.
 * A talent admin reading someone else currently gets [] because the subgraph has no batched roles look-up yet (a
 * later issue adds one); everyone else gets [] by the privacy rule.
 */
export function rolesOf(ctx: TalentContext, user: UserRow): Role[] {
  if (ctx.viewer && isSelf(ctx.viewer, user.id)) return ctx.viewer.roles;
  return [];
}

/**
 * A person's navigation is shown only to that person. For anyone else it is [] rather than FORBIDDEN, so a list of
 * people that happens to select the field does not fail as a whole (docs/decisions.md).
 */
export function navigationOf(ctx: TalentContext, user: UserRow): NavigationItem[] {
  return isSelf(ctx.viewer, user.id) ? mainNavigation(true) : [];
}

export function visitorNavigation(): NavigationItem[] {
  return mainNavigation(false);
}

export async function updateMyName(ctx: TalentContext, input: unknown): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const data = parseInput(updateMyNameInput, input);
  const [row] = await ctx.db
    .update(users)
    .set({ firstName: data.firstName, lastName: data.lastName })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!row) throw notFound("Profile", viewer.id);
  ctx.loaders.user.clear(row.id).prime(row.id, row);
  return row;
}

/**
 * Called by the router's auth module at sign-up, as the platform (system caller); nobody else may, admins included.
 * Idempotent on the id (a retried sign-up returns the profile already made, unchanged); CONFLICT when the email
 * belongs to another profile. The unique constraint decides, so two racing sign-ups cannot both win.
 */
export async function createUserProfile(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireSystem(ctx);
  const data = parseInput(createUserProfileInput, input);
  const [created] = await ctx.db.insert(users).values(data).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await ctx.db.select().from(users).where(eq(users.id, data.id));
  if (existing) return existing;
  throw conflict("This email address already belongs to another account.", { email: "Already in use." });
}
