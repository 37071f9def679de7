/**
 * Company representatives: a person with the COMPANY_REPRESENTATIVE role asks to act for an employer (join one, or
 * add a new one with the company form); a JOB_ADMIN approves, rejects or later revokes. Only an APPROVED
 * representative acts for the employer (ctx.employerSide). One live request per person is a database constraint
 * (a partial unique index), so two racing requests cannot both land. Every decision locks the row, checks the
 * pure rule (rules/representatives.ts) and writes in one transaction; approving a new employer creates it there
 * (the employers module's company form and insert).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { employerRepresentatives } from "../../../../../drizzle/schema/jobs.js";
import { isUniqueViolation, type Db } from "../../../../shared/db.js";
import { badInput, conflict, notFound } from "../../../../shared/errors.js";
import { requireRole, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { sanitizePlainText } from "../../../../shared/sanitize.js";
import { parseInput } from "../../../../shared/validation.js";
import type { JobsContext } from "../../../context.js";
import type { UserRef } from "../../../mappers.js";
import { COMPANY_LIMITS, companySchema, insertEmployer, plainText, type CompanyInputRaw, type EmployerRow } from "../../employers/index.js";
import type { RepresentativeRow } from "../mappers.js";
import {
  DECISION_NOTE_MAX,
  DECISION_RESULT,
  REPRESENTATIVE_PAGE_SIZE,
  REPRESENTATIVE_STATUSES,
  noteRequired,
  statusesFor,
  type RepresentativeDecision,
} from "../rules/representatives.js";

const [positionMin, positionMax] = COMPANY_LIMITS.position;
const requestId = z.uuid();

const requestSchema = z
  .object({
    employerId: z.string().trim().max(100).nullish(),
    company: companySchema.nullish(),
    position: plainText(positionMin, positionMax),
  })
  .superRefine((r, zctx) => {
    if (!!r.employerId === !!r.company)
      zctx.addIssue({
        code: "custom",
        path: ["company"],
        message: "Choose a company on TalentForge, or fill in the form for a new one (not both).",
      });
  });

export interface RepresentativeRequestRaw {
  employerId?: string | null;
  company?: CompanyInputRaw | null;
  position: string;
}

export async function requestEmployerAccess(ctx: JobsContext, input: RepresentativeRequestRaw): Promise<RepresentativeRow> {
  const viewer = requireRole(ctx, "COMPANY_REPRESENTATIVE");
  const data = parseInput(requestSchema, input);
  if (data.employerId && !(await ctx.loaders.employer.load(data.employerId)))
    throw badInput("There is no such company on TalentForge.", { employerId: "Choose a company from the list." });
  try {
    const [row] = await ctx.db
      .insert(employerRepresentatives)
      .values({
        userId: viewer.id,
        kind: data.employerId ? "JOIN_EMPLOYER" : "NEW_EMPLOYER",
        employerId: data.employerId ?? null,
        proposedCompany: data.company ?? null,
        position: data.position,
        status: "PENDING",
        requestedAt: ctx.now,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, "employer_representatives_live_user_key"))
      throw conflict("You already have a request waiting or approved; one company at a time.");
    throw err;
  }
}

/** The person takes back their own pending request: it is deleted (nothing was decided) and returned as it was. */
export async function cancelEmployerAccessRequest(ctx: JobsContext, rawId: string): Promise<RepresentativeRow> {
  const viewer = requireViewer(ctx);
  if (!requestId.safeParse(rawId).success) throw notFound("Request", rawId);
  const mine = and(eq(employerRepresentatives.id, rawId), eq(employerRepresentatives.userId, viewer.id));
  const [deleted] = await ctx.db
    .delete(employerRepresentatives)
    .where(and(mine, eq(employerRepresentatives.status, "PENDING")))
    .returning();
  if (deleted) return deleted;
  const [existing] = await ctx.db.select({ status: employerRepresentatives.status }).from(employerRepresentatives).where(mine);
  if (!existing) throw notFound("Request", rawId);
  throw conflict("This request was already decided; it can no longer be taken back.");
}

const noteSchema = (required: boolean) =>
  z
    .string()
    .nullish()
    .transform((n) => sanitizePlainText(n ?? "").trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, "Tell the person why.")
        .max(DECISION_NOTE_MAX, `At most ${DECISION_NOTE_MAX} characters.`),
    )
    .transform((n) => n || null);

const STATUS_WORDS = { PENDING: "waiting", APPROVED: "approved", REJECTED: "refused", REVOKED: "revoked" } as const;

/** A JOB_ADMIN's decision on a request, under the row lock; approving a new employer creates it in the same transaction. */
async function decide(
  ctx: JobsContext,
  rawId: string,
  decision: RepresentativeDecision,
  rawNote: string | null | undefined,
): Promise<RepresentativeRow> {
  const admin = requireRole(ctx, "JOB_ADMIN");
  const { note } = parseInput(z.object({ note: noteSchema(noteRequired(decision)) }), { note: rawNote });
  if (!requestId.safeParse(rawId).success) throw notFound("Request", rawId);
  const { row, created } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(employerRepresentatives).where(eq(employerRepresentatives.id, rawId)).for("update");
    if (!current) throw notFound("Request", rawId);
    if (!statusesFor(decision).includes(current.status))
      throw conflict(`This request is ${STATUS_WORDS[current.status]}; it cannot be ${STATUS_WORDS[DECISION_RESULT[decision]]} now.`);
    let employerId = current.employerId;
    let created: EmployerRow | null = null;
    if (decision === "APPROVE" && current.kind === "NEW_EMPLOYER" && !employerId) {
      created = await insertEmployer(tx, current.proposedCompany!);
      employerId = created.id;
    }
    const [row] = await tx
      .update(employerRepresentatives)
      .set({ status: DECISION_RESULT[decision], employerId, decidedAt: ctx.now, decidedBy: admin.id, decisionNote: note })
      .where(eq(employerRepresentatives.id, rawId))
      .returning();
    return { row: row!, created };
  });
  if (created) ctx.loaders.employer.prime(created.id, created);
  ctx.loaders.representative.clear(row.id).prime(row.id, row);
  return row;
}

export const approveRepresentative = (ctx: JobsContext, id: string, note?: string | null) => decide(ctx, id, "APPROVE", note);
export const rejectRepresentative = (ctx: JobsContext, id: string, note: string) => decide(ctx, id, "REJECT", note);
export const revokeRepresentative = (ctx: JobsContext, id: string, note: string) => decide(ctx, id, "REVOKE", note);

/** The viewer's latest request, any status; null for visitors and people who never asked. */
export async function myEmployerRepresentation(ctx: JobsContext): Promise<RepresentativeRow | null> {
  if (!ctx.viewer) return null;
  const [row] = await ctx.db
    .select()
    .from(employerRepresentatives)
    .where(eq(employerRepresentatives.userId, ctx.viewer.id))
    .orderBy(desc(employerRepresentatives.requestedAt), desc(employerRepresentatives.id))
    .limit(1);
  return row ?? null;
}

const listSchema = z.object({ status: z.enum(REPRESENTATIVE_STATUSES).nullish(), employerId: z.string().max(100).nullish() });

/** JOB_ADMIN's list: pending first, then newest first; by status and employer. */
export async function listRepresentatives(
  ctx: JobsContext,
  args: PageArgs & { status?: string | null; employerId?: string | null },
): Promise<Page<RepresentativeRow>> {
  requireRole(ctx, "JOB_ADMIN");
  const window = pageWindow(args, REPRESENTATIVE_PAGE_SIZE);
  const { status, employerId } = parseInput(listSchema, { status: args.status, employerId: args.employerId });
  const page = await pageOfTable(ctx.db, employerRepresentatives, window, {
    where: and(
      status ? eq(employerRepresentatives.status, status) : undefined,
      employerId ? eq(employerRepresentatives.employerId, employerId) : undefined,
    ),
    orderBy: [
      sql`(${employerRepresentatives.status} = 'PENDING') desc`,
      desc(employerRepresentatives.requestedAt),
      desc(employerRepresentatives.id),
    ],
  });
  for (const row of page.items) ctx.loaders.representative.prime(row.id, row);
  return page;
}

/** Whether the viewer may see a request: the person, JOB_ADMIN, or a fellow approved representative of its employer. */
async function mayViewRepresentative(ctx: JobsContext, row: RepresentativeRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (row.userId === ctx.viewer.id) return true;
  const side = await ctx.employerSide();
  return side.jobAdmin || (row.status === "APPROVED" && row.employerId !== null && side.representing === row.employerId);
}

export async function findRepresentative(ctx: JobsContext, rawId: string): Promise<RepresentativeRow | null> {
  if (!requestId.safeParse(rawId).success) return null;
  const row = await ctx.loaders.representative.load(rawId);
  return row && (await mayViewRepresentative(ctx, row)) ? row : null;
}

/** Employer.representatives: its approved representatives, for JOB_ADMIN and the employer's own; [] for anyone else. */
export async function representativesOf(ctx: JobsContext, employer: EmployerRow): Promise<RepresentativeRow[]> {
  if (!ctx.viewer) return [];
  const side = await ctx.employerSide();
  if (!side.jobAdmin && side.representing !== employer.id) return [];
  return ctx.loaders.approvedRepresentatives.load(employer.id);
}

export async function viewerRepresents(ctx: JobsContext, employer: EmployerRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  return (await ctx.employerSide()).representing === employer.id;
}

export const personOf = (row: RepresentativeRow): UserRef => ({ __typename: "User", id: row.userId });

export async function employerOfRepresentative(ctx: JobsContext, row: RepresentativeRow): Promise<EmployerRow | null> {
  return row.employerId ? ctx.loaders.employer.load(row.employerId) : null;
}

/**
 * The employer `userId` is an APPROVED representative of, or null: for ctx.employerSide (which also asks for the
 * COMPANY_REPRESENTATIVE role) and for which applicants an employer may see (applicantsVisibleTo).
 */
export async function approvedEmployerOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ employerId: employerRepresentatives.employerId })
    .from(employerRepresentatives)
    .where(and(eq(employerRepresentatives.userId, userId), eq(employerRepresentatives.status, "APPROVED")));
  return row?.employerId ?? null;
}

/** The admin dashboard's representative requests waiting for a decision, over `employer_representatives_status_requested_idx`. */
export async function pendingRequestsCount(ctx: JobsContext): Promise<number> {
  const [r] = await ctx.db.select({ n: count() }).from(employerRepresentatives).where(eq(employerRepresentatives.status, "PENDING"));
  return r?.n ?? 0;
}
