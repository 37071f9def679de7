/** Pasted plain-text CV → CvDocument (pure, deterministic, forgiving). */
import { findDateRange, isBulletLine, normaliseSpaces, stripBullet, wordCount } from "./text.js";
import type { CvDocument, CvEducation, CvExperience, CvLine, CvSection } from "./types.js";

/** Heading texts (lower case, without punctuation) → the section they open. */
const HEADINGS: [CvSection, string[]][] = [
  [
    "summary",
    [
      "summary",
      "profile",
      "professional summary",
      "career summary",
      "profile summary",
      "professional profile",
      "about",
      "about me",
      "objective",
      "career objective",
      "personal statement",
      "overview",
    ],
  ],
  [
    "experience",
    [
      "experience",
      "work experience",
      "professional experience",
      "relevant experience",
      "work history",
      "employment",
      "employment history",
      "career history",
      "internships",
      "internship",
      "internship experience",
      "working experience",
    ],
  ],
  [
    "education",
    [
      "education",
      "academic background",
      "qualifications",
      "academic qualifications",
      "education and qualifications",
      "education & qualifications",
      "education and training",
    ],
  ],
  [
    "skills",
    [
      "skills",
      "technical skills",
      "key skills",
      "core skills",
      "skills and tools",
      "skills & tools",
      "tools",
      "tools and technologies",
      "technologies",
      "competencies",
      "core competencies",
      "technical competencies",
      "skill set",
      "skillset",
    ],
  ],
  [
    "personal",
    [
      "personal details",
      "personal information",
      "personal particulars",
      "personal data",
      "personal info",
      "contact",
      "contact details",
      "contact information",
    ],
  ],
  [
    "other",
    [
      "projects",
      "personal projects",
      "key projects",
      "certifications",
      "certificates",
      "certification",
      "licenses and certifications",
      "licences and certifications",
      "awards",
      "achievements",
      "awards and achievements",
      "languages",
      "interests",
      "hobbies",
      "hobbies and interests",
      "references",
      "referees",
      "volunteering",
      "volunteer experience",
      "activities",
      "extracurricular activities",
      "publications",
      "courses",
      "training",
    ],
  ],
];
const HEADING_LOOKUP = new Map<string, CvSection>(HEADINGS.flatMap(([section, names]) => names.map((n) => [n, section] as const)));

/** The section a line opens when it is a heading ("## Work Experience:", "EDUCATION", "**Skills**"), else undefined. */
export function headingSection(line: string): CvSection | undefined {
  if (line.length > 80) return undefined; // headings are short (and this keeps the trailing-decoration regex linear)
  const t = line
    .trim()
    .replace(/^[#*_=\s]+|[#*_=:\s]+$/gu, "")
    .replace(/\s+/gu, " ")
    .toLowerCase();
  if (!t || t.split(" ").length > 5) return undefined;
  return HEADING_LOOKUP.get(t);
}

const INSTITUTION =
  /\b(universit(?:y|i|é|e|at)|college|institute|institut|school|polytechnic|academy|akademi|politeknik|kolej|TAFE|campus)\b/iu;
const DEGREE_OF =
  "(?:science|arts|engineering|business administration|business|commerce|computer science|information technology|education|laws|philosophy|fine arts|social science|applied science)";
const LEVEL = new RegExp(
  `\\b(?:(?:bachelor|master|doctor|associate)(?:'s)?(?: degree)?(?: of ${DEGREE_OF})?|ph\\.?\\s?d\\.?|doctorate|m\\.?sc\\.?|mba|m\\.?eng\\.?|m\\.?a\\.?|b\\.?sc\\.?|b\\.?eng\\.?|b\\.?comm?\\.?|bba|b\\.?a\\.?|(?:honours |first |postgraduate )?degree|higher diploma|advanced diploma|(?:postgraduate )?diploma|foundation(?: in| year)?|(?:professional )?certificate|a[- ]levels?|stpm|spm|hkdse|hkale|igcse|high school|secondary school)(?![\\p{L}])`,
  "iu",
);
const GRADE =
  /\b((?:c?gpa|grade|result|class)\s*[:-]?\s*[\w./ ]{1,20}|first[- ]class(?: honours)?|second[- ]class(?: (?:upper|lower))?(?: honours)?|upper second|lower second|distinction|merit|summa cum laude|magna cum laude|cum laude|\d\.\d{1,2}\s*\/\s*4(?:\.0+)?)/iu;

/** Pieces of a heading-like line: "Data Analyst, Acme Corp | Jan 2021 – Present" → ["Data Analyst", "Acme Corp"]. */
function segments(text: string): string[] {
  return text
    .split(/\s*[,|•·()]\s*|\s+[-–—@]\s+|\s+at\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Field after the level: "Bachelor of Science in Statistics" → "Statistics", "BSc Computer Science" → "Computer Science". */
function fieldFrom(segment: string, level: RegExpMatchArray): string | undefined {
  const rest = segment
    .slice((level.index ?? 0) + level[0].length)
    .replace(/^[\s,:.–-]*(?:\((?:hons?|honours)\)\s*)?(?:(?:in|of|majoring in|major in)\s+)?/iu, "")
    .trim();
  return /^[\p{L}]/u.test(rest) && rest.length > 1 ? rest : undefined;
}

interface EducationFeatures {
  institution?: string;
  level?: string;
  field?: string;
  start?: string;
  end?: string | null;
  grade?: string;
}

/** What one education line says (institution, level, field, dates, grade). */
export function educationFeatures(text: string): EducationFeatures {
  const f: EducationFeatures = {};
  const range = findDateRange(text);
  let rest = text;
  if (range) {
    if (range.start) f.start = range.start;
    f.end = range.end ?? null;
    rest = rest.replace(range.match, " ");
  }
  const grade = rest.match(GRADE);
  if (grade) {
    f.grade = grade[0].trim();
    rest = rest.replace(grade[0], " ");
  }
  for (const seg of segments(rest)) {
    if (!f.institution && INSTITUTION.test(seg)) {
      f.institution = seg;
      continue;
    }
    const level = seg.match(LEVEL);
    if (!f.level && level) {
      f.level = level[0].trim();
      const field = fieldFrom(seg, level);
      if (field) f.field = field;
    }
  }
  return f;
}

const SHORT_HEADING_WORDS = 12;

class Builder {
  readonly doc: CvDocument = { sections: { summary: [], experience: [], education: [], skills: [], personal: [], other: [] }, lines: [] };

  line(text: string, section: CvSection): CvLine {
    const line: CvLine = { index: this.doc.lines.length, text, section };
    this.doc.lines.push(line);
    return line;
  }
}

/**
 * Pasted plain text → CvDocument. Headings (Summary/Profile/About, Experience/Work History/Employment, Education,
 * Skills, Personal details, Projects/Certifications/…) open sections; lines before the first heading are the header
 * (name and contact) and count as personal. In Experience, a non-bullet line with a date range or after bullets starts
 * a new role; bullets (-, •, *, numbered) and long sentences are that role's bullets. Blank lines are dropped, so
 * `lines[i].index === i`.
 */
export function parseCvText(text: string): CvDocument {
  const b = new Builder();
  const { sections } = b.doc;
  let section: CvSection = "personal";
  let role: CvExperience | undefined;
  let edu: CvEducation | undefined;
  let lastWasBullet = false;

  for (const raw of text.split(/\r\n|\r|\n/u)) {
    const trimmed = normaliseSpaces(raw);
    if (!trimmed) continue;
    const heading = headingSection(trimmed);
    if (heading) {
      section = heading;
      role = undefined;
      edu = undefined;
      lastWasBullet = false;
      b.line(trimmed.replace(/^[#*_=\s]+|[*_=\s]+$/gu, ""), heading);
      continue;
    }
    const bullet = isBulletLine(trimmed);
    const content = bullet ? stripBullet(trimmed) : trimmed;
    if (!content) continue;
    // A wrapped bullet ("• Cut reporting time" / "  from 6 hours to 1") continues the previous line.
    const previous = b.doc.lines.at(-1);
    if (!bullet && lastWasBullet && previous && /^[\p{Ll}\d(&%$]/u.test(content)) {
      previous.text = `${previous.text} ${content}`;
      continue;
    }
    lastWasBullet = bullet;

    switch (section) {
      case "experience": {
        const line = b.line(content, "experience");
        const range = bullet ? undefined : findDateRange(content);
        const long = wordCount(content) > SHORT_HEADING_WORDS;
        if (bullet || (long && role)) {
          if (!role) {
            role = { title: "", bullets: [] };
            sections.experience.push(role);
          }
          role.bullets.push(line);
          break;
        }
        const startsRole = !role || role.bullets.length > 0 || (range && (role.start !== undefined || role.end !== undefined));
        if (startsRole) {
          role = { title: "", bullets: [], heading: line };
          sections.experience.push(role);
        }
        const r = role!;
        if (range) {
          if (range.start) r.start = range.start;
          r.end = range.end ?? null;
        }
        const parts = segments(range ? content.replace(range.match, " ") : content);
        for (const part of parts) {
          if (!r.title) r.title = part;
          else if (!r.employer) r.employer = part;
        }
        r.heading ??= line;
        break;
      }
      case "education": {
        const line = b.line(content, "education");
        const f = educationFeatures(content);
        const clash = !!edu && !bullet && ((!!f.institution && !!edu.institution) || (!!f.level && !!edu.level));
        if (!edu || clash) {
          edu = { institution: "", lines: [] };
          sections.education.push(edu);
        }
        edu.lines.push(line);
        if (f.institution && !edu.institution) edu.institution = f.institution;
        if (f.level && !edu.level) edu.level = f.level;
        if (f.field && !edu.field) edu.field = f.field;
        if (f.start && !edu.start) edu.start = f.start;
        if (f.end !== undefined && edu.end === undefined) edu.end = f.end;
        if (f.grade && !edu.grade) edu.grade = f.grade;
        break;
      }
      default:
        sections[section].push(b.line(content, section));
    }
  }
  return b.doc;
}
