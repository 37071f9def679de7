/**
 * Job postings and campaigns admin in the mock API, following the contract in schema/jobs.graphql: `createJob` /
 * `updateJob` (an approved company representative for their own employer — `representedEmployerId` from the employer mocks —
 * or JOB_ADMIN for any, who alone sets the employer on create, `featured` and `campaignIds`), `jobFormOptions`, and for
 * JOB_ADMIN `allCampaigns`, `createCampaign` and `updateCampaign`. Bad input answers BAD_USER_INPUT with
 * `extensions.fields` keyed like the input (`title`, `roleId`, `location`, `type`, `description`, `employerId`,
 * `campaignIds`; campaigns: `id`, `title`, `description`, `programmeId`, `eventId`).
 *
 * Jobs and campaigns are the arrays of ./jobs, changed in place; `resetMockJobPostings()` puts back the seeded ones (and
 * drops posted jobs). In the browser the changes survive reloads (sessionStorage), like the other mock state.
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { CampaignInput, JobInput } from "../../../__generated__/schema-types";
import type { MockCareerRole } from "../../talent/mocks";
import { CAMPAIGN_ID_PATTERN, CAMPAIGN_LIMITS, storedTranslations } from "@server/jobs/modules/campaigns/rules/campaigns";
import { JOB_LIMITS } from "@server/jobs/modules/postings/rules/postings";
import { JOB_TYPES } from "@server/shared/options";
import { badInput, conflict, forbidden, isJobAdmin, notFound, sessionStore, type Person } from "../../../mocks/common";
import { representedEmployerId } from "../../employer/mocks";
import { campaigns, employers, jobById, jobs, KL_CAREER_FAIR_EVENT_ID, type MockCampaign, type MockJob } from "./jobs";
import { programmeById } from "../../programmes/mocks";

/** Events a campaign may belong to (the mock has no events subgraph: the career fair the seed ties jobs to). */
const KNOWN_EVENT_IDS = [KL_CAREER_FAIR_EVENT_ID];
const STORAGE_KEY = "talentforge.mock.jobPostings";

interface Deps {
  /** The logged-in person, or UNAUTHENTICATED. */
  requireViewer: () => Person;
  /** The mock talent career roles (JobInput.roleId is one of them). */
  careerRoles: readonly MockCareerRole[];
}

/* ---------- Seed snapshot, reset and persistence ---------- */

type EditableJob = Pick<
  MockJob,
  "id" | "title" | "role" | "roleId" | "location" | "remote" | "type" | "featured" | "description" | "postedAt"
> & {
  employerId: string;
};
const editableOf = (j: MockJob): EditableJob => ({
  id: j.id,
  title: j.title,
  role: j.role,
  roleId: j.roleId,
  location: j.location,
  remote: j.remote,
  type: j.type,
  featured: j.featured,
  description: j.description,
  postedAt: j.postedAt,
  employerId: j.employer.id,
});
const cloneCampaign = (c: MockCampaign): MockCampaign => ({ ...c, jobIds: [...c.jobIds] });

const SEEDED_JOBS = jobs.map(editableOf);
const SEEDED_CAMPAIGNS = campaigns.map(cloneCampaign);

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ jobs: jobs.map(editableOf), campaigns }));

/** Writes `saved` onto the job with its id, or adds it (a posted job); null when its employer is unknown. */
function restoreJob(saved: EditableJob): MockJob | null {
  const employer = employers.find((e) => e.id === saved.employerId);
  if (!employer) return null;
  const { employerId: _employerId, ...fields } = saved;
  const existing = jobById(saved.id);
  if (existing) {
    Object.assign(existing, fields, { employer });
    return existing;
  }
  const job: MockJob = { ...fields, employer, eventId: null, open: true, otherApplications: 0 };
  jobs.push(job);
  return job;
}

export function resetMockJobPostings(): void {
  jobs.splice(SEEDED_JOBS.length);
  SEEDED_JOBS.forEach(restoreJob);
  campaigns.splice(0, campaigns.length, ...SEEDED_CAMPAIGNS.map(cloneCampaign));
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockJobPostings = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockJobPostings(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as { jobs: EditableJob[]; campaigns: MockCampaign[] };
    parsed.jobs.forEach(restoreJob);
    campaigns.splice(0, campaigns.length, ...parsed.campaigns.map(cloneCampaign));
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/* ---------- Errors and checks ---------- */

function fail(fields: Record<string, string>) {
  if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
}
function checkLength(fields: Record<string, string>, key: string, value: string, min: number, max: number) {
  const n = value.trim().length;
  if (n === 0 && min > 0) fields[key] = "This field is required.";
  else if (n < min || n > max) fields[key] = `Between ${min} and ${max} characters.`;
}

export function jobPostingResolvers({ requireViewer, careerRoles }: Deps): Resolvers {
  const requireJobAdmin = () => {
    const p = requireViewer();
    if (!isJobAdmin(p)) throw forbidden();
    return p;
  };

  /** Checks a JobInput for this viewer (`job`: the one being edited); throws BAD_USER_INPUT with per-field messages. */
  function checkJob(p: Person, input: JobInput, job: MockJob | null) {
    const fields: Record<string, string> = {};
    checkLength(fields, "title", input.title, ...JOB_LIMITS.title);
    if (!careerRoles.some((r) => r.id === input.roleId)) fields.roleId = "Choose a career role from the list.";
    checkLength(fields, "location", input.location, ...JOB_LIMITS.location);
    if (!(JOB_TYPES as readonly string[]).includes(input.type)) fields.type = "Choose an employment type from the list.";
    checkLength(fields, "description", input.description, ...JOB_LIMITS.description);
    if (isJobAdmin(p)) {
      if (!job) {
        if (!input.employerId) fields.employerId = "Choose the employer.";
        else if (!employers.some((e) => e.id === input.employerId)) fields.employerId = "Choose an employer from the list.";
      } else if (input.employerId && input.employerId !== job.employer.id) {
        fields.employerId = "The employer of a job cannot change.";
      }
      (input.campaignIds ?? []).forEach((id) => {
        if (!campaigns.some((c) => c.id === id)) fields.campaignIds = `Unknown campaign “${id}”.`;
      });
    } else {
      if (input.employerId) fields.employerId = "You post jobs for your own employer only.";
      if (input.campaignIds != null) fields.campaignIds = "Only job admins put jobs in campaigns.";
      if (input.featured != null) throw forbidden();
    }
    fail(fields);
  }

  /** Writes the checked input onto `job`; campaigns follow `campaignIds` when given. */
  function apply(job: MockJob, input: JobInput) {
    const role = careerRoles.find((r) => r.id === input.roleId)!;
    job.title = input.title.trim();
    job.roleId = role.id;
    job.role = role.title;
    job.location = input.location.trim();
    job.remote = input.remote;
    job.type = input.type;
    job.description = input.description.trim();
    if (input.featured != null) job.featured = input.featured;
    if (input.campaignIds != null) {
      const wanted = new Set(input.campaignIds);
      for (const c of campaigns) {
        const has = c.jobIds.includes(job.id);
        if (wanted.has(c.id) && !has) c.jobIds.push(job.id);
        if (!wanted.has(c.id) && has) c.jobIds = c.jobIds.filter((id) => id !== job.id);
      }
    }
    persist();
    return job;
  }

  function checkCampaignText(fields: Record<string, string>, input: CampaignInput) {
    checkLength(fields, "title", input.title, ...CAMPAIGN_LIMITS.title);
    checkLength(fields, "description", input.description, ...CAMPAIGN_LIMITS.description);
    (input.translations ?? []).forEach((t, i) => {
      if (t.language === "en") fields[`translations.${i}.language`] = "zh_Hant or zh_Hans.";
      // A translated text may be empty: the English one is shown.
      if (t.title.trim()) checkLength(fields, `translations.${i}.title`, t.title, ...CAMPAIGN_LIMITS.title);
      checkLength(fields, `translations.${i}.description`, t.description, 0, CAMPAIGN_LIMITS.description[1]);
    });
  }
  const translationsOf = (input: CampaignInput) =>
    storedTranslations((input.translations ?? []).map((t) => ({ ...t, title: t.title.trim(), description: t.description.trim() })));

  return {
    Query: {
      jobFormOptions: () => ({ types: [...JOB_TYPES] }),
      allCampaigns: () => {
        requireJobAdmin();
        return campaigns;
      },
    },
    Mutation: {
      createJob: (_: unknown, { input }: { input: JobInput }) => {
        const p = requireViewer();
        const own = representedEmployerId(p.id);
        if (!isJobAdmin(p) && !own) throw forbidden();
        checkJob(p, input, null);
        const employer = employers.find((e) => e.id === (isJobAdmin(p) ? input.employerId : own))!;
        const job: MockJob = {
          id: String(Math.max(0, ...jobs.map((j) => Number(j.id))) + 1),
          title: "",
          role: "",
          roleId: "",
          employer,
          location: "",
          remote: false,
          type: "",
          featured: false,
          eventId: null,
          description: "",
          postedAt: new Date().toISOString(),
          open: true,
          otherApplications: 0,
        };
        jobs.push(job);
        return apply(job, input);
      },
      updateJob: (_: unknown, { id, input }: { id: string; input: JobInput }) => {
        const p = requireViewer();
        const job = jobById(id);
        if (!job) throw notFound("Job");
        if (!isJobAdmin(p) && representedEmployerId(p.id) !== job.employer.id) throw forbidden();
        checkJob(p, input, job);
        return apply(job, input);
      },
      createCampaign: (_: unknown, { input }: { input: CampaignInput }) => {
        requireJobAdmin();
        const fields: Record<string, string> = {};
        const id = input.id?.trim() ?? "";
        if (!id) fields.id = "This field is required.";
        else if (id.length < CAMPAIGN_LIMITS.id[0] || id.length > CAMPAIGN_LIMITS.id[1] || !CAMPAIGN_ID_PATTERN.test(id))
          fields.id = `Use ${CAMPAIGN_LIMITS.id.join(" to ")} lower-case letters, digits and dashes.`;
        checkCampaignText(fields, input);
        const programmeId = input.programmeId?.trim() || null;
        if (input.exclusive && !programmeId) fields.programmeId = "An exclusive campaign needs the programme whose members see its jobs.";
        else if (programmeId && !programmeById(programmeId)) fields.programmeId = "Unknown programme.";
        const eventId = input.eventId?.trim() || null;
        if (eventId && !KNOWN_EVENT_IDS.includes(eventId)) fields.eventId = "Unknown event.";
        fail(fields);
        if (campaigns.some((c) => c.id === id)) throw conflict(`A campaign with the id “${id}” already exists.`);
        const campaign: MockCampaign = {
          id,
          title: input.title.trim(),
          description: input.description.trim(),
          exclusive: !!input.exclusive,
          active: input.active,
          programmeId: input.exclusive ? programmeId : null,
          eventId,
          translations: translationsOf(input),
          jobIds: [],
        };
        campaigns.push(campaign);
        persist();
        return campaign;
      },
      updateCampaign: (_: unknown, { id, input }: { id: string; input: CampaignInput }) => {
        requireJobAdmin();
        const campaign = campaigns.find((c) => c.id === id);
        if (!campaign) throw notFound("Campaign");
        const fields: Record<string, string> = {};
        checkCampaignText(fields, input);
        fail(fields);
        campaign.title = input.title.trim();
        campaign.description = input.description.trim();
        campaign.active = input.active;
        if (input.translations) campaign.translations = translationsOf(input);
        persist();
        return campaign;
      },
    },
  };
}
