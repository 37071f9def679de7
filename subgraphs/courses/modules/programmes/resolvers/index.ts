import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { ApplicationHistoryEntry } from "./ApplicationHistoryEntry.js";
import { CourseAdminSummary } from "./CourseAdminSummary.js";
import { Mutation } from "./Mutation.js";
import { PriorLearningCredit } from "./PriorLearningCredit.js";
import { Programme } from "./Programme.js";
import { ProgrammeApplication } from "./ProgrammeApplication.js";
import { ProgrammeSection } from "./ProgrammeSection.js";
import { Query } from "./Query.js";
import { RegistrationOptionList } from "./RegistrationOptionList.js";

export const programmeResolvers: Resolvers = {
  Query,
  Mutation,
  Programme,
  ProgrammeSection,
  RegistrationOptionList,
  ProgrammeApplication,
  ApplicationHistoryEntry,
  PriorLearningCredit,
  CourseAdminSummary,
};
