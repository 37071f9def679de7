/**
 * Certificates and badges (SPEC §3). A certificate is issued when a course is completed under its rules
 * (`issueOnCompletion`, called by the classroom services inside the transaction that completed the course) or by a
 * course admin; composite badges (`case`) are awarded in the same transaction as the certificate that earns them.
 * The partial unique indexes (one valid certificate per holder and course, and per holder and badge) are the guard
 * against duplicates, so two concurrent issues cannot both succeed. Verification by code is public.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { certificates, courseTable } from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation, type Db, type Tx } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import {
  BADGES,
  CERTIFICATE_PAGE_SIZE,
  badgeForCourse,
  certificateCode,
  codeFromIdSlug,
  compositeBadgesEarned,
  findBadge,
  idSlug,
  issueProblems,
  REVOKE_REASON_MAX,
} from "../rules/certificates.js";
import type { CoursesContext } from "../../../context.js";
import type { UserRef } from "../../../mappers.js";
import type { BadgeModel, CertificateRow } from "../mappers.js";

/** The random source of new codes; tests may replace it. */
export const codeSource = { randomBytes: (n: number): Uint8Array => randomBytes(n) };

const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Inserts a certificate unless the holder already has a valid one for its course or badge (then null). A new code is
 * drawn again in the (astronomically unlikely) case of a code collision.
 */
async function insertUnlessHeld(tx: Tx, values: Omit<typeof certificates.$inferInsert, "code">): Promise<CertificateRow | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({ ...values, code: certificateCode(codeSource.randomBytes) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (await heldValid(tx, values.holderId, values.courseId ?? null, values.badgeId ?? null)) return null;
  }
  throw new Error("Could not draw an unused certificate code.");
}

async function heldValid(tx: Tx, holderId: string, courseId: string | null, badgeId: string | null): Promise<CertificateRow | null> {
  const which = [
    courseId ? eq(certificates.courseId, courseId) : undefined,
    badgeId ? eq(certificates.badgeId, badgeId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.holderId, holderId), isNull(certificates.revokedAt), or(...which)))
    .limit(1);
  return row ?? null;
}

/**
 * Awards the composite badges (`case`) the holder's valid certificates now earn, in the caller's transaction. Started
 * on the earliest start of the certificates that earn it; issued `today`.
 */
async function awardCompositeBadges(tx: Tx, holderId: string, today: string): Promise<CertificateRow[]> {
  const held = await tx
    .select({ badgeId: certificates.badgeId, dateStarted: certificates.dateStarted })
    .from(certificates)
    .where(and(eq(certificates.holderId, holderId), isNull(certificates.revokedAt)));
  const awarded: CertificateRow[] = [];
  for (const badge of compositeBadgesEarned(held.flatMap((h) => (h.badgeId ? [h.badgeId] : [])))) {
    const started = held.filter((h) => h.badgeId && badge.earnedBy!.includes(h.badgeId)).reduce((d, h) => earlier(d, h.dateStarted), today);
    const row = await insertUnlessHeld(tx, {
      holderId,
      courseId: null,
      badgeId: badge.id,
      title: badge.title,
      dateStarted: started,
      dateIssued: today,
    });
    if (row) awarded.push(row);
  }
  return awarded;
}

/**
 * The certificate for a completed course, issued inside the transaction that completed it (classroom services).
 * Idempotent: null when the holder already has a valid certificate for the course. Also awards composite badges.
 * `startedOn` (the member's addedAt date) and `today` are YYYY-MM-DD; a start after today is taken as today.
 */
export async function issueOnCompletion(
  tx: Tx,
  opts: { holderId: string; courseId: string; classId: string | null; startedOn: string; today: string },
): Promise<CertificateRow | null> {
  const { holderId, courseId, classId, startedOn, today } = opts;
  if (await heldValid(tx, holderId, courseId, null)) return null;
  const [course] = await tx.select({ title: courseTable.title }).from(courseTable).where(eq(courseTable.id, courseId));
  if (!course) throw notFound("Course", courseId);
  const row = await insertUnlessHeld(tx, {
    holderId,
    courseId,
    badgeId: badgeForCourse(courseId)?.id ?? null,
    title: course.title,
    classId,
    dateStarted: earlier(startedOn, today),
    dateIssued: today,
  });
  if (row) await awardCompositeBadges(tx, holderId, today);
  return row;
}

/**
 * The valid certificate of each (holder, course) pair, in the pairs' order (null where none): one query for all, so
 * it serves as a DataLoader batch function (ClassProgress.certificate).
 */
export async function validCertificatesFor(
  db: Db | Tx,
  pairs: readonly { holderId: string; courseId: string }[],
): Promise<(CertificateRow | null)[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select()
    .from(certificates)
    .where(
      and(
        isNull(certificates.revokedAt),
        inArray(certificates.holderId, [...new Set(pairs.map((p) => p.holderId))]),
        inArray(certificates.courseId, [...new Set(pairs.map((p) => p.courseId))]),
      ),
    );
  const byPair = new Map(rows.map((r) => [`${r.holderId}|${r.courseId}`, r]));
  return pairs.map((p) => byPair.get(`${p.holderId}|${p.courseId}`) ?? null);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string()
  .trim()
  .refine((d) => DATE_RE.test(d) && !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), "Use a date as YYYY-MM-DD");

const issueSchema = z.object({
  holderId: z.uuid("Choose a person"),
  courseId: z.string().trim().max(100).nullish(),
  badgeId: z.string().trim().max(40).nullish(),
  dateStarted: dateSchema,
});

/** A course admin issues a certificate for a course, or for a badge without a course (`case`). */
export async function issueCertificate(ctx: CoursesContext, input: unknown): Promise<CertificateRow> {
  const admin = requireRole(ctx, "COURSE_ADMIN");
  const parsed = parseInput(issueSchema, input);
  const today = dateOf(ctx.now);
  const problems = issueProblems(parsed, today);
  const [firstProblem] = Object.entries(problems);
  if (firstProblem) throw badInput(`Invalid input: ${firstProblem[0]}: ${firstProblem[1]}`, problems);
  const courseId = parsed.courseId || null;
  let title: string;
  let badgeId: string | null;
  if (courseId) {
    const course = await ctx.loaders.course.load(courseId);
    if (!course) throw badInput(`Invalid input: courseId: Unknown course`, { courseId: "Unknown course" });
    title = course.title;
    badgeId = badgeForCourse(courseId)?.id ?? null;
  } else {
    const badge = findBadge(parsed.badgeId!)!;
    title = badge.title;
    badgeId = badge.id;
  }
  const values = {
    holderId: parsed.holderId,
    courseId,
    badgeId,
    title,
    dateStarted: parsed.dateStarted,
    dateIssued: today,
    issuedBy: admin.id,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(certificates)
        .values({ ...values, code: certificateCode(codeSource.randomBytes) })
        .returning();
      await awardCompositeBadges(tx, parsed.holderId, today);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err, "certificates_holder_course_idx") || isUniqueViolation(err, "certificates_holder_badge_idx"))
      throw conflict(`This person already holds a valid ${title} certificate.`, { [courseId ? "courseId" : "badgeId"]: "Already held" });
    throw err;
  }
}

const reasonSchema = z.object({
  reason: z
    .string()
    .transform((r) => sanitizePlainText(r).trim())
    .pipe(z.string().min(1, "Give a reason").max(REVOKE_REASON_MAX, `At most ${REVOKE_REASON_MAX} characters`)),
});
const certificateId = z.uuid();

/** A course admin revokes a valid certificate with a reason; its verification page then says so. */
export async function revokeCertificate(ctx: CoursesContext, rawId: string, rawReason: string): Promise<CertificateRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const { reason } = parseInput(reasonSchema, { reason: rawReason });
  if (!certificateId.safeParse(rawId).success) throw notFound("Certificate", rawId);
  const [row] = await ctx.db
    .update(certificates)
    .set({ revokedAt: ctx.now, revokedReason: reason })
    .where(and(eq(certificates.id, rawId), isNull(certificates.revokedAt)))
    .returning();
  if (row) return row;
  const [existing] = await ctx.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, rawId));
  if (!existing) throw notFound("Certificate", rawId);
  throw conflict("This certificate is already revoked.");
}

const NEWEST_FIRST = [desc(certificates.dateIssued), asc(certificates.title), asc(certificates.id)];

/** The viewer's certificates, newest issued first, revoked ones included. */
export async function myCertificates(ctx: CoursesContext): Promise<CertificateRow[]> {
  const viewer = requireViewer(ctx);
  return ctx.db
    .select()
    .from(certificates)
    .where(eq(certificates.holderId, viewer.id))
    .orderBy(...NEWEST_FIRST);
}

/** Public verification: by `{code}-{slug}` or the bare code (the slug is not checked); null when unknown. */
export async function findCertificateByIdSlug(ctx: CoursesContext, value: string): Promise<CertificateRow | null> {
  const code = codeFromIdSlug(value);
  if (!code) return null;
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** For federation references: certificates are public (their verification page needs no login). */
export async function findCertificate(ctx: CoursesContext, rawId: string): Promise<CertificateRow | null> {
  if (!certificateId.safeParse(rawId).success) return null;
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.id, rawId));
  return row ?? null;
}

const listSchema = z.object({ courseId: z.string().trim().min(1).max(100).nullish() });

/** Every certificate for course admins, newest issued first, optionally of one course. */
export async function listCertificates(ctx: CoursesContext, args: PageArgs & { courseId?: string | null }): Promise<Page<CertificateRow>> {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, CERTIFICATE_PAGE_SIZE);
  const { courseId } = parseInput(listSchema, { courseId: args.courseId });
  return pageOfTable(ctx.db, certificates, window, {
    where: courseId ? eq(certificates.courseId, courseId) : undefined,
    orderBy: NEWEST_FIRST,
  });
}

export const listBadges = (): BadgeModel[] => [...BADGES];
export const badgeOf = (certificate: CertificateRow): BadgeModel | null =>
  certificate.badgeId ? (findBadge(certificate.badgeId) ?? null) : null;
export const holderOf = (certificate: CertificateRow): UserRef => ({ __typename: "User", id: certificate.holderId });
export const idSlugOf = (certificate: CertificateRow) => idSlug(certificate.code, certificate.title);
export const graduationOf = (certificate: CertificateRow) => ({
  idSlug: idSlugOf(certificate),
  graduationDate: certificate.dateIssued,
  title: certificate.title,
});
