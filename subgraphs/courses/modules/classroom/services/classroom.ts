/**
 * Classes: course admins create and edit classes and manage membership; learners with active access to a
 * course join one of its open classes (one class per course per student: the partial unique index
 * class_members_one_class_per_course_idx is the guard). Lessons are the course's content, shared by every class of
 * it; their body and questions are served only to those who may study them (rules/classroom.ts), answers never.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import {
  classMembers,
  classes,
  courseAccess,
  courseTable,
  programmes,
  type ClassRoleValue,
  type LessonQuestionData,
} from "../../../../../drizzle/schema/courses.js";
import { isUniqueViolation } from "../../../../shared/db.js";
import { badInput, conflict, forbidden, notFound } from "../../../../shared/errors.js";
import { requireRole, requireSystem, requireViewer } from "../../../../shared/guards.js";
import { pageOfTable, pageWindow, type Page, type PageArgs } from "../../../../shared/pagination.js";
import { parseInput } from "../../../../shared/validation.js";
import { hasRole } from "../../../../shared/viewer.js";
import { accessIsActive } from "../../enrolment/index.js";
import {
  CLASS_PAGE_SIZE,
  CLASS_STUDENTS_PAGE_SIZE,
  CLASSROOM_TEXT_MAX,
  canStudy,
  isAutoGraded,
  isGraded,
  isMarkedByInstructor,
  isoDate,
  mayTeach,
  mayViewContent,
  moduleId,
} from "../rules/classroom.js";
import type { CoursesContext } from "../../../context.js";
import { learnerCourseKey } from "../loaders.js";
import type { UserRef } from "../../../mappers.js";
import { assertMayStudy } from "../../programmes/index.js";
import type { ClassMemberRow, ClassModuleModel, ClassRow, LessonRow } from "../mappers.js";

type Role = ClassMemberRow["role"];

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = z
  .string()
  .trim()
  .refine((d) => DATE_RE.test(d) && !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), "Use a date as YYYY-MM-DD");

const classInputSchema = z
  .object({
    courseId: z.string().trim().min(1, "Choose a course").max(100),
    title: z.string().trim().min(1, "Required").max(CLASSROOM_TEXT_MAX.classTitle, `At most ${CLASSROOM_TEXT_MAX.classTitle} characters`),
    slug: z
      .string()
      .trim()
      .min(1, "Required")
      .max(CLASSROOM_TEXT_MAX.classSlug, `At most ${CLASSROOM_TEXT_MAX.classSlug} characters`)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and single dashes"),
    programmeId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((p) => p || null),
    startsOn: dateField,
    endsOn: dateField,
    joinOpen: z.boolean(),
  })
  .refine((c) => c.endsOn >= c.startsOn, { path: ["endsOn"], message: "Not before the first day" });

const uuidSchema = z.uuid();
/** Ids that are not UUIDs name nothing (rather than reaching the database as a type error). */
export function parseUuid(what: string, id: string): string {
  if (!uuidSchema.safeParse(id).success) throw notFound(what, id);
  return id;
}

const userRef = (id: string): UserRef => ({ __typename: "User", id });
export const userOfMember = (member: ClassMemberRow) => userRef(member.userId);

/* ---------------------------------------------------------------- who the viewer is in a class ---------------- */

export async function viewerRoleIn(ctx: CoursesContext, classId: string): Promise<Role | null> {
  if (!ctx.viewer) return null;
  return (await ctx.loaders.viewerMembershipOfClass.load(classId))?.role ?? null;
}

const isCourseAdmin = (ctx: CoursesContext) => hasRole(ctx.viewer, "COURSE_ADMIN");

/** Whether the viewer has active access to the course now. */
export async function viewerAccessActive(ctx: CoursesContext, courseId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return (await ctx.loaders.viewerAccessOfCourse.load(courseId)).some((a) => accessIsActive(a, ctx.now));
}

export async function viewerCanStudy(ctx: CoursesContext, klass: ClassRow): Promise<boolean> {
  const [role, active] = await Promise.all([viewerRoleIn(ctx, klass.id), viewerAccessActive(ctx, klass.courseId)]);
  return canStudy(role, active).ok;
}

/** FORBIDDEN unless the viewer may study the class's lessons now. */
export async function requireStudent(ctx: CoursesContext, klass: ClassRow): Promise<void> {
  requireViewer(ctx);
  const [role, active] = await Promise.all([viewerRoleIn(ctx, klass.id), viewerAccessActive(ctx, klass.courseId)]);
  const check = canStudy(role, active);
  if (!check.ok)
    throw forbidden(
      check.reason === "NOT_A_STUDENT" ? "Only the class's students can do lessons." : "Your access to this course is not active.",
    );
}

export async function viewerTeaches(ctx: CoursesContext, classId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  return mayTeach(await viewerRoleIn(ctx, classId), isCourseAdmin(ctx));
}

/** FORBIDDEN unless the viewer instructs the class or is a course admin. */
export async function requireTeacher(ctx: CoursesContext, classId: string): Promise<void> {
  requireViewer(ctx);
  if (!(await viewerTeaches(ctx, classId))) throw forbidden("Only the class's instructors and course admins can do this.");
}

/** A class by id, or NOT_FOUND. */
export async function loadClass(ctx: CoursesContext, rawId: string): Promise<ClassRow> {
  const id = parseUuid("Class", rawId);
  const row = await ctx.loaders.class.load(id);
  if (!row) throw notFound("Class", id);
  return row;
}

/** A lesson of the class's course, or NOT_FOUND. */
export async function loadLessonOf(ctx: CoursesContext, klass: ClassRow, lessonId: string): Promise<LessonRow> {
  const row = await ctx.loaders.lesson.load(lessonId);
  if (!row || row.courseId !== klass.courseId) throw notFound("Lesson", lessonId);
  return { ...row, classId: klass.id };
}

/* ---------------------------------------------------------------- reads ---------------------------------------- */

export async function myClasses(ctx: CoursesContext): Promise<ClassRow[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db
    .select({ klass: classes })
    .from(classes)
    .innerJoin(classMembers, eq(classMembers.classId, classes.id))
    .where(eq(classMembers.userId, viewer.id))
    .orderBy(desc(classes.startsOn), asc(classes.title));
  return rows.map((r) => r.klass);
}

/** A class as the forum needs it: slug, title and, asked for one person, their part in it. */
export interface InternalClassMembership {
  slug: string;
  title: string;
  role: ClassRoleValue | null;
}

/**
 * Internal (class forums, asked through ctx.peers): the classes `rawUserId` belongs to as a student or an instructor,
 * in slug order (a class's slug is also its class forum's and CLASSROOM tag's). Only the platform may ask; an id that
 * is not a UUID names nobody ([]).
 */
export async function classMembershipsOf(ctx: CoursesContext, rawUserId: string): Promise<InternalClassMembership[]> {
  requireSystem(ctx);
  if (!uuidSchema.safeParse(rawUserId).success) return [];
  const rows = await ctx.db
    .select({ slug: classes.slug, title: classes.title, role: classMembers.role })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(eq(classMembers.userId, rawUserId))
    .orderBy(asc(classes.slug));
  return rows;
}

/** The Certified Associate course category (SPEC §3): its students get career services (SPEC §1). */
const CERTIFIED_ASSOCIATE_CATEGORY = "ca";

/** A certified-associate student and the ca courses they study now. */
export interface InternalCertifiedAssociate {
  userId: string;
  courseIds: string[];
}

/**
 * Internal (career services, asked through ctx.peers): of these people, those who study a ca course now — an active
 * access window to it, or a STUDENT of one of its classes that has not ended — with those courses in id order; people
 * with none are left out, in the order first asked. One statement for the whole batch (a UNION over the
 * course_access_buyer_ends_idx and class_members_user_idx lookups). Ids that are not UUIDs name nobody.
 */
export async function certifiedAssociateCourses(ctx: CoursesContext, userIds: readonly string[]): Promise<InternalCertifiedAssociate[]> {
  requireSystem(ctx);
  if (userIds.length > 100) throw badInput("At most 100 user ids.", { userIds: "At most 100 user ids." });
  const ids = [...new Set(userIds.filter((id) => uuidSchema.safeParse(id).success))];
  if (!ids.length) return [];
  const byAccess = ctx.db
    .select({ userId: courseAccess.buyerId, courseId: courseAccess.courseId })
    .from(courseAccess)
    .innerJoin(courseTable, eq(courseTable.id, courseAccess.courseId))
    .where(
      and(
        inArray(courseAccess.buyerId, ids),
        gt(courseAccess.endsAt, ctx.now),
        lte(courseAccess.startsAt, ctx.now),
        eq(courseTable.categoryId, CERTIFIED_ASSOCIATE_CATEGORY),
      ),
    );
  const byClass = ctx.db
    .select({ userId: classMembers.userId, courseId: classes.courseId })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(courseTable, eq(courseTable.id, classes.courseId))
    .where(
      and(
        inArray(classMembers.userId, ids),
        eq(classMembers.role, "STUDENT"),
        gte(classes.endsOn, isoDate(ctx.now)),
        eq(courseTable.categoryId, CERTIFIED_ASSOCIATE_CATEGORY),
      ),
    );
  const rows = await byAccess.union(byClass);
  const coursesOf = new Map<string, string[]>();
  for (const row of rows) coursesOf.set(row.userId, [...(coursesOf.get(row.userId) ?? []), row.courseId]);
  return ids.flatMap((userId) => {
    const courseIds = coursesOf.get(userId);
    return courseIds ? [{ userId, courseIds: courseIds.sort() }] : [];
  });
}

/** Internal (class forums): the classes of these slugs that exist, with their titles, in slug order. */
export async function classesBySlug(ctx: CoursesContext, slugs: readonly string[]): Promise<InternalClassMembership[]> {
  requireSystem(ctx);
  if (slugs.length > 100) throw badInput("At most 100 slugs.", { slugs: "At most 100 slugs." });
  if (!slugs.length) return [];
  const rows = await ctx.db
    .select({ slug: classes.slug, title: classes.title })
    .from(classes)
    .where(inArray(classes.slug, [...slugs]))
    .orderBy(asc(classes.slug));
  return rows.map((r) => ({ ...r, role: null }));
}

/**
 * Internal (class forums' Instructors and Students tabs): a page of a class's members of one role, in the order they
 * were added, and how many there are. An unknown class has none.
 */
export async function classMemberIds(
  ctx: CoursesContext,
  slug: string,
  role: ClassRoleValue,
  args: { page?: number | null; pageSize?: number | null },
): Promise<{ userIds: string[]; totalCount: number }> {
  requireSystem(ctx);
  const window = pageWindow(args, 8);
  const ofClass = and(eq(classes.slug, slug), eq(classMembers.role, role));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(ofClass)
      .orderBy(asc(classMembers.addedAt), asc(classMembers.userId))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db.select({ n: count() }).from(classMembers).innerJoin(classes, eq(classes.id, classMembers.classId)).where(ofClass),
  ]);
  return { userIds: rows.map((r) => r.userId), totalCount: total?.n ?? 0 };
}

/** A class by slug for its members and course admins; null otherwise. */
export async function findClassBySlug(ctx: CoursesContext, slug: string): Promise<ClassRow | null> {
  if (!ctx.viewer) return null;
  const [row] = await ctx.db.select().from(classes).where(eq(classes.slug, slug));
  if (!row) return null;
  ctx.loaders.class.prime(row.id, row);
  if (isCourseAdmin(ctx) || (await viewerRoleIn(ctx, row.id))) return row;
  return null;
}

/** For federation references: as `class(slug)`, by id. */
export async function findClassFor(ctx: CoursesContext, rawId: string): Promise<ClassRow | null> {
  if (!ctx.viewer || !uuidSchema.safeParse(rawId).success) return null;
  const row = await ctx.loaders.class.load(rawId);
  if (!row) return null;
  return isCourseAdmin(ctx) || (await viewerRoleIn(ctx, row.id)) ? row : null;
}

/** Open classes of a course the viewer could join now (active access, not yet a student of one, not ended). */
export async function joinableClasses(ctx: CoursesContext, courseId: string): Promise<ClassRow[]> {
  requireViewer(ctx);
  if (!(await viewerAccessActive(ctx, courseId))) return [];
  if ((await ctx.loaders.viewerMembershipsOfCourse.load(courseId)).some((m) => m.role === "STUDENT")) return [];
  return ctx.db
    .select()
    .from(classes)
    .where(and(eq(classes.courseId, courseId), eq(classes.joinOpen, true), gte(classes.endsOn, isoDate(ctx.now))))
    .orderBy(asc(classes.startsOn), asc(classes.title));
}

export async function listClasses(ctx: CoursesContext, args: PageArgs & { courseId?: string | null }): Promise<Page<ClassRow>> {
  requireRole(ctx, "COURSE_ADMIN");
  const window = pageWindow(args, CLASS_PAGE_SIZE);
  return pageOfTable(ctx.db, classes, window, {
    where: args.courseId ? eq(classes.courseId, args.courseId) : undefined,
    orderBy: [desc(classes.startsOn), asc(classes.title), asc(classes.id)],
  });
}

export async function courseOfClass(ctx: CoursesContext, klass: ClassRow) {
  return (await ctx.loaders.course.load(klass.courseId)) ?? Promise.reject(notFound("Course", klass.courseId));
}

export const programmeOfClass = (ctx: CoursesContext, klass: ClassRow) =>
  klass.programmeId ? ctx.loaders.programme.load(klass.programmeId) : null;

/** The course's modules with their lessons (seen through this class). */
export async function modulesOf(ctx: CoursesContext, klass: ClassRow): Promise<ClassModuleModel[]> {
  const [course, all] = await Promise.all([courseOfClass(ctx, klass), ctx.loaders.lessonsOfCourse.load(klass.courseId)]);
  return course.modules.map((m, index) => ({
    id: moduleId(klass.courseId, index),
    number: index + 1,
    title: m.title,
    lessons: all.filter((l) => l.moduleIndex === index).map((l) => ({ ...l, classId: klass.id })),
  }));
}

export async function lessonOfClass(ctx: CoursesContext, klass: ClassRow, lessonId: string): Promise<LessonRow | null> {
  const row = await ctx.loaders.lesson.load(lessonId);
  return row && row.courseId === klass.courseId ? { ...row, classId: klass.id } : null;
}

/** For federation references: a lesson for course admins and members of a class of its course. */
export async function findLessonFor(ctx: CoursesContext, id: string): Promise<LessonRow | null> {
  if (!ctx.viewer) return null;
  const row = await ctx.loaders.lesson.load(id);
  if (!row) return null;
  if (isCourseAdmin(ctx) || (await ctx.loaders.viewerMembershipsOfCourse.load(row.courseId)).length > 0) return { ...row, classId: null };
  return null;
}

export const studentCountOf = (ctx: CoursesContext, klass: ClassRow) => ctx.loaders.studentCountOfClass.load(klass.id);
export const instructorsOf = (ctx: CoursesContext, klass: ClassRow) => ctx.loaders.instructorsOfClass.load(klass.id);

export async function studentsOf(ctx: CoursesContext, klass: ClassRow, args: PageArgs): Promise<Page<ClassMemberRow>> {
  await requireTeacher(ctx, klass.id);
  const window = pageWindow(args, CLASS_STUDENTS_PAGE_SIZE);
  return pageOfTable(ctx.db, classMembers, window, {
    where: and(eq(classMembers.classId, klass.id), eq(classMembers.role, "STUDENT")),
    orderBy: [asc(classMembers.addedAt), asc(classMembers.userId)],
  });
}

/* ---------------------------------------------------------------- lesson content ------------------------------- */

/** The viewer's role in the class the lesson is seen through, or (a reference) in any class of its course. */
async function viewerRoleForLesson(ctx: CoursesContext, lesson: LessonRow): Promise<Role | null> {
  if (!ctx.viewer) return null;
  if (lesson.classId) return viewerRoleIn(ctx, lesson.classId);
  const memberships = await ctx.loaders.viewerMembershipsOfCourse.load(lesson.courseId);
  return memberships.find((m) => m.role === "STUDENT")?.role ?? memberships[0]?.role ?? null;
}

async function viewerSeesContent(ctx: CoursesContext, lesson: LessonRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  const [role, active] = await Promise.all([viewerRoleForLesson(ctx, lesson), viewerAccessActive(ctx, lesson.courseId)]);
  return mayViewContent(role, active, isCourseAdmin(ctx));
}

export const lessonBody = async (ctx: CoursesContext, lesson: LessonRow) => ((await viewerSeesContent(ctx, lesson)) ? lesson.body : null);

/** Questions without their answers. */
export async function lessonQuestions(ctx: CoursesContext, lesson: LessonRow) {
  if (!(await viewerSeesContent(ctx, lesson))) return [];
  return lesson.questions.map(({ id, prompt, options }: LessonQuestionData) => ({ id, prompt, options }));
}

async function viewerLessonState(ctx: CoursesContext, lesson: LessonRow) {
  if (!ctx.viewer) return null;
  const rows = await ctx.loaders.progressOfLearnerCourse.load(learnerCourseKey(ctx.viewer.id, lesson.courseId));
  return rows.find((r) => r.lessonId === lesson.id) ?? null;
}
export const viewerLessonStatus = async (ctx: CoursesContext, lesson: LessonRow) => (await viewerLessonState(ctx, lesson))?.status ?? null;
export const viewerLessonMark = async (ctx: CoursesContext, lesson: LessonRow) => (await viewerLessonState(ctx, lesson))?.mark ?? null;

export const lessonKinds = {
  graded: (l: LessonRow) => isGraded(l.type),
  autoGraded: (l: LessonRow) => isAutoGraded(l.type),
  markedByInstructor: (l: LessonRow) => isMarkedByInstructor(l.type),
  moduleNumber: (l: LessonRow) => l.moduleIndex + 1,
};

/* ---------------------------------------------------------------- admin changes ------------------------------- */

async function checkClassInput(ctx: CoursesContext, input: unknown) {
  const data = parseInput(classInputSchema, input);
  const [course] = await ctx.db.select({ id: courseTable.id }).from(courseTable).where(eq(courseTable.id, data.courseId));
  if (!course) throw badInput(`Unknown course "${data.courseId}".`, { courseId: "Unknown course" });
  if (data.programmeId) {
    const [programme] = await ctx.db.select({ id: programmes.id }).from(programmes).where(eq(programmes.id, data.programmeId));
    if (!programme) throw badInput(`Unknown programme "${data.programmeId}".`, { programmeId: "Unknown programme" });
  }
  return data;
}

const slugTaken = (slug: string) => conflict(`The slug "${slug}" is already taken.`, { slug: "Already taken" });

export async function createClass(ctx: CoursesContext, input: unknown): Promise<ClassRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const data = await checkClassInput(ctx, input);
  try {
    const [row] = await ctx.db
      .insert(classes)
      .values({ ...data, createdAt: ctx.now })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err, "classes_slug_key")) throw slugTaken(data.slug);
    throw err;
  }
}

export async function updateClass(ctx: CoursesContext, rawId: string, input: unknown): Promise<ClassRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const id = parseUuid("Class", rawId);
  const data = await checkClassInput(ctx, input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(classes).where(eq(classes.id, id)).for("update");
      if (!current) throw notFound("Class", id);
      if (current.courseId !== data.courseId) {
        const students = await tx
          .select({ userId: classMembers.userId })
          .from(classMembers)
          .where(and(eq(classMembers.classId, id), eq(classMembers.role, "STUDENT")))
          .limit(1);
        if (students.length > 0)
          throw conflict("This class has students: its course cannot change.", { courseId: "The class has students" });
        await tx.update(classMembers).set({ courseId: data.courseId }).where(eq(classMembers.classId, id));
      }
      const [updated] = await tx.update(classes).set(data).where(eq(classes.id, id)).returning();
      return updated!;
    });
    ctx.loaders.class.clear(id).prime(id, row);
    return row;
  } catch (err) {
    if (isUniqueViolation(err, "classes_slug_key")) throw slugTaken(data.slug);
    throw err;
  }
}

const memberSchema = z.object({ userId: z.uuid("Choose a person"), role: z.enum(["STUDENT", "INSTRUCTOR"]) });

/** Inserts a membership; the primary key and the one-class-per-course index turn into CONFLICT. */
async function insertMember(ctx: CoursesContext, klass: ClassRow, userId: string, role: Role, who: { self: boolean }) {
  try {
    await ctx.db
      .insert(classMembers)
      .values({ classId: klass.id, userId, role, courseId: klass.courseId, addedAt: ctx.now, addedBy: ctx.viewer!.id });
  } catch (err) {
    if (isUniqueViolation(err, "class_members_one_class_per_course_idx"))
      throw conflict(
        who.self
          ? "You are already a student of another class of this course."
          : "This person is already a student of another class of this course.",
        { userId: "In another class of this course" },
      );
    if (isUniqueViolation(err))
      throw conflict(who.self ? "You are already a member of this class." : "This person is already a member of this class.", {
        userId: "Already a member",
      });
    throw err;
  }
  ctx.loaders.viewerMembershipOfClass.clear(klass.id);
  ctx.loaders.viewerMembershipsOfCourse.clear(klass.courseId);
  ctx.loaders.studentCountOfClass.clear(klass.id);
  ctx.loaders.instructorsOfClass.clear(klass.id);
}

export async function addClassMember(ctx: CoursesContext, rawClassId: string, rawUserId: string, rawRole: string): Promise<ClassRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const { userId, role } = parseInput(memberSchema, { userId: rawUserId, role: rawRole });
  const klass = await loadClass(ctx, rawClassId);
  // Instructors need no prerequisite; students of a certified-associate course need M1 completion or credit.
  if (role === "STUDENT") await assertMayStudy(ctx, klass.courseId, userId, { self: false });
  await insertMember(ctx, klass, userId, role, { self: false });
  return klass;
}

/** Removes a member; their progress rows stay (they may rejoin or move to another class of the course). */
export async function removeClassMember(ctx: CoursesContext, rawClassId: string, rawUserId: string): Promise<ClassRow> {
  requireRole(ctx, "COURSE_ADMIN");
  const klass = await loadClass(ctx, rawClassId);
  const userId = parseUuid("Class member", rawUserId);
  const removed = await ctx.db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, klass.id), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  if (removed.length === 0) throw notFound("Class member", userId);
  ctx.loaders.viewerMembershipOfClass.clear(klass.id);
  ctx.loaders.studentCountOfClass.clear(klass.id);
  ctx.loaders.instructorsOfClass.clear(klass.id);
  return klass;
}

export async function joinClass(ctx: CoursesContext, slug: string): Promise<ClassRow> {
  requireViewer(ctx);
  const [klass] = await ctx.db.select().from(classes).where(eq(classes.slug, slug));
  if (!klass) throw notFound("Class", slug);
  if (!(await viewerAccessActive(ctx, klass.courseId))) throw forbidden("Your access to this course is not active.");
  if (!klass.joinOpen) throw conflict("This class is closed to joining: ask a course admin to add you.");
  if (klass.endsOn < isoDate(ctx.now)) throw conflict("This class has ended.");
  await assertMayStudy(ctx, klass.courseId, ctx.viewer!.id, { self: true });
  await insertMember(ctx, klass, ctx.viewer!.id, "STUDENT", { self: true });
  return klass;
}
