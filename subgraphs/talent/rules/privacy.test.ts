import { describe, expect, it } from "vitest";
import type { Viewer } from "../../shared/viewer.js";
import { displayName, isSelf, mayReadPrivateFields } from "./privacy.js";

const me = "00000000-0000-4000-8000-0000000000aa";
const other = "00000000-0000-4000-8000-0000000000bb";
const viewer = (id: string, roles: Viewer["roles"] = ["STUDENT"]): Viewer => ({ id, email: "x@example.test", roles });

describe("rule: email and roles are private to the person and talent admins", () => {
  it("visitors may not read them", () => expect(mayReadPrivateFields(null, me)).toBe(false));
  it("the person may", () => expect(mayReadPrivateFields(viewer(me), me)).toBe(true));
  it("another student may not", () => expect(mayReadPrivateFields(viewer(other), me)).toBe(false));
  it("other admins may not", () => {
    for (const role of ["JOB_ADMIN", "COURSE_ADMIN", "INSTRUCTOR"] as const) expect(mayReadPrivateFields(viewer(other, [role]), me)).toBe(false);
  });
  it("a talent admin may", () => expect(mayReadPrivateFields(viewer(other, ["TALENT_ADMIN"]), me)).toBe(true));
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
