/**
 * The mock objects behind API types: what a mock resolver of the type gets as its parent and what the fields of that
 * type must return (codegen.ts maps the types to these for client/src/__generated__/mock-resolvers.ts). Every other API
 * type is a deep partial of itself there: @graphql-tools/mock fills what a mock leaves out.
 */
import type { CourseCategory } from "../__generated__/schema-types";
import type { accessFor, MockOption, orderObject } from "../features/enrolment/mocks";
import type { MockProgramme } from "../features/programmes/mocks";
import type { progressOf } from "../features/classroom/mocks";

export type { MockCourse as CourseModel } from "../features/catalogue/mocks";
export type { MockUserRef as UserModel } from "./common";
export type { MockCareerRole as CareerRoleModel } from "../features/talent/mocks";
export type { MockCredit as PriorLearningCreditModel, MockApplication as ProgrammeApplicationModel } from "../features/programmes/mocks";
export type {
  BadgeDef as BadgeModel,
  LessonInClass as LessonModel,
  MockCertificate as CertificateModel,
  MockClass as ClassModel,
  MockMember as ClassMemberModel,
  MockSubmission as LessonSubmissionModel,
  MockTutorial as LiveTutorialModel,
} from "../features/classroom/mocks";
export type { MockCampaign as CampaignModel, MockJob as JobModel, MockJobApplication as JobApplicationModel } from "../features/jobs/mocks";
export type { MockEmployer as EmployerModel, MockRepresentative as EmployerRepresentativeModel } from "../features/employer/mocks";
export type {
  MockCategory as ForumCategoryModel,
  MockForumClass as ForumClassModel,
  MockForumComment as ForumCommentModel,
  MockForumNotification as ForumNotificationModel,
  MockForumPost as ForumPostModel,
  MockForumReport as ForumReportModel,
  MockTag as ForumTagModel,
} from "../features/forum/mocks";
export type { MockAttempt as SkillAttemptModel, MockSkillRole as SkillRoleModel } from "../features/skills/mocks";

/** A course category as the catalogue mocks give it. */
export type CourseCategoryModel = Pick<CourseCategory, "id" | "title">;
/** An order with its option, course, payment and financing (features/enrolment/mocks' orderObject). */
export type OrderModel = ReturnType<typeof orderObject>;
/** A person's access to a course, with its state (features/enrolment/mocks' accessFor). */
export type CourseAccessModel = ReturnType<typeof accessFor>[number];
/** A programme, or the summary of one that an enrolment option carries. */
export type ProgrammeModel = MockProgramme | NonNullable<MockOption["programme"]>;
/** A learner's progress in a class (features/classroom/mocks' progressOf). */
export type ClassProgressModel = ReturnType<typeof progressOf>;
