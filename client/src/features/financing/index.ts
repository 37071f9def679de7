/**
 * Financing: the ISA calculator, the learner's ISA agreement, income reports and withdrawal, and the ISA back office.
 * Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { IncomeReportForm } from "./components/IncomeReportForm";
export { IsaAgreementPanel } from "./components/IsaAgreementPanel";
export { RequestWithdrawal, WithdrawalOutcome } from "./components/WithdrawalSection";
