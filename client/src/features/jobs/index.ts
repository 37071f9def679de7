/**
 * Jobs: job and company browsing, saved and applied jobs, applying, and the jobs back office (jobs, campaigns,
 * applications). The jobs sub-navigation and industry filter are shared with the employer pages. Pages are not
 * exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export { JobsSubNav } from "./components/JobsSubNav";
export { useIndustryFilter } from "./components/useIndustryFilter";
