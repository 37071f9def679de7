import { describe, expect, it } from "vitest";
import type { Role, Viewer } from "../../../../shared/viewer.js";
import {
  FIELD_AUDIENCES,
  displayName,
  isSelf,
  mayRead,
  mayReadPrivateFields,
  needsApplicationRelation,
  type ProfileField,
} from "./privacy.js";

const me = "00000000-0000-4000-8000-0000000000aa";
const other = "00000000-0000-4000-8000-0000000000bb";
const viewer = (id: string, roles: Role[] = ["STUDENT"]): Viewer => ({ id, email: "x@example.test", roles });

describe("rule: email and roles are private to the person and talent admins", () => {
  it("visitors may not read them", () => expect(mayReadPrivateFields(null, me)).toBe(false));
  it("the person may", () => expect(mayReadPrivateFields(viewer(me), me)).toBe(true));
  it("another student may not", () => expect(mayReadPrivateFields(viewer(other), me)).toBe(false));
  it("other admins may not", () => {
    for (const role of ["JOB_ADMIN", "COURSE_ADMIN", "INSTRUCTOR"] as const)
      expect(mayReadPrivateFields(viewer(other, [role]), me)).toBe(false);
  });
  it("a talent admin may", () => expect(mayReadPrivateFields(viewer(other, ["TALENT_ADMIN"]), me)).toBe(true));
});

/**
 * The who-sees-what matrix. Columns: self, talent admin, representative of an employer the person applied to,
 * the same representative without an application, a JOB_ADMIN when the person has an application, another learner,
 * other admins/instructors (JOB_ADMIN among them, without an application), visitor.
 */
type Reader = "self" | "talentAdmin" | "appliedEmployer" | "otherEmployer" | "jobAdminApplied" | "otherLearner" | "otherStaff" | "visitor";
const READERS: Record<Reader, { viewer: Viewer | null; applied: boolean }> = {
  self: { viewer: viewer(me), applied: false },
  talentAdmin: { viewer: viewer(other, ["TALENT_ADMIN"]), applied: false },
  appliedEmployer: { viewer: viewer(other, ["COMPANY_REPRESENTATIVE"]), applied: true },
  otherEmployer: { viewer: viewer(other, ["COMPANY_REPRESENTATIVE"]), applied: false },
  jobAdminApplied: { viewer: viewer(other, ["JOB_ADMIN"]), applied: true },
  otherLearner: { viewer: viewer(other), applied: false },
  otherStaff: { viewer: viewer(other, ["JOB_ADMIN", "COURSE_ADMIN", "INSTRUCTOR", "EVENT_EXHIBITOR"]), applied: false },
  visitor: { viewer: null, applied: false },
};
//                      self  tAdmin applied other  jAdmin learner staff  visitor
const MATRIX: Record<ProfileField, [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean]> = {
  email: [true, true, false, false, false, false, false, false],
  roles: [true, true, false, false, false, false, false, false],
  navigation: [true, false, false, false, false, false, false, false],
  bio: [true, true, true, true, true, true, true, false],
  languages: [true, true, true, true, true, true, true, false],
  skills: [true, true, true, true, true, true, true, false],
  workExperiences: [true, true, true, true, true, true, true, false],
  educations: [true, true, true, true, true, true, true, false],
  employmentStatus: [true, true, true, false, true, false, false, false],
  workPermitLocations: [true, true, true, false, true, false, false, false],
  location: [true, true, true, false, true, false, false, false],
  links: [true, true, true, false, true, false, false, false],
  targetRole: [true, true, false, false, false, false, false, false],
  profileCompletion: [true, true, true, false, true, false, false, false],
  cvScore: [true, false, true, false, true, false, false, false],
  cvScoreHistory: [true, false, false, false, false, false, false, false],
  uiLanguage: [true, false, false, false, false, false, false, false],
  settings: [true, false, false, false, false, false, false, false],
  emailPreferences: [true, false, false, false, false, false, false, false],
  skillRole: [true, true, false, false, false, false, false, false],
  verifiedSkills: [true, true, true, true, true, true, true, false],
  skillReadiness: [true, true, false, false, false, false, false, false],
  skillRanking: [true, true, false, false, false, false, false, false],
};

describe("rule: who sees which profile field (matrix)", () => {
  it("covers every restricted field", () => expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(FIELD_AUDIENCES).sort()));
  const readers = Object.keys(READERS) as Reader[];
  for (const [field, row] of Object.entries(MATRIX) as [ProfileField, boolean[]][]) {
    it(`${field}: ${readers.filter((_, i) => row[i]).join(", ")}`, () => {
      const got = readers.map((r) => mayRead(field, READERS[r].viewer, me, { appliedToEmployerOfViewer: READERS[r].applied }));
      expect(got).toEqual(row);
    });
  }
  it("other learners never see email or contact details, whatever else they are", () => {
    for (const field of ["email", "location", "links"] as const)
      expect(mayRead(field, viewer(other), me, { appliedToEmployerOfViewer: true })).toBe(false);
  });
  it("the application relation defaults to none", () => {
    expect(mayRead("location", viewer(other, ["COMPANY_REPRESENTATIVE"]), me)).toBe(false);
  });
  it("an application grants nothing to a reader who is not the employer side (an instructor, another learner)", () => {
    for (const roles of [["INSTRUCTOR"], ["STUDENT"], ["EVENT_EXHIBITOR"]] as Role[][])
      expect(mayRead("cvScore", viewer(other, roles), me, { appliedToEmployerOfViewer: true })).toBe(false);
  });
});

describe("rule: talent asks jobs about applications only when the answer can change what the reader sees", () => {
  const rep = viewer(other, ["COMPANY_REPRESENTATIVE"]);
  it("for the employer side reading a field the application grants", () => {
    expect(needsApplicationRelation("cvScore", rep, me)).toBe(true);
    expect(needsApplicationRelation("location", viewer(other, ["JOB_ADMIN"]), me)).toBe(true);
  });
  it("never for the person themself, a field others already see, a field no application grants, or other readers", () => {
    expect(needsApplicationRelation("cvScore", viewer(me, ["COMPANY_REPRESENTATIVE"]), me)).toBe(false);
    expect(needsApplicationRelation("bio", rep, me)).toBe(false);
    expect(needsApplicationRelation("cvScoreHistory", rep, me)).toBe(false);
    expect(needsApplicationRelation("email", rep, me)).toBe(false);
    expect(needsApplicationRelation("cvScore", viewer(other), me)).toBe(false);
    expect(needsApplicationRelation("cvScore", null, me)).toBe(false);
  });
  it("never for a talent admin reading completion (already granted)", () => {
    expect(needsApplicationRelation("profileCompletion", viewer(other, ["TALENT_ADMIN", "JOB_ADMIN"]), me)).toBe(false);
  });
});

describe("rule: navigation belongs to the person alone", () => {
  it("self only, even for a talent admin", () => {
    expect(isSelf(viewer(me), me)).toBe(true);
    expect(isSelf(viewer(other, ["TALENT_ADMIN"]), me)).toBe(false);
    expect(isSelf(null, me)).toBe(false);
  });
});

describe("rule: the display name is first and last name", () => {
  it("joins with one space", () => expect(displayName({ firstName: "Mei Ling", lastName: "Tan" })).toBe("Mei Ling Tan"));
  it("skips an empty part", () => expect(displayName({ firstName: "Arjun", lastName: "" })).toBe("Arjun"));
});
