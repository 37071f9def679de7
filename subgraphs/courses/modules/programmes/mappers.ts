/** What the programmes module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type {
  applicationHistory,
  priorLearningCredits,
  programmeApplications,
  programmes,
  registrationForms,
  ProgrammeSectionData,
} from "../../../../drizzle/schema/courses.js";
import type { RegistrationOptionListData } from "../../../shared/options.js";
import type { RegistrationFieldData } from "./rules/registration.js";

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeSectionModel = ProgrammeSectionData;
export type RegistrationFormRow = typeof registrationForms.$inferSelect;
export type RegistrationFieldModel = RegistrationFieldData;
export type RegistrationOptionListModel = RegistrationOptionListData;
export type ApplicationRow = typeof programmeApplications.$inferSelect;
export type ApplicationHistoryRow = typeof applicationHistory.$inferSelect;
export type PriorLearningCreditRow = typeof priorLearningCredits.$inferSelect;
