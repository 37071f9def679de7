/** Enrolment options (SPEC §3, §4): reads, and the shapes their resolvers return. */
import { asc } from "drizzle-orm";
import { enrolmentOptions } from "../../../../../drizzle/schema/courses.js";
import { toUsd } from "../../financing/rules/index.js";
import { PAYMENT_PLANS, optionIsOpen, type PaymentPlan } from "../rules/enrolment.js";
import { takesApplications } from "../../programmes/rules/programmes.js";
import type { CoursesContext } from "../../../context.js";
import type { CourseRow } from "../../catalogue/index.js";
import type { EnrolmentOptionRow } from "../mappers.js";

export async function listEnrolmentOptions(ctx: CoursesContext): Promise<EnrolmentOptionRow[]> {
  const rows = await ctx.db.select().from(enrolmentOptions).orderBy(asc(enrolmentOptions.sortOrder));
  for (const row of rows) ctx.loaders.enrolmentOption.prime(row.id, row);
  return rows;
}

export function findEnrolmentOption(ctx: CoursesContext, id: string): Promise<EnrolmentOptionRow | null> {
  return ctx.loaders.enrolmentOption.load(id);
}

export async function enrolmentOptionIsOpen(ctx: CoursesContext, option: EnrolmentOptionRow): Promise<boolean> {
  const programme = option.programmeId ? await ctx.loaders.programme.load(option.programmeId) : null;
  return optionIsOpen(option, programme && { applicationOpen: takesApplications(programme, ctx.now) });
}

export function coursesOfOption(ctx: CoursesContext, option: EnrolmentOptionRow): Promise<CourseRow[]> {
  return ctx.loaders.coursesOfOption.load(option.id);
}

export async function optionsOfCourse(ctx: CoursesContext, course: CourseRow): Promise<EnrolmentOptionRow[]> {
  return (await ctx.loaders.optionsOfCourse.load(course.id)).map((r) => r.option);
}

export const feeOf = (option: EnrolmentOptionRow) => toUsd(option.feeCents);

/** The plans an option accepts, in the contract's order (ISA further limited to the ISA countries at order time). */
export const paymentPlansOf = (option: EnrolmentOptionRow): PaymentPlan[] => PAYMENT_PLANS.filter((p) => option.paymentPlans.includes(p));
