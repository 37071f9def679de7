/** For tests: the demo certified-associate learner (the one person in career services in the mocks' seed). */
import { demoAccount, type MockAccount } from "../../../mocks/fixtures";

export function mockCareersAssociate(): MockAccount {
  return demoAccount("associate");
}

/**
 * Inline sizes wider than a 390 px phone, and side-scrolling tables (jsdom has no layout: a page fits when nothing asks
 * for more room than the phone has).
 */
export function widerThanPhone(root: HTMLElement): string[] {
  const px = (value: string) => {
    const m = /^(?:calc\()?([\d.]+)(px|rem)/.exec(value.trim());
    return m ? Number(m[1]) * (m[2] === "rem" ? 16 : 1) : 0;
  };
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
    for (const prop of ["width", "min-width", "--table-min-width"]) {
      const value = el.style.getPropertyValue(prop);
      if (value && px(value) > 390) found.push(`${el.tagName.toLowerCase()} ${prop}: ${value}`);
    }
  }
  if (root.querySelector("table")) found.push("a table");
  return found;
}
