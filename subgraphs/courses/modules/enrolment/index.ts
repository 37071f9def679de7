/**
 * The enrolment module (SPEC §3 enrolment options, §4 enrolment states): enrolment options, orders (upfront payment
 * and ISA approval), payment providers and course access. Other modules, the subgraph root and tests use it through
 * this file only.
 */
export type * from "./mappers.js";
export { enrolmentResolvers } from "./resolvers/index.js";
export { createEnrolmentLoaders } from "./loaders.js";
export { seedEnrolment } from "./seed.js";
export { buyerOf, parseOrderId, requireOwnOrder } from "./services/orders.js";
export {
  ORDER_PAGE_SIZE,
  accessIsActive,
  accessWindow,
  isWithdrawable,
  orderPricing,
  statusesLeadingTo,
  type OrderStatus,
} from "./rules/enrolment.js";
export { ENROLMENT_OPTIONS, M1_ACCESS_DAYS } from "./seed-data.js";
