/**
 * Classroom: classes, lessons, work and grading, tutorials and certificates, and the class back office. The staff
 * sections and person picker are shared with the programme back office. Pages are not exported: app/routes.tsx loads
 * each lazily by its path, so that every page stays a chunk of its own.
 */
export { JoinClassSection } from "./components/JoinClassSection";
export { ProgressBar } from "./components/ProgressBar";
export { StaffSection } from "./components/staff/StaffSection";
export { PersonPicker } from "./components/staff/PersonPicker";
export { formatDay } from "./components/staff/dates";
