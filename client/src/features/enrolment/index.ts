/**
 * Enrolment: buying a course (on the course page), My learning and the orders back office. The table that accepts or
 * rejects orders is shared with the ISA back office (financing). Pages are not exported: app/routes.tsx loads each
 * lazily by its path, so that every page stays a chunk of its own.
 */
export { EnrolmentOptionCard } from "./components/EnrolmentOptionCard";
export { OrderDecisionTable, type OrderDecisionTexts } from "./components/OrderDecisionTable";
