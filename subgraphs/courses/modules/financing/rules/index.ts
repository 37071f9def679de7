/** Financing rules (SPEC §1, §9): upfront discount, income-share agreement, withdrawal, study-mode comparison. */
export * from "./money.js";
export * from "./upfront.js";
export * from "./isa.js";
export * from "./statement.js";
export * from "./withdrawal.js";
export * from "./income-reports.js";
export * from "./comparison.js";
export * from "./inputs.js";
