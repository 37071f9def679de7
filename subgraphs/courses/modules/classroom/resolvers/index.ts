import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { Class } from "./Class.js";
import { ClassMember } from "./ClassMember.js";
import { ClassModule } from "./ClassModule.js";
import { ClassProgress } from "./ClassProgress.js";
import { CourseAccess } from "./CourseAccess.js";
import { Lesson } from "./Lesson.js";
import { LessonSubmission } from "./LessonSubmission.js";
import { LiveTutorial } from "./LiveTutorial.js";
import { Mutation } from "./Mutation.js";
import { Query } from "./Query.js";

export const classroomResolvers: Resolvers = {
  Query,
  Mutation,
  Class,
  ClassModule,
  ClassMember,
  ClassProgress,
  Lesson,
  LessonSubmission,
  LiveTutorial,
  CourseAccess,
};
