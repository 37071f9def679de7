/** What the classroom's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type { classMembers, classes, lessonSubmissions, lessons, liveTutorials } from "../../../../drizzle/schema/courses.js";

export type ClassRow = typeof classes.$inferSelect;
export type ClassMemberRow = typeof classMembers.$inferSelect;
/** A lesson as served: seen through a class (`classId`), or on its own (a federation reference: null). */
export type LessonRow = typeof lessons.$inferSelect & { classId: string | null };
export interface ClassModuleModel {
  id: string;
  number: number;
  title: string;
  lessons: LessonRow[];
}
export type SubmissionRow = typeof lessonSubmissions.$inferSelect;
export type LiveTutorialRow = typeof liveTutorials.$inferSelect;

/** A learner's progress through a class's course (services/progress.ts). */
export interface ModuleProgressModel {
  moduleId: string;
  title: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
}

export interface ClassProgressModel {
  learnerId: string;
  classId: string;
  courseId: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  modules: ModuleProgressModel[];
  attendanceRequired: boolean;
  attendanceRate: number | null;
  attendanceMet: boolean;
  awaitingMarking: number;
  completed: boolean;
  continueLesson: LessonRow | null;
}
