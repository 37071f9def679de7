/**
 * Profile completion (SPEC §5): nine equally weighted checks. The SPEC lists eight (bio, employment status,
 * languages, work permit locations, location, LinkedIn link, a work experience, an education); the ninth, not shown
 * there, is "at least one skill" (docs/decisions.md). Each unmet check yields a task linking to where it is fixed.
 */

export const COMPLETION_KEYS = [
  "bio",
  "employmentStatus",
  "languages",
  "workPermitLocations",
  "location",
  "linkedin",
  "workExperience",
  "education",
  "skills",
] as const;
export type CompletionKey = (typeof COMPLETION_KEYS)[number];

/**
 * SPEC §5 links: "summary" items to /cv, job-settings items to /settings#settings-job, location and LinkedIn to
 * /profile/edit?form=contact. The summary items are the CV's content: bio, languages, experience, education and
 * (the ninth) skills.
 */
export const COMPLETION_LINKS: Readonly<Record<CompletionKey, string>> = {
  bio: "/cv",
  employmentStatus: "/settings#settings-job",
  languages: "/cv",
  workPermitLocations: "/settings#settings-job",
  location: "/profile/edit?form=contact",
  linkedin: "/profile/edit?form=contact",
  workExperience: "/cv",
  education: "/cv",
  skills: "/cv",
};

/** What the checks read from a profile. */
export interface CompletionInput {
  bio: string | null;
  employmentStatus: string | null;
  languages: readonly string[];
  workPermitLocations: readonly string[];
  location: string | null;
  linkedin: string | null | undefined;
  workExperienceCount: number;
  educationCount: number;
  skillCount: number;
}

export interface CompletionCheck {
  key: CompletionKey;
  met: boolean;
}
export interface ProfileTask {
  key: CompletionKey;
  link: string;
}
export interface ProfileCompletion {
  progress: number;
  metCount: number;
  total: number;
  checks: CompletionCheck[];
  tasks: ProfileTask[];
}

const filled = (s: string | null | undefined) => typeof s === "string" && s.trim().length > 0;

export function completionChecks(p: CompletionInput): Record<CompletionKey, boolean> {
  return {
    bio: filled(p.bio),
    employmentStatus: p.employmentStatus != null,
    languages: p.languages.length > 0,
    workPermitLocations: p.workPermitLocations.length > 0,
    location: filled(p.location),
    linkedin: filled(p.linkedin),
    workExperience: p.workExperienceCount >= 1,
    education: p.educationCount >= 1,
    skills: p.skillCount >= 1,
  };
}

/** The nine checks in SPEC order, a task per unmet one, and progress = met ÷ 9. */
export function profileCompletion(p: CompletionInput): ProfileCompletion {
  const met = completionChecks(p);
  const checks = COMPLETION_KEYS.map((key) => ({ key, met: met[key] }));
  const metCount = checks.filter((c) => c.met).length;
  return {
    progress: metCount / COMPLETION_KEYS.length,
    metCount,
    total: COMPLETION_KEYS.length,
    checks,
    tasks: checks.filter((c) => !c.met).map((c) => ({ key: c.key, link: COMPLETION_LINKS[c.key] })),
  };
}
