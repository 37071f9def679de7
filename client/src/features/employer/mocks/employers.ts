/**
 * The employer side of the mock API, following the server's rules (subgraphs/jobs/modules/representatives/rules/ and
 * subgraphs/jobs/modules/employers/rules/): a person with the COMPANY_REPRESENTATIVE role asks to act for an employer
 * (join one from `companies`, or add a new one with the company form); one live request (PENDING or APPROVED) at a time
 * (CONFLICT); a pending request may be taken back (it is deleted); a JOB_ADMIN approves (a NEW_EMPLOYER request creates
 * the employer then), rejects (note required) or revokes an approved one (note required). Only APPROVED representatives
 * act for their employer: they edit its profile and logo. JOB_ADMIN also adds employers and flags hiring partners. The
 * employers (`employers`, the server seed's) live here and the job area's jobs and company pages read them: created and
 * edited ones change that list. Bad input answers BAD_USER_INPUT with per-field messages (`company.title`, `title`,
 * `note`…) like the server.
 *
 * At start the demo recruiter (Kelvin, recruiter@demo.talentforge.test) is an approved representative of Lantern
 * Analytics; in the browser a few sample requests wait too (tests start with Kelvin's only and call `resetMockEmployers()` through
 * resetMockBackend). Other mock modules ask `representedEmployerId` to scope the back office. In the browser the state
 * survives reloads (sessionStorage).
 */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { COMPANY_LIMITS, employerSlug as serverEmployerSlug } from "@server/jobs/modules/employers/rules/employers";
import { DECISION_NOTE_MAX, REPRESENTATIVE_PAGE_SIZE } from "@server/jobs/modules/representatives/rules/representatives";
import type { CompanyInput, RepresentativeRequestKind, RepresentativeStatus } from "../../../__generated__/schema-types";
import { isHttpUrl } from "../../../lib/url";
import { demoAccount } from "../../../mocks/fixtures";
import { badInput, conflict, forbidden, isJobAdmin, notFound, sessionStore, type PageArgs, type ViewerDeps } from "../../../mocks/common";
import { COMPANY_SIZES, INDUSTRIES } from "@server/shared/options";
import { JOBS_SEED } from "@server/jobs/seed-data";

export interface MockEmployer {
  id: string;
  title: string;
  shortTitle: string;
  location: string;
  industry: string;
  size: string;
  profile: string;
  website: string | null;
  hiringPartner: boolean;
  logoUrl: string | null;
}

/** The server seed's employers; the job area's jobs are at these. */
export const employers: MockEmployer[] = JOBS_SEED.employers.map((e) => ({
  id: e.id,
  title: e.title,
  shortTitle: e.shortTitle,
  location: e.location,
  industry: e.industry,
  size: e.size,
  profile: e.profile ?? "",
  website: e.website ?? null,
  hiringPartner: e.hiringPartner ?? false,
  // Every seeded employer has a bundled logo (client/public/partners).
  logoUrl: e.logoPath ?? null,
}));

/** A new company as a request proposes it: the CompanyInput fields, checked and cleaned as an employer stores them. */
export type MockProposedCompany = Pick<MockEmployer, keyof CompanyInput>;

export interface MockRepresentative {
  id: string;
  personId: string;
  kind: RepresentativeRequestKind;
  /** The employer to join; for NEW_EMPLOYER set once approved (the employer is created then). */
  employerId: string | null;
  proposedCompany: MockProposedCompany | null;
  position: string;
  status: RepresentativeStatus;
  requestedAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
}

const STORAGE_KEY = "talentforge.mock.employers";
const DAY = 86_400_000;
const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

const RECRUITER_ID = demoAccount("recruiter").id;
/** The seeded employers as they were before any edit, to put them back on reset. */
const ORIGINAL_EMPLOYERS: MockEmployer[] = employers.map((e) => ({ ...e }));

let representatives: MockRepresentative[] = [];

const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const persist = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ representatives, employers }));

/** Kelvin (the demo recruiter) acts for Lantern Analytics, as in the server's demo seed. */
function seedStart(): void {
  representatives = [
    {
      id: "5e9d7c10-2a4b-4c6d-8e0f-000000000001",
      personId: RECRUITER_ID,
      kind: "JOIN_EMPLOYER",
      employerId: "lantern-analytics",
      proposedCompany: null,
      position: "Talent acquisition lead",
      status: "APPROVED",
      requestedAt: daysAgo(40),
      decidedAt: daysAgo(39),
      decisionNote: null,
    },
  ];
}
seedStart();

/** Sample requests for mock mode (people from the mock's sample list), so the JOB_ADMIN page has something to decide. */
function seedDemo(): void {
  const sample = (n: number) => `3f0e2a55-0000-4c1d-9a7b-${String(n).padStart(12, "0")}`;
  const base = { decidedAt: null, decisionNote: null } as const;
  representatives.push(
    {
      ...base,
      id: "5e9d7c10-2a4b-4c6d-8e0f-000000000002",
      personId: sample(1),
      kind: "JOIN_EMPLOYER",
      employerId: "lantern-analytics",
      proposedCompany: null,
      position: "HR manager",
      status: "APPROVED",
      requestedAt: daysAgo(20),
      decidedAt: daysAgo(19),
    },
    {
      ...base,
      id: "5e9d7c10-2a4b-4c6d-8e0f-000000000003",
      personId: sample(4),
      kind: "JOIN_EMPLOYER",
      employerId: "kopicloud",
      proposedCompany: null,
      position: "Engineering manager",
      status: "PENDING",
      requestedAt: daysAgo(2),
    },
    {
      ...base,
      id: "5e9d7c10-2a4b-4c6d-8e0f-000000000004",
      personId: sample(3),
      kind: "NEW_EMPLOYER",
      employerId: null,
      proposedCompany: {
        title: "Kampung Robotics Sdn. Bhd.",
        shortTitle: "Kampung Robotics",
        location: "Cyberjaya, Malaysia",
        industry: "Manufacturing",
        size: "11-50",
        profile: "Affordable warehouse robots for Malaysian small and medium manufacturers.",
        website: "https://kampungrobotics.example.my",
      },
      position: "Co-founder",
      status: "PENDING",
      requestedAt: daysAgo(1),
    },
    {
      ...base,
      id: "5e9d7c10-2a4b-4c6d-8e0f-000000000005",
      personId: sample(2),
      kind: "JOIN_EMPLOYER",
      employerId: "harbourpay",
      proposedCompany: null,
      position: "Recruiter",
      status: "REJECTED",
      requestedAt: daysAgo(12),
      decidedAt: daysAgo(10),
      decisionNote: "We could not confirm that you work at HarbourPay. Write from your company email address.",
    },
  );
}

export function resetMockEmployers(): void {
  employers.length = ORIGINAL_EMPLOYERS.length;
  ORIGINAL_EMPLOYERS.forEach((e, i) => Object.assign(employers[i]!, e));
  seedStart();
  sessionStore()?.removeItem(STORAGE_KEY);
  if (import.meta.env.MODE !== "test") seedDemo();
}
export const storedMockEmployers = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockEmployers(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as { representatives: MockRepresentative[]; employers: MockEmployer[] };
    representatives = parsed.representatives;
    for (const e of parsed.employers) {
      const known = employers.find((x) => x.id === e.id);
      if (known) Object.assign(known, e);
      else employers.push(e);
    }
    persist();
  } catch {
    /* ignore a damaged copy */
  }
}

/** The employer `accountId` is an approved representative of, or null. */
export function representedEmployerId(accountId: string | null | undefined): string | null {
  if (!accountId) return null;
  return representatives.find((r) => r.personId === accountId && r.status === "APPROVED")?.employerId ?? null;
}

/** Every request, for tests. */
export const allRepresentatives = (): readonly MockRepresentative[] => representatives;

/** Test helper: a request as if the person had sent it (and, optionally, a JOB_ADMIN had decided it). */
export function addMockRepresentative(
  personId: string,
  request: {
    employerId?: string;
    company?: MockProposedCompany;
    position?: string;
    status?: RepresentativeStatus;
    decisionNote?: string | null;
    daysAgo?: number;
  },
): MockRepresentative {
  const status = request.status ?? "PENDING";
  const at = daysAgo(request.daysAgo ?? 1);
  let employerId = request.employerId ?? null;
  if (request.company && status === "APPROVED" && !employerId) employerId = createEmployerFrom(request.company).id;
  const r: MockRepresentative = {
    id: globalThis.crypto.randomUUID(),
    personId,
    kind: request.company ? "NEW_EMPLOYER" : "JOIN_EMPLOYER",
    employerId,
    proposedCompany: request.company ?? null,
    position: request.position ?? "Recruiter",
    status,
    requestedAt: at,
    decidedAt: status === "PENDING" ? null : new Date().toISOString(),
    decisionNote: request.decisionNote ?? null,
  };
  representatives.push(r);
  persist();
  return r;
}

function checkLength(fields: Record<string, string>, path: string, value: string, min: number, max: number) {
  if (value.length < min) fields[path] = min <= 1 ? "Required." : `At least ${min} characters.`;
  else if (value.length > max) fields[path] = `At most ${max.toLocaleString("en")} characters.`;
}

/** The company form checked and cleaned like the server; messages keyed `${prefix}title`… */
function companyFrom(input: CompanyInput, fields: Record<string, string>, prefix: string): MockProposedCompany {
  const title = input.title.trim();
  const location = input.location.trim();
  const profile = input.profile?.trim() ?? "";
  const website = input.website?.trim() || null;
  let shortTitle = input.shortTitle?.trim() || "";
  checkLength(fields, `${prefix}title`, title, ...COMPANY_LIMITS.title);
  const shortMax = COMPANY_LIMITS.shortTitle[1];
  if (!shortTitle && title.length <= shortMax) shortTitle = title;
  if (!shortTitle) fields[`${prefix}shortTitle`] = `The name is over ${shortMax} characters: give a short name.`;
  else if (shortTitle.length > shortMax) fields[`${prefix}shortTitle`] = `At most ${shortMax} characters.`;
  checkLength(fields, `${prefix}location`, location, ...COMPANY_LIMITS.location);
  if (!(INDUSTRIES as readonly string[]).includes(input.industry)) fields[`${prefix}industry`] = "Choose one of the industries offered.";
  if (!(COMPANY_SIZES as readonly string[]).includes(input.size)) fields[`${prefix}size`] = "Choose one of the size bands offered.";
  if (profile.length > COMPANY_LIMITS.profile[1])
    fields[`${prefix}profile`] = `At most ${COMPANY_LIMITS.profile[1].toLocaleString("en")} characters.`;
  if (website && !isHttpUrl(website)) fields[`${prefix}website`] = "Enter a web address starting with http:// or https://.";
  else if (website && website.length > COMPANY_LIMITS.website[1])
    fields[`${prefix}website`] = `At most ${COMPANY_LIMITS.website[1]} characters.`;
  return { title, shortTitle, location, industry: input.industry, size: input.size, profile, website };
}

/** A slug of the short name (or name), "-2", "-3"… when taken: the server's own rule. */
function employerSlug(name: string): string {
  return serverEmployerSlug(name, new Set(employers.map((e) => e.id)));
}

function createEmployerFrom(c: MockProposedCompany): MockEmployer {
  const e: MockEmployer = { id: employerSlug(c.shortTitle || c.title), ...c, hiringPartner: false, logoUrl: null };
  employers.push(e);
  return e;
}

function cleanNote(note: string | null | undefined, required: boolean): string | null {
  const clean = note?.trim() || null;
  if (required && !clean) throw badInput("Tell the person why.", { note: "Tell the person why." });
  if (clean && clean.length > DECISION_NOTE_MAX)
    throw badInput(`A note has at most ${DECISION_NOTE_MAX} characters.`, { note: `At most ${DECISION_NOTE_MAX} characters.` });
  return clean;
}

const STATUS_WORDS: Record<RepresentativeStatus, string> = {
  PENDING: "waiting",
  APPROVED: "approved",
  REJECTED: "refused",
  REVOKED: "revoked",
};
const cannotDecide = (r: MockRepresentative, to: string) => `This request is ${STATUS_WORDS[r.status]}; it cannot be ${to} now.`;

const byListOrder = (a: MockRepresentative, b: MockRepresentative) =>
  Number(b.status === "PENDING") - Number(a.status === "PENDING") || b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id);

export function employerResolvers({ requireViewer, viewer, userById, pageOf }: ViewerDeps): Resolvers {
  const requireJobAdmin = () => {
    const p = requireViewer();
    if (!isJobAdmin(p)) throw forbidden();
    return p;
  };
  const requireEmployer = (id: string) => {
    const e = employers.find((x) => x.id === id);
    if (!e) throw notFound("Employer");
    return e;
  };
  /** JOB_ADMIN, or an approved representative of the employer; NOT_FOUND when unknown. */
  const requireActsFor = (id: string) => {
    const p = requireViewer();
    const e = requireEmployer(id);
    if (!isJobAdmin(p) && representedEmployerId(p.id) !== id) throw forbidden();
    return e;
  };
  const requireRequest = (id: string) => {
    const r = representatives.find((x) => x.id === id);
    if (!r) throw notFound("Request");
    return r;
  };
  const decide = (r: MockRepresentative, status: RepresentativeStatus, note: string | null) => {
    r.status = status;
    r.decidedAt = new Date().toISOString();
    r.decisionNote = note;
    persist();
    return r;
  };

  return {
    Query: {
      myEmployerRepresentation: () => {
        const p = viewer();
        if (!p) return null;
        const mine = representatives.map((r, i) => [r, i] as const).filter(([r]) => r.personId === p.id);
        mine.sort(([a, i], [b, j]) => b.requestedAt.localeCompare(a.requestedAt) || j - i);
        return mine[0]?.[0] ?? null;
      },
      employerRepresentatives: (_: unknown, args: PageArgs & { status?: RepresentativeStatus | null; employerId?: string | null }) => {
        requireJobAdmin();
        const list = representatives
          .filter((r) => (!args.status || r.status === args.status) && (!args.employerId || r.employerId === args.employerId))
          .sort(byListOrder);
        return pageOf(list, args, REPRESENTATIVE_PAGE_SIZE);
      },
    },
    Mutation: {
      requestEmployerAccess: (
        _: unknown,
        { input }: { input: { employerId?: string | null; company?: CompanyInput | null; position: string } },
      ) => {
        const p = requireViewer();
        if (!p.roles.includes("COMPANY_REPRESENTATIVE")) throw forbidden();
        const fields: Record<string, string> = {};
        const position = input.position.trim();
        checkLength(fields, "position", position, ...COMPANY_LIMITS.position);
        const joining = input.employerId != null && input.employerId !== "";
        if (joining === (input.company != null))
          fields.company = "Choose a company on TalentForge, or fill in the form for a new one (not both).";
        if (joining && !employers.some((e) => e.id === input.employerId)) fields.employerId = "Choose a company from the list.";
        const company = input.company && !joining ? companyFrom(input.company, fields, "company.") : null;
        if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
        if (representatives.some((r) => r.personId === p.id && (r.status === "PENDING" || r.status === "APPROVED"))) {
          throw conflict("You already have a request waiting or approved; one company at a time.");
        }
        const r: MockRepresentative = {
          id: globalThis.crypto.randomUUID(),
          personId: p.id,
          kind: joining ? "JOIN_EMPLOYER" : "NEW_EMPLOYER",
          employerId: joining ? input.employerId! : null,
          proposedCompany: company,
          position,
          status: "PENDING",
          requestedAt: new Date().toISOString(),
          decidedAt: null,
          decisionNote: null,
        };
        representatives.push(r);
        persist();
        return r;
      },
      cancelEmployerAccessRequest: (_: unknown, { id }: { id: string }) => {
        const p = requireViewer();
        const r = representatives.find((x) => x.id === id && x.personId === p.id);
        if (!r) throw notFound("Request");
        if (r.status !== "PENDING") throw conflict("This request was already decided; it can no longer be taken back.");
        representatives = representatives.filter((x) => x !== r);
        persist();
        return r;
      },
      approveRepresentative: (_: unknown, { id, note }: { id: string; note?: string | null }) => {
        requireJobAdmin();
        const r = requireRequest(id);
        if (r.status !== "PENDING") throw conflict(cannotDecide(r, "approved"));
        const clean = cleanNote(note, false);
        if (r.kind === "NEW_EMPLOYER" && r.proposedCompany && !r.employerId) r.employerId = createEmployerFrom(r.proposedCompany).id;
        return decide(r, "APPROVED", clean);
      },
      rejectRepresentative: (_: unknown, { id, note }: { id: string; note: string }) => {
        requireJobAdmin();
        const r = requireRequest(id);
        if (r.status !== "PENDING") throw conflict(cannotDecide(r, "refused"));
        return decide(r, "REJECTED", cleanNote(note, true));
      },
      revokeRepresentative: (_: unknown, { id, note }: { id: string; note: string }) => {
        requireJobAdmin();
        const r = requireRequest(id);
        if (r.status !== "APPROVED") throw conflict(cannotDecide(r, "revoked"));
        return decide(r, "REVOKED", cleanNote(note, true));
      },
      createEmployer: (_: unknown, { input }: { input: CompanyInput }) => {
        requireJobAdmin();
        const fields: Record<string, string> = {};
        const c = companyFrom(input, fields, "");
        if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
        const e = createEmployerFrom(c);
        persist();
        return e;
      },
      updateEmployer: (_: unknown, { id, input }: { id: string; input: CompanyInput }) => {
        const e = requireActsFor(id);
        const fields: Record<string, string> = {};
        const c = companyFrom(input, fields, "");
        if (Object.keys(fields).length) throw badInput("Some fields need attention.", fields);
        Object.assign(e, c);
        persist();
        return e;
      },
      setHiringPartner: (_: unknown, { id, hiringPartner }: { id: string; hiringPartner: boolean }) => {
        requireJobAdmin();
        const e = requireEmployer(id);
        e.hiringPartner = hiringPartner;
        persist();
        return e;
      },
      uploadEmployerLogo: (_: unknown, { id, input }: { id: string; input: { contentType: string; dataBase64: string } }) => {
        const e = requireActsFor(id);
        if (!LOGO_TYPES.includes(input.contentType))
          throw badInput("Unsupported image type.", { contentType: "Upload a PNG, JPEG or WebP image." });
        if (!input.dataBase64) throw badInput("The image is empty.", { dataBase64: "Choose an image." });
        if (Math.floor((input.dataBase64.length * 3) / 4) > LOGO_MAX_BYTES)
          throw badInput("The image is too large.", { dataBase64: "The image must be at most 2 MiB." });
        e.logoUrl = `data:${input.contentType};base64,${input.dataBase64}`;
        persist();
        return e;
      },
      removeEmployerLogo: (_: unknown, { id }: { id: string }) => {
        const e = requireActsFor(id);
        e.logoUrl = null;
        persist();
        return e;
      },
    },
    Employer: {
      viewerRepresents: (e: MockEmployer) => {
        const p = viewer();
        return p != null && representedEmployerId(p.id) === e.id;
      },
      representatives: (e: MockEmployer) => {
        const p = viewer();
        if (!p || (!isJobAdmin(p) && representedEmployerId(p.id) !== e.id)) return [];
        return representatives
          .filter((r) => r.employerId === e.id && r.status === "APPROVED")
          .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
      },
    },
    EmployerRepresentative: {
      person: (r: MockRepresentative) => userById(r.personId),
      employer: (r: MockRepresentative) => (r.employerId ? (employers.find((e) => e.id === r.employerId) ?? null) : null),
    },
  };
}
