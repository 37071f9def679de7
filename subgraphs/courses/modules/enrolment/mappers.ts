/** What the enrolment module's GraphQL types resolve from (codegen mappers, schema/mappers.ts). */
import type {
  ComparisonRowData,
  DescriptionBlockData,
  courseAccess,
  enrolmentOptions,
  orders,
} from "../../../../drizzle/schema/courses.js";

export type EnrolmentOptionRow = typeof enrolmentOptions.$inferSelect;
export type DescriptionBlockModel = DescriptionBlockData;
export type ComparisonRowModel = ComparisonRowData;
export type OrderRow = typeof orders.$inferSelect;
export type CourseAccessRow = typeof courseAccess.$inferSelect;

/** How to pay an order, as its payment provider explains it (services/payments/provider.ts). */
export interface PaymentInstructionsModel {
  provider: string;
  reference: string;
  steps: string[];
}
