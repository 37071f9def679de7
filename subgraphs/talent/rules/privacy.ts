/**
 * Field privacy of a profile (SPEC §6 leaves enforcement open; these are the product's rules, documented in the
 * schema's descriptions and docs/decisions.md). One matrix says which audience reads which field; resolvers ask
 * `mayRead` and return null / [] for a field the reader may not see, so a list of people never fails as a whole.
 */
import { hasRole, type Viewer } from "../../shared/viewer.js";

/** Who is reading a profile, from the profile's point of view. A reader can belong to several audiences. */
export type Audience =
  /** The person themself. */
  | "self"
  /** A TALENT_ADMIN (administers talent profiles). */
  | "talentAdmin"
  /** A company representative of an employer the person applied to (job applications: a later issue). */
  | "applicationEmployer"
  /** Anyone logged in. */
  | "loggedIn"
  /** Anyone, visitors included. */
  | "anyone";

/** Profile fields whose visibility is restricted (id, names, display name and avatar are public). */
export type ProfileField =
  | "email"
  | "roles"
  | "navigation"
  | "bio"
  | "languages"
  | "skills"
  | "workExperiences"
  | "educations"
  | "employmentStatus"
  | "workPermitLocations"
  | "location"
  | "links"
  | "targetRole"
  | "profileCompletion"
  | "cvScore"
  | "cvScoreHistory"
  | "uiLanguage"
  | "settings";

const JOB_SEARCH: readonly Audience[] = ["self", "talentAdmin", "applicationEmployer"];

/** The who-sees-what matrix. */
export const FIELD_AUDIENCES: Readonly<Record<ProfileField, readonly Audience[]>> = {
  // Contact details: never other learners; an employer reaches an applicant through the application, not by email.
  email: ["self", "talentAdmin"],
  roles: ["self", "talentAdmin"],
  // Navigation reveals roles and is only useful to its owner.
  navigation: ["self"],
  // The public part of a profile, for logged-in people (forum members, classmates, employers browsing talent).
  bio: ["loggedIn"],
  languages: ["loggedIn"],
  skills: ["loggedIn"],
  workExperiences: ["loggedIn"],
  educations: ["loggedIn"],
  // Job-search details and contact: what an employer needs once the person applied to them.
  employmentStatus: JOB_SEARCH,
  workPermitLocations: JOB_SEARCH,
  location: JOB_SEARCH,
  links: JOB_SEARCH,
  // Coaching data: the person and the talent team.
  targetRole: ["self", "talentAdmin"],
  profileCompletion: ["self", "talentAdmin"],
  // The CV score and its history are the person's own working material; settings are theirs alone.
  cvScore: ["self"],
  cvScoreHistory: ["self"],
  uiLanguage: ["self"],
  settings: ["self"],
};

/** What the rule needs to know about the reader's relation to the profile beyond the viewer itself. */
export interface ReaderRelation {
  /**
   * The viewer represents an employer the person applied to. Job applications arrive in a later issue, so every
   * caller passes false for now; the rule and its matrix test already cover the true case.
   */
  appliedToEmployerOfViewer: boolean;
}

const NO_RELATION: ReaderRelation = { appliedToEmployerOfViewer: false };

/** The audiences a reader belongs to for a given profile. */
export function audiencesOf(viewer: Viewer | null, profileId: string, relation: ReaderRelation = NO_RELATION): Set<Audience> {
  const audiences = new Set<Audience>(["anyone"]);
  if (!viewer) return audiences;
  audiences.add("loggedIn");
  if (viewer.id === profileId) audiences.add("self");
  if (hasRole(viewer, "TALENT_ADMIN")) audiences.add("talentAdmin");
  if (relation.appliedToEmployerOfViewer && hasRole(viewer, "COMPANY_REPRESENTATIVE")) audiences.add("applicationEmployer");
  return audiences;
}

/** Whether `viewer` may read `field` of the profile `profileId`. */
export function mayRead(field: ProfileField, viewer: Viewer | null, profileId: string, relation: ReaderRelation = NO_RELATION): boolean {
  const audiences = audiencesOf(viewer, profileId, relation);
  return FIELD_AUDIENCES[field].some((a) => audiences.has(a));
}

/** Email and roles: only the person themself and talent admins may read them. */
export function mayReadPrivateFields(viewer: Viewer | null, profileId: string): boolean {
  return mayRead("email", viewer, profileId);
}

/** A person's own navigation is theirs alone (it reveals their roles). */
export function isSelf(viewer: Viewer | null, profileId: string): boolean {
  return !!viewer && viewer.id === profileId;
}

/** Full name as displayed. */
export function displayName(p: { firstName: string; lastName: string }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(" ");
}
