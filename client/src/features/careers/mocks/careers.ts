/**
 * Career services in the mock backend, as the server takes them (SPEC §1): certified-associate students join; talent
 * admins assign each learner a mentor and a career coach from the staff available; learners submit portfolio projects
 * and ask for resume and portfolio reviews; their mentor or coach (or a talent admin) approves projects or asks for
 * changes and gives the reviews' feedback. Decided by the server's own pure rules (rules/portfolio.ts,
 * rules/limits.ts), answered with the errors the API's descriptions give, in the server's order of checks.
 */
import { GraphQLError } from "graphql";
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import type { CareerReviewRequestInput, PortfolioProjectInput, Role } from "../../../__generated__/schema-types";
import { badInput, conflict, forbidden, notFound, present, type MockDeps, type Person } from "../../../mocks/common";
import { courseById } from "../../catalogue/mocks";
import { mockPreparationOf } from "../../interviews/mocks";
import { toolsByIds } from "../../talent/mocks";
import {
  CAREER_PAGE_SIZE,
  CAREER_REVIEW_LIMITS,
  CAREER_STAFF_KINDS,
  PROJECT_LIMITS,
  type CareerStaffKind,
} from "@server/talent/modules/careers/rules/limits";
import {
  mayReviewFor,
  mayServeAs,
  portfolioProgress,
  projectEditable,
  projectReviewable,
  reviewOutcome,
} from "@server/talent/modules/careers/rules/portfolio";
import {
  mockCareersState,
  persistMockCareers,
  type MockCareerReview,
  type MockCareerServices,
  type MockCareerStaff,
  type MockPortfolioProject,
} from "./store";

const state = mockCareersState;
const rolesOf = (p: Person) => p.roles as readonly Role[];
/** Who sees the careers admin side at all: anyone who may serve as some kind of staff (instructors, talent admins). */
const isStaffRole = (p: Person) => CAREER_STAFF_KINDS.some((kind) => mayServeAs(rolesOf(p), kind));
const isTalentAdmin = (p: Person) => p.roles.includes("TALENT_ADMIN");

export const mockCareerServicesOf = (learnerId: string): MockCareerServices | null =>
  state().services.find((s) => s.learnerId === learnerId) ?? null;
export const mockCertifiedAssociateCourses = (userId: string): string[] => state().certifiedAssociate[userId] ?? [];

const noTeam = { mentorId: null, coachId: null };
const teamOf = (learnerId: string) => mockCareerServicesOf(learnerId) ?? noTeam;
const newestFirst = <T>(items: T[], at: (x: T) => string) => [...items].sort((a, b) => at(b).localeCompare(at(a)));
const oldestFirst = <T>(items: T[], at: (x: T) => string) => [...items].sort((a, b) => at(a).localeCompare(at(b)));

const lengthWithin = (text: string, { min, max }: { min: number; max: number }) => text.length >= min && text.length <= max;
function isHttps(url: string, max: number): boolean {
  if (url.length > max) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
const charactersMessage = ({ min, max }: { min: number; max: number }) => `Write ${min} to ${max} characters.`;
const HTTPS_MESSAGE = "Use an https link.";

/** FORBIDDEN and CONFLICT with the server's wording (and a CONFLICT's field note, as the server gives it). */
const forbiddenBecause = (message: string) => new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });
const conflictOn = (message: string, fields: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code: "CONFLICT", fields } });

/** The input as the server keeps it (trimmed, skills once each), or BAD_USER_INPUT with a message per field. */
function parseProject(input: PortfolioProjectInput) {
  const title = input.title.trim();
  const summary = input.summary.trim();
  const repositoryUrl = input.repositoryUrl.trim();
  // As the server: absent, null or "" means it runs nowhere; anything else must be an https link.
  const liveUrl = input.liveUrl ? input.liveUrl.trim() : null;
  const skillIds = [...new Set(input.skillIds)];
  const fields: Record<string, string> = {};
  if (!lengthWithin(title, PROJECT_LIMITS.title)) fields.title = charactersMessage(PROJECT_LIMITS.title);
  if (!lengthWithin(summary, PROJECT_LIMITS.summary)) fields.summary = charactersMessage(PROJECT_LIMITS.summary);
  if (!isHttps(repositoryUrl, PROJECT_LIMITS.url.max)) fields.repositoryUrl = HTTPS_MESSAGE;
  if (liveUrl !== null && !isHttps(liveUrl, PROJECT_LIMITS.url.max)) fields.liveUrl = HTTPS_MESSAGE;
  if (input.skillIds.length < PROJECT_LIMITS.skills.min || input.skillIds.length > PROJECT_LIMITS.skills.max) {
    fields.skillIds = `Pick ${PROJECT_LIMITS.skills.min} to ${PROJECT_LIMITS.skills.max} skills.`;
  }
  const first = Object.entries(fields)[0];
  if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields);
  const known = new Set(toolsByIds(skillIds).map((t) => t.id));
  const unknown = skillIds.filter((id) => !known.has(id));
  if (unknown.length) throw badInput("Pick skills from the vocabulary.", { skillIds: `Unknown: ${unknown.join(", ")}.` });
  return { title, summary, repositoryUrl, liveUrl, skillIds };
}

function parseReviewRequest(input: CareerReviewRequestInput) {
  const link = input.link.trim();
  const note = input.note.trim();
  const fields: Record<string, string> = {};
  if (!isHttps(link, CAREER_REVIEW_LIMITS.url.max)) fields.link = HTTPS_MESSAGE;
  if (!lengthWithin(note, CAREER_REVIEW_LIMITS.note)) fields.note = charactersMessage(CAREER_REVIEW_LIMITS.note);
  const first = Object.entries(fields)[0];
  if (first) throw badInput(`Invalid input: ${first[0]}: ${first[1]}`, fields);
  return { kind: input.kind, link, note };
}

function parseFeedback(raw: string): string {
  const feedback = raw.trim();
  if (!lengthWithin(feedback, CAREER_REVIEW_LIMITS.feedback)) {
    const message = charactersMessage(CAREER_REVIEW_LIMITS.feedback);
    throw badInput(`Invalid input: feedback: ${message}`, { feedback: message });
  }
  return feedback;
}

export function careersResolvers(deps: MockDeps): Resolvers {
  const person = (id: string | null) => (id ? deps.userById(id) : null);

  /** The logged-in instructor or talent admin (career staff); FORBIDDEN for anyone else. */
  const requireStaffRole = () => {
    const viewer = deps.requireViewer();
    if (!isStaffRole(viewer)) throw forbidden();
    return viewer;
  };
  /** The viewer's career services, once joined: FORBIDDEN before. */
  const requireJoined = () => {
    const viewer = deps.requireViewer();
    const services = mockCareerServicesOf(viewer.id);
    if (!services) throw forbiddenBecause("Join career services first (they are for students of a certified-associate course).");
    return { viewer, services };
  };
  /** The learner's mentor or coach, or a talent admin: FORBIDDEN otherwise. */
  const requireReviewerOf = (viewer: Person, learnerId: string) => {
    if (!mayReviewFor({ id: viewer.id, roles: rolesOf(viewer) }, teamOf(learnerId))) {
      throw forbiddenBecause("Only the learner's mentor or coach, or a talent admin, may review this.");
    }
  };
  /** Whose work the viewer reviews: everyone's for talent admins, their own team's for instructors. */
  const reviewsWorkOf = (viewer: Person) => (learnerId: string) => {
    if (isTalentAdmin(viewer)) return true;
    const team = teamOf(learnerId);
    return team.mentorId === viewer.id || team.coachId === viewer.id;
  };

  const projectObject = (p: MockPortfolioProject) => ({
    id: p.id,
    title: p.title,
    summary: p.summary,
    repositoryUrl: p.repositoryUrl,
    liveUrl: p.liveUrl,
    skills: toolsByIds(p.skillIds),
    status: p.status,
    submittedAt: p.submittedAt,
    feedback: p.feedback,
    reviewer: person(p.reviewerId),
    reviewedAt: p.reviewedAt,
    learner: deps.userById(p.learnerId),
  });

  const reviewObject = (r: MockCareerReview) => ({
    id: r.id,
    kind: r.kind,
    link: r.link,
    note: r.note,
    requestedAt: r.requestedAt,
    feedback: r.feedback,
    reviewer: person(r.reviewerId),
    completedAt: r.completedAt,
    learner: deps.userById(r.learnerId),
  });

  function servicesObject(s: MockCareerServices) {
    const projects = state().projects.filter((p) => p.learnerId === s.learnerId);
    const progress = portfolioProgress(projects.map((p) => p.status));
    return {
      learner: deps.userById(s.learnerId),
      joinedAt: s.joinedAt,
      mentor: person(s.mentorId),
      coach: person(s.coachId),
      projects: () => newestFirst(projects, (p) => p.submittedAt).map(projectObject),
      approvedProjects: progress.approved,
      projectTarget: progress.target,
      preparation: () => mockPreparationOf(s.learnerId),
      reviews: () =>
        newestFirst(
          state().reviews.filter((r) => r.learnerId === s.learnerId),
          (r) => r.requestedAt,
        ).map(reviewObject),
    };
  }

  const staffObject = (m: MockCareerStaff) => ({
    person: deps.userById(m.userId),
    kind: m.kind,
    learnerCount: state().services.filter((s) => (m.kind === "MENTOR" ? s.mentorId : s.coachId) === m.userId).length,
    since: m.since,
  });

  /** Mentors then coaches, each by last name then first name (as the server orders them). */
  function staffInOrder(members: readonly MockCareerStaff[]) {
    const nameOf = (id: string) => {
      const u = deps.userById(id);
      return "lastName" in u ? `${u.lastName} ${u.firstName}` : id;
    };
    const kindOrder = (k: CareerStaffKind) => CAREER_STAFF_KINDS.indexOf(k);
    return [...members].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || nameOf(a.userId).localeCompare(nameOf(b.userId)));
  }

  const projectById = (id: string) => {
    const project = state().projects.find((p) => p.id === id);
    if (!project) throw notFound("Portfolio project");
    return project;
  };
  const reviewById = (id: string) => {
    const review = state().reviews.find((r) => r.id === id);
    if (!review) throw notFound("Career review");
    return review;
  };

  return {
    Query: {
      myCareerServices: () => {
        const viewer = deps.requireViewer();
        const courseIds = mockCertifiedAssociateCourses(viewer.id);
        const services = mockCareerServicesOf(viewer.id);
        return {
          eligible: courseIds.length > 0,
          courses: courseIds.map(courseById).filter(present),
          services: services ? servicesObject(services) : null,
        };
      },
      careerServices: (_, { learnerId }) => {
        const viewer = deps.requireViewer();
        const services = mockCareerServicesOf(learnerId);
        if (!services) return null;
        const sees = viewer.id === learnerId || mayReviewFor({ id: viewer.id, roles: rolesOf(viewer) }, services);
        return sees ? servicesObject(services) : null;
      },
      careerServicesLearners: (_, args) => {
        const viewer = requireStaffRole();
        const mineOnly = !!args.assignedToMe || !isTalentAdmin(viewer);
        const incomplete = (s: MockCareerServices) => !s.mentorId || !s.coachId;
        const listed = state()
          .services.filter((s) => !mineOnly || s.mentorId === viewer.id || s.coachId === viewer.id)
          .filter((s) => !args.unassigned || incomplete(s))
          .sort(
            (a, b) =>
              Number(incomplete(b)) - Number(incomplete(a)) ||
              a.joinedAt.localeCompare(b.joinedAt) ||
              a.learnerId.localeCompare(b.learnerId),
          );
        return deps.pageOf(listed.map(servicesObject), args, CAREER_PAGE_SIZE);
      },
      careerStaff: () => {
        const viewer = requireStaffRole();
        const listed = isTalentAdmin(viewer) ? state().staff : state().staff.filter((m) => m.userId === viewer.id);
        return staffInOrder(listed).map(staffObject);
      },
      pendingPortfolioProjects: (_, args) => {
        const viewer = requireStaffRole();
        const mine = reviewsWorkOf(viewer);
        const waiting = state().projects.filter((p) => projectReviewable(p.status) && mine(p.learnerId));
        return deps.pageOf(oldestFirst(waiting, (p) => p.submittedAt).map(projectObject), args, CAREER_PAGE_SIZE);
      },
      pendingCareerReviews: (_, args) => {
        const viewer = requireStaffRole();
        const mine = reviewsWorkOf(viewer);
        const waiting = state().reviews.filter((r) => !r.completedAt && mine(r.learnerId));
        return deps.pageOf(oldestFirst(waiting, (r) => r.requestedAt).map(reviewObject), args, CAREER_PAGE_SIZE);
      },
    },
    Mutation: {
      joinCareerServices: () => {
        const viewer = deps.requireViewer();
        if (!mockCertifiedAssociateCourses(viewer.id).length) {
          throw forbiddenBecause("Career services are for students of a certified-associate course.");
        }
        let services = mockCareerServicesOf(viewer.id);
        if (!services) {
          services = { learnerId: viewer.id, joinedAt: new Date().toISOString(), mentorId: null, coachId: null, assignedAt: null };
          state().services.push(services);
          persistMockCareers();
        }
        return servicesObject(services);
      },
      setCareerStaffAvailability: (_, { kind, available }) => {
        const viewer = requireStaffRole();
        if (!mayServeAs(rolesOf(viewer), kind)) throw forbiddenBecause(`Your role may not serve as a ${kind.toLowerCase()}.`);
        const own = (m: MockCareerStaff) => m.userId === viewer.id && m.kind === kind;
        if (available) {
          if (!state().staff.some(own)) state().staff.push({ userId: viewer.id, kind, since: new Date().toISOString() });
        } else {
          if (state().services.some((s) => (kind === "MENTOR" ? s.mentorId : s.coachId) === viewer.id)) {
            throw conflict("Learners are assigned to you; ask a talent admin to reassign them first.");
          }
          state().staff = state().staff.filter((m) => !own(m));
        }
        persistMockCareers();
        // The viewer's own entries, as the server answers.
        return staffInOrder(state().staff.filter((m) => m.userId === viewer.id)).map(staffObject);
      },
      assignCareerTeam: (_, { learnerId, mentorId, coachId }) => {
        const viewer = deps.requireViewer();
        if (!isTalentAdmin(viewer)) throw forbidden();
        const services = mockCareerServicesOf(learnerId);
        if (!services) throw notFound("Career services of learner");
        const fields: Record<string, string> = {};
        for (const [kind, id, field] of [
          ["MENTOR", mentorId ?? null, "mentorId"],
          ["COACH", coachId ?? null, "coachId"],
        ] as const) {
          if (!id) continue;
          if (id === learnerId) fields[field] = "A learner cannot be on their own team.";
          else if (!state().staff.some((m) => m.userId === id && m.kind === kind))
            fields[field] = `Not available as a ${kind.toLowerCase()}.`;
        }
        if (Object.keys(fields).length) throw badInput("Choose people available for career services.", fields);
        services.mentorId = mentorId ?? null;
        services.coachId = coachId ?? null;
        services.assignedAt = new Date().toISOString();
        persistMockCareers();
        return servicesObject(services);
      },
      submitPortfolioProject: (_, { input }) => {
        const { viewer } = requireJoined();
        const values = parseProject(input);
        const project: MockPortfolioProject = {
          id: globalThis.crypto.randomUUID(),
          learnerId: viewer.id,
          ...values,
          status: "SUBMITTED",
          submittedAt: new Date().toISOString(),
          reviewerId: null,
          feedback: null,
          reviewedAt: null,
        };
        state().projects.push(project);
        persistMockCareers();
        return projectObject(project);
      },
      updatePortfolioProject: (_, { id, input }) => {
        const { viewer } = requireJoined();
        const project = state().projects.find((p) => p.id === id);
        if (!project || project.learnerId !== viewer.id) throw notFound("Portfolio project");
        const values = parseProject(input);
        if (!projectEditable(project.status)) throw conflict("An approved project is final.");
        // Submitted again: it waits for review, with the last review's feedback kept until the next one.
        Object.assign(project, values, { status: "SUBMITTED", submittedAt: new Date().toISOString() });
        persistMockCareers();
        return projectObject(project);
      },
      reviewPortfolioProject: (_, { id, approve, feedback }) => {
        const viewer = requireStaffRole();
        const project = projectById(id);
        requireReviewerOf(viewer, project.learnerId);
        const text = parseFeedback(feedback);
        if (!projectReviewable(project.status)) throw conflict("This project is not waiting for review.");
        Object.assign(project, {
          status: reviewOutcome(approve),
          feedback: text,
          reviewerId: viewer.id,
          reviewedAt: new Date().toISOString(),
        });
        persistMockCareers();
        return projectObject(project);
      },
      requestCareerReview: (_, { input }) => {
        const { viewer } = requireJoined();
        const values = parseReviewRequest(input);
        if (state().reviews.some((r) => r.learnerId === viewer.id && r.kind === values.kind && !r.completedAt)) {
          throw conflictOn("A review of this kind is already waiting.", { kind: "Already waiting for feedback." });
        }
        const review: MockCareerReview = {
          id: globalThis.crypto.randomUUID(),
          learnerId: viewer.id,
          ...values,
          requestedAt: new Date().toISOString(),
          reviewerId: null,
          feedback: null,
          completedAt: null,
        };
        state().reviews.push(review);
        persistMockCareers();
        return reviewObject(review);
      },
      completeCareerReview: (_, { id, feedback }) => {
        const viewer = requireStaffRole();
        const review = reviewById(id);
        requireReviewerOf(viewer, review.learnerId);
        const text = parseFeedback(feedback);
        if (review.completedAt) throw conflict("This review has its feedback already.");
        Object.assign(review, { feedback: text, reviewerId: viewer.id, completedAt: new Date().toISOString() });
        persistMockCareers();
        return reviewObject(review);
      },
    },
  };
}
