/**
 * The jobs seed data as one object, composed from the modules' (employers; postings: jobs and the demo student's
 * saved jobs; campaigns: the tabs and their jobs; representatives: the demo recruiter; applications: the demo
 * student's applications), for the tests, the router's tests and the client's mocks that read it. Only the modules'
 * seed-data files are imported, so the client bundles no server code.
 */
import { DEMO_APPLICATIONS } from "./modules/applications/seed-data.js";
import { CAMPAIGN_SEED } from "./modules/campaigns/seed-data.js";
import { EMPLOYER_SEED } from "./modules/employers/seed-data.js";
import { DEMO_SAVED_JOB_IDS, JOB_SEED } from "./modules/postings/seed-data.js";
import { DEMO_REPRESENTATIVE } from "./modules/representatives/seed-data.js";

export {
  CAREER_FAIR_JOB_IDS,
  KL_CAREER_FAIR_EVENT_ID,
  KYOUTH_JOB_IDS,
  KYOUTH_PROGRAMME_ID,
  TRACK_B_JOB_IDS,
} from "./modules/campaigns/seed-data.js";
export { careerRoleId, describeJob } from "./modules/postings/seed-data.js";

export const JOBS_SEED = { employers: EMPLOYER_SEED, jobs: JOB_SEED, ...CAMPAIGN_SEED };

/** Demo-only rows: the demo recruiter as a representative, the demo student's saved jobs and applications. */
export const DEMO_JOB_ROWS = { representative: DEMO_REPRESENTATIVE, savedJobIds: DEMO_SAVED_JOB_IDS, applications: DEMO_APPLICATIONS };
