/** Enrolment options and programmes (SPEC §3, §4): reads, and the shapes their resolvers return. */
import { asc } from "drizzle-orm";
import { enrolmentOptions, programmes, type ComparisonRowData, type DescriptionBlockData } from "../../../drizzle/schema/courses.js";
import { toUsd } from "../rules/financing/money.js";
import { PAYMENT_PLANS, optionIsOpen, type PaymentPlan } from "../rules/enrolment.js";
import type { CoursesContext } from "../context.js";
import type { CourseRow } from "./catalogue.js";

export type EnrolmentOptionRow = typeof enrolmentOptions.$inferSelect;
export type ProgrammeRow = typeof programmes.$inferSelect;
export type DescriptionBlockModel = DescriptionBlockData;
export type ComparisonRowModel = ComparisonRowData;

export async function listEnrolmentOptions(ctx: CoursesContext): Promise<EnrolmentOptionRow[]> {
  const rows = await ctx.db.select().from(enrolmentOptions).orderBy(asc(enrolmentOptions.sortOrder));
  for (const row of rows) ctx.loaders.enrolmentOption.prime(row.id, row);
  return rows;
}

export function findEnrolmentOption(ctx: CoursesContext, id: string): Promise<EnrolmentOptionRow | null> {
  return ctx.loaders.enrolmentOption.load(id);
}

export function findProgramme(ctx: CoursesContext, id: string): Promise<ProgrammeRow | null> {
  return ctx.loaders.programme.load(id);
}

export async function enrolmentOptionIsOpen(ctx: CoursesContext, option: EnrolmentOptionRow): Promise<boolean> {
  const programme = option.programmeId ? await ctx.loaders.programme.load(option.programmeId) : null;
  return optionIsOpen(option, programme);
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
