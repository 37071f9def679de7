/** Test helpers for logged-in pages: start a mock session as a demo account. */
import { demoAccounts } from "../mocks/fixtures";
import { setSession } from "../mocks/session";

export const mei = demoAccounts.find((a) => a.email === "mei.chan@example.com")!;
export const arif = demoAccounts.find((a) => a.email === "arif.rahman@example.com")!;
export const courseAdmin = demoAccounts.find((a) => a.email === "course-admin@example.com")!;
export const grace = demoAccounts.find((a) => a.email === "grace.lee@example.com")!;
export const instructor = demoAccounts.find((a) => a.email === "instructor@example.com")!;
export const jobAdmin = demoAccounts.find((a) => a.email === "job-admin@example.com")!;
export const exhibitor = demoAccounts.find((a) => a.email === "exhibitor@example.com")!;

export function loginAs(account: { id: string }) {
  setSession(account.id);
}
