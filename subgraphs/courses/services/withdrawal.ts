/** Withdrawal applied to a real order (SPEC §1 withdrawal rule). */
import type { withdrawals } from "../../../drizzle/schema/courses.js";

export type WithdrawalRow = typeof withdrawals.$inferSelect;
