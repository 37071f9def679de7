/** Test helpers for logged-in pages: start a mock session as a demo account (the server's demo accounts). */
import { demoAccount } from "../mocks/fixtures";
import { setSession } from "../mocks/session";

export const mei = demoAccount("student");
export const recruiter = demoAccount("recruiter");
export const courseAdmin = demoAccount("course-admin");
export const talentAdmin = demoAccount("talent-admin");
export const instructor = demoAccount("instructor");
export const jobAdmin = demoAccount("job-admin");
export const exhibitor = demoAccount("exhibitor");

export function loginAs(account: { id: string }) {
  setSession(account.id);
}
