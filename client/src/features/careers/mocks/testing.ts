/**
 * For tests: the demo certified-associate learner (DEMO_INTERVIEW_PEOPLE.associate, the one person in career services
 * in the mocks' seed) as a mock account, added for the test when the mock fixtures do not list her.
 */
import { demoAccounts, type MockAccount } from "../../../mocks/fixtures";
import { addAccount, findAccountByEmail } from "../../../mocks/session";
import { DEMO_INTERVIEW_PEOPLE } from "@server/talent/modules/interviews/demo-seed-data";

export function mockCareersAssociate(): MockAccount {
  const listed = demoAccounts.find((a) => a.id === DEMO_INTERVIEW_PEOPLE.associate);
  if (listed) return listed;
  const account: MockAccount = {
    id: DEMO_INTERVIEW_PEOPLE.associate,
    email: "associate@demo.talentforge.test",
    password: "password123",
    firstName: "Farah",
    lastName: "Aziz",
    roles: ["STUDENT"],
  };
  return findAccountByEmail(account.email) ?? (addAccount(account), account);
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
