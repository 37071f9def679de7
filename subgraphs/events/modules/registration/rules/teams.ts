/** Pure rules of team registration (SPEC §5: teams of 3–4 students for one event, individuals not accepted, years 1–4). */

export const TEAM_LIMITS = {
  name: { min: 2, max: 60 },
  /** Length of a team's join code. */
  joinCodeLength: 8,
} as const;

export interface TeamRules {
  minSize: number;
  maxSize: number;
  minYear: number;
  maxYear: number;
}

/** Whether a year of study is one the event takes. */
export function yearAllowed(rules: TeamRules, year: number): boolean {
  return Number.isInteger(year) && rules.minYear <= year && year <= rules.maxYear;
}

/** Whether one more member fits in a team of `members`. */
export function hasRoom(rules: TeamRules, members: number): boolean {
  return members < rules.maxSize;
}

/** A team is complete (admitted when registration closes) once it has the event's fewest members. */
export function isComplete(rules: TeamRules, members: number): boolean {
  return members >= rules.minSize && members <= rules.maxSize;
}

/** How many more members a team needs to be complete (0 when it is). */
export function membersNeeded(rules: TeamRules, members: number): number {
  return Math.max(0, rules.minSize - members);
}
