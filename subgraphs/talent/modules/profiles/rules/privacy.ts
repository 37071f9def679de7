/**
 * Field privacy of a profile (SPEC §6 leaves enforcement open; these are the product's rules, documented in the
 * schema's descriptions and docs/decisions.md). One matrix says which audience reads which field; resolvers ask
 * `mayRead` and return null / [] for a field the reader may not see, so a list of people never fails as a whole.
 */
import { hasRole, type Viewer } from "../../../../shared/viewer.js";

/** Who is reading a profile, from the profile's point of view. A reader can belong to several audiences. */
export type Audience =
  /** The person themself. */
  | "self"
  /** A TALENT_ADMIN (administers talent profiles). */
  | "talentAdmin"
  /**
   * The employer side of an application the person sent (not withdrawn): an approved company representative of
   * the employer applied to, or a JOB_ADMIN (who acts for every employer). Jobs owns the applications; talent asks.
   */
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
  | "settings"
  | "emailPreferences"
  | "skillRole"
  | "verifiedSkills"
  | "skillReadiness"
  | "skillRanking";

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
  // Coaching data: the person and the talent team; completion also to the employer the person applied to.
  targetRole: ["self", "talentAdmin"],
  profileCompletion: ["self", "talentAdmin", "applicationEmployer"],
  // The CV score is the person's working material, shown to an employer they applied to (scored against the job's
  // role); its history and the settings are theirs alone.
  cvScore: ["self", "applicationEmployer"],
  cvScoreHistory: ["self"],
  uiLanguage: ["self"],
  settings: ["self"],
  emailPreferences: ["self"],
  // The skills system (skills module): verified skills are credentials that travel with the person, like the skills
  // they list; the role they work toward and their readiness for it are coaching data, like the target role.
  skillRole: ["self", "talentAdmin"],
  verifiedSkills: ["loggedIn"],
  skillReadiness: ["self", "talentAdmin"],
  // Ranks and scores per test: the person's own standing (the test's ranking shows it to logged-in people).
  skillRanking: ["self", "talentAdmin"],
};

/** What the rule needs to know about the reader's relation to the profile beyond the viewer itself. */
export interface ReaderRelation {
  /**
   * The person has an application (not withdrawn) the viewer sees as the employer side: to a job of the employer the
   * viewer represents, or any, for a JOB_ADMIN (asked of jobs, which owns applications and representatives).
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
  if (relation.appliedToEmployerOfViewer && isEmployerSide(viewer)) audiences.add("applicationEmployer");
  return audiences;
}

/** Whether the viewer can be the employer side of an application at all (so asking jobs is worth it). */
export function isEmployerSide(viewer: Viewer): boolean {
  return hasRole(viewer, "COMPANY_REPRESENTATIVE", "JOB_ADMIN");
}

/**
 * Whether reading `field` of someone else's profile could depend on the application relation: the field admits the
 * employer side, the viewer can be it, and nothing else admits them already. Only then does talent ask jobs.
 */
export function needsApplicationRelation(field: ProfileField, viewer: Viewer | null, profileId: string): boolean {
  return !!viewer && isEmployerSide(viewer) && FIELD_AUDIENCES[field].includes("applicationEmployer") && !mayRead(field, viewer, profileId);
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
