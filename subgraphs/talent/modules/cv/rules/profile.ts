/** A profile's CV content (SPEC §3 Student: profile.about, workExperiences, educations, skills) → CvDocument. */
import { formatYearMonth, normaliseSpaces, stripBullet, toYearMonth } from "./text.js";
import type { CvDocument, CvEducation, CvExperience, CvLine, CvSection } from "./types.js";

type DateInput = string | Date | null | undefined;

/** The parts of a profile the CV score reads. Dates are ISO strings ("2021-03" or "2021-03-01") or Dates. */
export interface ProfileCvInput {
  about?: { bio?: string | null } | null;
  workExperiences?: {
    jobTitle: string;
    employerName?: string | null;
    start?: DateInput;
    /** null or missing = present (a current job). */
    end?: DateInput;
    descriptions?: string[] | null;
  }[];
  educations?: {
    university: string;
    level?: string | null;
    field?: string | null;
    start?: DateInput;
    /** null or missing = not given (or still studying). */
    end?: DateInput;
    grade?: string | null;
    descriptions?: string[] | null;
  }[];
  /** Skill titles ("Python", "Power BI"). */
  skills?: string[];
}

const nonEmpty = (s: string | null | undefined): s is string => typeof s === "string" && s.trim().length > 0;
/** Single-line fields (titles, names) with whitespace collapsed. */
const clean = (s: string) => normaliseSpaces(s);

/** Description strings may hold several lines or bullet markers; each non-empty line becomes one CV line. */
function splitLines(texts: (string | null | undefined)[] | null | undefined): string[] {
  return (texts ?? [])
    .filter(nonEmpty)
    .flatMap((t) => t.split(/\r\n|\r|\n/u))
    .map((t) => stripBullet(normaliseSpaces(t)))
    .filter((t) => t.length > 0);
}

const dateLabel = (start?: string, end?: string | null) =>
  start
    ? `${formatYearMonth(start)} – ${end === null ? "Present" : end ? formatYearMonth(end) : ""}`.trim().replace(/ –$/u, "")
    : end
      ? formatYearMonth(end)
      : "";

/**
 * Profile → CvDocument, in CV order: bio (summary), work experiences (a heading line "Title — Employer (dates)" and
 * one bullet per description line), educations (a heading line and description lines), then one line per skill.
 */
export function profileToCv(input: ProfileCvInput): CvDocument {
  const doc: CvDocument = { sections: { summary: [], experience: [], education: [], skills: [], personal: [], other: [] }, lines: [] };
  const add = (text: string, section: CvSection): CvLine => {
    const line: CvLine = { index: doc.lines.length, text, section };
    doc.lines.push(line);
    return line;
  };

  for (const text of splitLines([input.about?.bio])) doc.sections.summary.push(add(text, "summary"));

  for (const w of input.workExperiences ?? []) {
    const start = toYearMonth(w.start);
    const endYm = toYearMonth(w.end);
    const end = endYm ?? (start ? null : undefined);
    const dates = dateLabel(start, end);
    const heading = add([w.jobTitle, w.employerName].filter(nonEmpty).map(clean).join(" — ") + (dates ? ` (${dates})` : ""), "experience");
    const role: CvExperience = { title: clean(w.jobTitle), heading, bullets: [] };
    if (nonEmpty(w.employerName)) role.employer = clean(w.employerName);
    if (start) role.start = start;
    if (end !== undefined) role.end = end;
    for (const text of splitLines(w.descriptions)) role.bullets.push(add(text, "experience"));
    doc.sections.experience.push(role);
  }

  for (const e of input.educations ?? []) {
    const start = toYearMonth(e.start);
    const end = toYearMonth(e.end);
    const degree = [e.level, e.field].filter(nonEmpty).map(clean).join(" in ");
    const dates = dateLabel(start, end);
    const headingText = [degree, clean(e.university)].filter(nonEmpty).join(", ") + (dates ? ` (${dates})` : "");
    const entry: CvEducation = { institution: clean(e.university), lines: [add(headingText, "education")] };
    if (nonEmpty(e.level)) entry.level = clean(e.level);
    if (nonEmpty(e.field)) entry.field = clean(e.field);
    if (start) entry.start = start;
    if (end) entry.end = end;
    if (nonEmpty(e.grade)) {
      entry.grade = clean(e.grade);
      entry.lines.push(add(`Grade: ${entry.grade}`, "education"));
    }
    for (const text of splitLines(e.descriptions)) entry.lines.push(add(text, "education"));
    doc.sections.education.push(entry);
  }

  for (const title of (input.skills ?? []).filter(nonEmpty)) doc.sections.skills.push(add(clean(title), "skills"));
  return doc;
}
