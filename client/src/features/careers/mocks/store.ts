/**
 * The careers mock backend's state (SPEC §1 career services): who studies a certified-associate course (the courses
 * subgraph answers that on the server), the staff available as mentors and coaches, each learner's services and team,
 * their portfolio projects and resume/portfolio reviews — started from the server's own demo seed
 * (demoCareerServices, dated from now). In the browser the state survives reloads (sessionStorage); tests start from
 * the seed through resetMockBackend.
 */
import { sessionStore } from "../../../mocks/common";
import { DEMO_INTERVIEW_PEOPLE } from "@server/talent/modules/interviews/demo-seed-data";
import { demoCareerServices } from "@server/talent/modules/careers/demo-seed-data";
import type { CareerReviewKind, CareerStaffKind, PortfolioProjectStatus } from "@server/talent/modules/careers/rules/limits";

export interface MockCareerStaff {
  userId: string;
  kind: CareerStaffKind;
  since: string;
}

export interface MockCareerServices {
  learnerId: string;
  joinedAt: string;
  mentorId: string | null;
  coachId: string | null;
  assignedAt: string | null;
}

export interface MockPortfolioProject {
  id: string;
  learnerId: string;
  title: string;
  summary: string;
  repositoryUrl: string;
  liveUrl: string | null;
  skillIds: string[];
  status: PortfolioProjectStatus;
  submittedAt: string;
  reviewerId: string | null;
  feedback: string | null;
  reviewedAt: string | null;
}

export interface MockCareerReview {
  id: string;
  learnerId: string;
  kind: CareerReviewKind;
  link: string;
  note: string;
  requestedAt: string;
  reviewerId: string | null;
  feedback: string | null;
  completedAt: string | null;
}

export interface CareersState {
  /** Person id → the certified-associate courses they study (career services are theirs to join). */
  certifiedAssociate: Record<string, string[]>;
  staff: MockCareerStaff[];
  services: MockCareerServices[];
  projects: MockPortfolioProject[];
  reviews: MockCareerReview[];
}

const STORAGE_KEY = "talentforge.mock.careers";
/** The certified-associate course the demo associate studies (the server's demo accounts say so too). */
const DEMO_ASSOCIATE_COURSE = "cafed";

function seed(): CareersState {
  const demo = demoCareerServices(new Date());
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    certifiedAssociate: { [DEMO_INTERVIEW_PEOPLE.associate]: [DEMO_ASSOCIATE_COURSE] },
    staff: demo.staff.map((s) => ({ userId: s.userId, kind: s.kind, since: s.since.toISOString() })),
    services: demo.services.map((s) => ({
      learnerId: s.learnerId,
      joinedAt: s.joinedAt.toISOString(),
      mentorId: s.mentorId,
      coachId: s.coachId,
      assignedAt: iso(s.assignedAt),
    })),
    projects: demo.projects.map((p) => ({
      ...p,
      skillIds: [...p.skillIds],
      learnerId: p.learnerId,
      submittedAt: p.submittedAt.toISOString(),
      reviewerId: p.reviewerId,
      reviewedAt: iso(p.reviewedAt),
    })),
    reviews: demo.reviews.map((r) => ({
      ...r,
      learnerId: r.learnerId,
      requestedAt: r.requestedAt.toISOString(),
      reviewerId: r.reviewerId,
      completedAt: iso(r.completedAt),
    })),
  };
}

let state: CareersState = seed();

/** The live state (a reset replaces the object, so always read it through here). */
export const mockCareersState = () => state;
export const persistMockCareers = () => sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(state));

export function resetMockCareers(): void {
  state = seed();
  sessionStore()?.removeItem(STORAGE_KEY);
}
export const storedMockCareers = () => sessionStore()?.getItem(STORAGE_KEY) ?? null;
export function loadMockCareers(raw: string | null): void {
  if (!raw) return;
  try {
    const parsed = JSON.parse(raw) as CareersState;
    if (parsed.certifiedAssociate && [parsed.staff, parsed.services, parsed.projects, parsed.reviews].every(Array.isArray)) state = parsed;
  } catch {
    /* ignore a damaged copy */
  }
}

/* ---------- For tests that set a state up directly ---------- */

/** Makes a person a student of certified-associate courses, as an enrolment would (the courses subgraph's answer). */
export function grantMockCertifiedAssociate(userId: string, courseIds: readonly string[] = [DEMO_ASSOCIATE_COURSE]): void {
  state.certifiedAssociate[userId] = [...new Set([...(state.certifiedAssociate[userId] ?? []), ...courseIds])];
  persistMockCareers();
}

/** Joins a person to career services without the API's checks (eligible too), with a team when given. */
export function addMockCareerServices(
  learnerId: string,
  { joinedAt = new Date(), mentorId = null, coachId = null }: { joinedAt?: Date; mentorId?: string | null; coachId?: string | null } = {},
): MockCareerServices {
  if (!state.certifiedAssociate[learnerId]) state.certifiedAssociate[learnerId] = [DEMO_ASSOCIATE_COURSE];
  const services: MockCareerServices = {
    learnerId,
    joinedAt: joinedAt.toISOString(),
    mentorId,
    coachId,
    assignedAt: mentorId || coachId ? joinedAt.toISOString() : null,
  };
  state.services = [...state.services.filter((s) => s.learnerId !== learnerId), services];
  persistMockCareers();
  return services;
}

/** Makes a person available as a mentor or coach without the API's checks. */
export function addMockCareerStaff(userId: string, kind: CareerStaffKind, since: Date = new Date()): void {
  if (!state.staff.some((s) => s.userId === userId && s.kind === kind)) state.staff.push({ userId, kind, since: since.toISOString() });
  persistMockCareers();
}
