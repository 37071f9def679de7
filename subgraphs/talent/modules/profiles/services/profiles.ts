/**
 * Profile use cases: look-ups, field privacy, the About block, contact and job settings, target role, UI language,
 * settings entries, completion, the viewer's name, and the sign-up hook.
 */
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import { users, type ProfileLinksValue } from "../../../../../drizzle/schema/talent.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { parseInput } from "../../../../shared/validation.js";
import { requireSystem, requireViewer } from "../../../../shared/guards.js";
import { isUniqueViolation, type Tx } from "../../../../shared/db.js";
import type { Role } from "../../../../shared/viewer.js";
import { isSelf, mayRead, mayReadPrivateFields, needsApplicationRelation, type ProfileField } from "../rules/privacy.js";
import { normalizeEmail } from "../rules/identity.js";
import { profileCompletion, type ProfileCompletion } from "../rules/completion.js";
import { jobSettingsInput, profileAboutInput, profileContactInput } from "../rules/profile.js";
import {
  emailPreferencesOf,
  fromOptionalEmailEnum,
  fromUiLanguageEnum,
  settingsEntries,
  toUiLanguageEnum,
  type SettingEntry,
  type UiLanguageEnum,
} from "../rules/settings.js";
import type { TalentContext } from "../../../context.js";
import type { AboutModel, UserRow } from "../mappers.js";

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

/**
 * Whether the reader may see `field` of `user`. An application the person sent grants its employer side (the
 * employer's approved representatives, JOB_ADMIN) their job-search details, CV score and completion: jobs is asked
 * (batched per request) only when that relation can change the answer.
 */
export async function canRead(ctx: TalentContext, user: UserRow, field: ProfileField): Promise<boolean> {
  if (!needsApplicationRelation(field, ctx.viewer, user.id)) return mayRead(field, ctx.viewer, user.id);
  return mayRead(field, ctx.viewer, user.id, { appliedToEmployerOfViewer: await ctx.applicationRelation.load(user.id) });
}

/** The platform itself (the router's sign-up and log-in flows) may read the email too. */
export function emailOf(ctx: TalentContext, user: UserRow): string | null {
  return ctx.system || mayReadPrivateFields(ctx.viewer, user.id) ? user.email : null;
}

/**
 * Roles live with the auth account, not in the profile. For the person themself they come from the signed viewer.
 * A talent admin reading someone else gets [] because the subgraph has no batched roles look-up; everyone else
 * gets [] by the privacy rule.
 */
export function rolesOf(ctx: TalentContext, user: UserRow): Role[] {
  if (ctx.viewer && isSelf(ctx.viewer, user.id)) return ctx.viewer.roles;
  return [];
}

/** Links with every blank entry dropped; null when there are none. */
function linksOf(links: ProfileLinksValue): ProfileLinksValue | null {
  const kept = Object.fromEntries(Object.entries(links).filter(([, v]) => typeof v === "string" && v.length > 0));
  return Object.keys(kept).length ? kept : null;
}

export async function aboutOf(ctx: TalentContext, user: UserRow): Promise<AboutModel> {
  const fields = ["bio", "employmentStatus", "languages", "workPermitLocations", "skills", "location", "links"] as const;
  const allowed = await Promise.all(fields.map((f) => canRead(ctx, user, f)));
  const can = (f: (typeof fields)[number]) => allowed[fields.indexOf(f)]!;
  return {
    bio: can("bio") ? user.bio : null,
    employmentStatus: can("employmentStatus") ? user.employmentStatus : null,
    languages: can("languages") ? user.languages : [],
    workPermitLocations: can("workPermitLocations") ? user.workPermitLocations : [],
    skillIds: can("skills") ? user.skillIds : [],
    location: can("location") ? user.location : null,
    links: can("links") ? linksOf(user.links) : null,
  };
}

/** Signed URLs last a day: long enough for a session's page views, short enough that a leaked URL dies. */
export const AVATAR_URL_SECONDS = 24 * 60 * 60;

export async function avatarUrlOf(ctx: TalentContext, user: UserRow): Promise<string | null> {
  if (!user.avatarKey) return null;
  // Signed per day (start of the UTC day), so the URL stays the same all day and browsers can cache the image.
  const day = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate()));
  return ctx.storage.signedUrl(user.avatarKey, { expiresInSeconds: AVATAR_URL_SECONDS * 2, now: day });
}

export async function completionOf(ctx: TalentContext, user: UserRow): Promise<ProfileCompletion | null> {
  if (!(await canRead(ctx, user, "profileCompletion"))) return null;
  const [experiences, educations] = await Promise.all([ctx.loaders.workExperiences.load(user.id), ctx.loaders.educations.load(user.id)]);
  return profileCompletion({
    bio: user.bio,
    employmentStatus: user.employmentStatus,
    languages: user.languages,
    workPermitLocations: user.workPermitLocations,
    location: user.location,
    linkedin: user.links.linkedin,
    workExperienceCount: experiences.length,
    educationCount: educations.length,
    skillCount: user.skillIds.length,
  });
}

export function uiLanguageOf(ctx: TalentContext, user: UserRow): UiLanguageEnum | null {
  return mayRead("uiLanguage", ctx.viewer, user.id) && user.uiLanguage ? toUiLanguageEnum(user.uiLanguage) : null;
}

export function settingsOf(ctx: TalentContext, user: UserRow): SettingEntry[] {
  return mayRead("settings", ctx.viewer, user.id) ? settingsEntries(user) : [];
}

export function emailPreferencesFor(ctx: TalentContext, user: UserRow) {
  return mayRead("emailPreferences", ctx.viewer, user.id) ? emailPreferencesOf(user.emailSwitchedOff) : [];
}

/** Switches one optional email on or off; the mail worker reads the list when it sends, so it holds at once. */
export async function setEmailPreference(ctx: TalentContext, email: string, enabled: boolean): Promise<UserRow> {
  requireViewer(ctx);
  const kind = fromOptionalEmailEnum(email);
  if (!kind) throw badInput(`Unknown optional email "${email}".`, { email: "Unknown optional email." });
  // One statement, so two switches at once cannot lose either.
  const without = sql`array_remove(${users.emailSwitchedOff}, ${kind}::text)`;
  return updateOwnProfile(ctx, { emailSwitchedOff: enabled ? without : sql`array_append(${without}, ${kind}::text)` });
}

export function targetRoleOf(ctx: TalentContext, user: UserRow) {
  if (!mayRead("targetRole", ctx.viewer, user.id) || !user.targetRoleId) return null;
  return ctx.loaders.careerRole.load(user.targetRoleId);
}

/** Writes the viewer's own profile row; NOT_FOUND when the account has no profile. */
export async function updateOwnProfile(ctx: TalentContext, changes: PgUpdateSetSource<typeof users>, db: Tx = ctx.db): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, viewer.id))
    .returning();
  if (!row) throw notFound("Profile", viewer.id);
  ctx.loaders.user.clear(row.id).prime(row.id, row);
  return row;
}

export async function updateMyName(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const data = parseInput(updateMyNameInput, input);
  return updateOwnProfile(ctx, { firstName: data.firstName, lastName: data.lastName });
}

export async function updateProfileAbout(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const data = parseInput(profileAboutInput, input);
  const found = await ctx.loaders.tool.loadMany(data.skillIds);
  const fields: Record<string, string> = {};
  found.forEach((row, i) => {
    if (!row || row instanceof Error) fields[`skillIds.${i}`] = "Unknown skill.";
  });
  if (Object.keys(fields).length)
    throw badInput(`Unknown skill: ${data.skillIds.filter((_, i) => fields[`skillIds.${i}`]).join(", ")}`, fields);
  return updateOwnProfile(ctx, { bio: data.bio, languages: data.languages, skillIds: data.skillIds });
}

export async function updateProfileContact(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const { location, ...links } = parseInput(profileContactInput, input);
  return updateOwnProfile(ctx, { location, links: linksOf(links) ?? {} });
}

export async function updateJobSettings(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireViewer(ctx);
  const data = parseInput(jobSettingsInput, input);
  return updateOwnProfile(ctx, { employmentStatus: data.employmentStatus, workPermitLocations: data.workPermitLocations });
}

export async function setTargetRole(ctx: TalentContext, roleId: string): Promise<UserRow> {
  requireViewer(ctx);
  const role = await ctx.loaders.careerRole.load(roleId);
  if (!role) throw badInput(`Unknown career role "${roleId}".`, { roleId: "Unknown career role." });
  return updateOwnProfile(ctx, { targetRoleId: role.id });
}

export async function setUiLanguage(ctx: TalentContext, language: string): Promise<UserRow> {
  requireViewer(ctx);
  const code = fromUiLanguageEnum(language);
  if (!code) throw badInput(`Unknown interface language "${language}".`, { language: "Unknown interface language." });
  return updateOwnProfile(ctx, { uiLanguage: code });
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

const changeUserEmailInput = createUserProfileInput.pick({ id: true, email: true });

/**
 * Called by the router when a person confirms a new address, as the platform. Idempotent (the same address again
 * changes nothing); CONFLICT when another profile has it.
 */
export async function changeUserEmail(ctx: TalentContext, input: unknown): Promise<UserRow> {
  requireSystem(ctx);
  const data = parseInput(changeUserEmailInput, input);
  try {
    const [row] = await ctx.db
      .update(users)
      .set({ email: data.email, updatedAt: sql`now()` })
      .where(eq(users.id, data.id))
      .returning();
    if (!row) throw notFound("Profile", data.id);
    ctx.loaders.user.clear(row.id).prime(row.id, row);
    return row;
  } catch (err) {
    if (isUniqueViolation(err, "users_email_key"))
      throw conflict("This email address already belongs to another account.", { email: "Already in use." });
    throw err;
  }
}
