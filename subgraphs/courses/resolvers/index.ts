import type { Resolvers } from "../__generated__/resolvers-types.js";
import { CareerRole } from "./CareerRole.js";
import { Course } from "./Course.js";
import { CourseCategory } from "./CourseCategory.js";
import { CourseProvider } from "./CourseProvider.js";
import { Person, ProgrammeCourseList, Testimonial } from "./content.js";
import { CourseAccess, EnrolmentOption, EnrolmentQuery, Mutation, Order } from "./enrolment.js";
import {
  ApplicationHistoryEntry,
  Programme,
  ProgrammeApplication,
  ProgrammeMutation,
  ProgrammeQuery,
  ProgrammeSection,
  RegistrationOptionList,
} from "./programmes.js";
import { FinancingQuery } from "./financing.js";
import { CourseAdminMutation, CourseAdminQuery } from "./course-admin.js";
import { IncomeReport, IsaAgreement, IsaMutation, IsaQuery, IsaStatement, Withdrawal } from "./isa.js";
import { Query } from "./Query.js";
import {
  Class,
  ClassMember,
  ClassModule,
  ClassProgress,
  ClassroomMutation,
  ClassroomQuery,
  Lesson,
  LessonSubmission,
  LiveTutorial,
} from "./classroom.js";
import { Badge, Certificate, CertificateMutation, CertificateQuery } from "./certificates.js";
import { AdmissionMutation, AdmissionQuery, PriorLearningCredit } from "./admission.js";
import { MembershipQuery } from "./memberships.js";

// Financing quotes are pure calculations kept in their own file; they join the catalogue queries here.
export const resolvers: Resolvers = {
  Query: {
    ...Query,
    ...FinancingQuery,
    ...EnrolmentQuery,
    ...IsaQuery,
    ...CourseAdminQuery,
    ...ProgrammeQuery,
    ...ClassroomQuery,
    ...CertificateQuery,
    ...AdmissionQuery,
    ...MembershipQuery,
  },
  Mutation: {
    ...Mutation,
    ...IsaMutation,
    ...CourseAdminMutation,
    ...ProgrammeMutation,
    ...ClassroomMutation,
    ...CertificateMutation,
    ...AdmissionMutation,
  },
  Course,
  CareerRole,
  CourseCategory,
  CourseProvider,
  Person,
  Testimonial,
  ProgrammeCourseList,
  Programme,
  ProgrammeSection,
  RegistrationOptionList,
  ProgrammeApplication,
  ApplicationHistoryEntry,
  EnrolmentOption,
  Order,
  CourseAccess,
  IsaAgreement,
  IsaStatement,
  IncomeReport,
  Withdrawal,
  Class,
  ClassModule,
  ClassMember,
  ClassProgress,
  Lesson,
  LessonSubmission,
  LiveTutorial,
  Certificate,
  Badge,
  PriorLearningCredit,
};
