/**
 * The mock backend's accounts and session. In the browser the session, signed-up accounts and profile edits survive
 * reloads (sessionStorage), like the real cookie and database; tests call `resetMockBackend()` between cases.
 */
import { demoAccounts, type MockAccount } from "./fixtures";
import { loadMockProfiles, resetMockProfiles } from "../features/talent/mocks";
import { loadMockOrders, resetMockOrders, storedMockOrders } from "../features/enrolment/mocks";
import { resetMockCourseAdmin } from "../features/catalogue/mocks";
import { loadMockApplications, resetMockProgrammes, storedMockApplications } from "../features/programmes/mocks";
import { grantDemoAccess, loadMockClassroom, resetMockClassroom, storedMockClassroom } from "../features/classroom/mocks";
import {
  loadMockJobApplications,
  loadMockJobPostings,
  resetMockJobApplications,
  resetMockJobPostings,
  storedMockJobApplications,
  storedMockJobPostings,
} from "../features/jobs/mocks";
import { loadMockEmployers, resetMockEmployers, storedMockEmployers } from "../features/employer/mocks";
import {
  loadMockForum,
  loadMockForumModeration,
  loadMockForumNotifications,
  resetMockForum,
  resetMockForumModeration,
  resetMockForumNotifications,
  storedMockForum,
  storedMockForumModeration,
  storedMockForumNotifications,
} from "../features/forum/mocks";
import { loadMockSkills, resetMockSkills, storedMockSkills } from "../features/skills/mocks";
import { loadMockInterviews, resetMockInterviews, storedMockInterviews } from "../features/interviews/mocks";
import { loadMockCareers, resetMockCareers, storedMockCareers } from "../features/careers/mocks";
import {
  loadMockEvents,
  loadMockInvites,
  resetMockEvents,
  resetMockInvites,
  storedMockEvents,
  storedMockInvites,
} from "../features/events/mocks";
import { resetMockOutages } from "./outage";

const SESSION_KEY = "talentforge.mock.session";
const ACCOUNTS_KEY = "talentforge.mock.accounts";

const accounts = new Map<string, MockAccount>();
let sessionUserId: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function resetMockBackend(): void {
  accounts.clear();
  for (const a of demoAccounts) accounts.set(a.email.toLowerCase(), { ...a });
  sessionUserId = null;
  storage()?.removeItem(SESSION_KEY);
  storage()?.removeItem(ACCOUNTS_KEY);
  resetMockOutages();
  resetMockProfiles();
  resetMockOrders();
  resetMockCourseAdmin();
  resetMockProgrammes();
  resetMockClassroom();
  resetMockJobApplications();
  resetMockEmployers();
  resetMockJobPostings();
  resetMockForum();
  resetMockForumNotifications(); // after the forum: its seed links to the forum's seed posts
  resetMockForumModeration(); // after the forum: its seed report is of a seed post
  resetMockSkills();
  resetMockInterviews();
  resetMockCareers();
  resetMockEvents();
  resetMockInvites(); // after the events: its seed counts the seeded registrations' codes
}
// In the browser, a reload keeps the session, signed-up accounts and profile edits: read them before the reset.
const stored = {
  session: storage()?.getItem(SESSION_KEY) ?? null,
  accounts: storage()?.getItem(ACCOUNTS_KEY) ?? null,
  profiles: storage()?.getItem("talentforge.mock.profiles") ?? null,
  orders: storedMockOrders(),
  applications: storedMockApplications(),
  classroom: storedMockClassroom(),
  jobApplications: storedMockJobApplications(),
  jobPostings: storedMockJobPostings(),
  employers: storedMockEmployers(),
  forum: storedMockForum(),
  forumNotifications: storedMockForumNotifications(),
  forumReports: storedMockForumModeration(),
  skills: storedMockSkills(),
  interviews: storedMockInterviews(),
  careers: storedMockCareers(),
  events: storedMockEvents(),
  eventInvites: storedMockInvites(),
};
resetMockBackend();
try {
  for (const a of JSON.parse(stored.accounts ?? "[]") as MockAccount[]) addAccount(a);
} catch {
  /* ignore a damaged copy */
}
if (stored.profiles) {
  storage()?.setItem("talentforge.mock.profiles", stored.profiles);
  loadMockProfiles();
}
loadMockOrders(stored.orders);
loadMockApplications(stored.applications);
loadMockClassroom(stored.classroom);
loadMockEmployers(stored.employers); // before the postings: a posted job's employer may be one added here
loadMockJobPostings(stored.jobPostings); // before the applications: closed posted jobs must exist
loadMockJobApplications(stored.jobApplications);
loadMockForum(stored.forum);
loadMockForumNotifications(stored.forumNotifications);
loadMockForumModeration(stored.forumReports);
loadMockSkills(stored.skills);
loadMockInterviews(stored.interviews);
loadMockCareers(stored.careers);
loadMockEvents(stored.events);
loadMockInvites(stored.eventInvites);
// The demo student's paid M1 JavaScript access (the server's demo seed); tests grant access themselves.
if (!stored.orders && import.meta.env.MODE !== "test") grantDemoAccess();
if (stored.session) setSession(stored.session);

export function findAccountByEmail(email: string): MockAccount | undefined {
  return accounts.get(email.trim().toLowerCase());
}

export function addAccount(account: MockAccount): void {
  accounts.set(account.email.toLowerCase(), account);
  const demo = new Set(demoAccounts.map((a) => a.id));
  storage()?.setItem(ACCOUNTS_KEY, JSON.stringify([...accounts.values()].filter((a) => !demo.has(a.id))));
}

export function currentAccount(): MockAccount | null {
  if (!sessionUserId) return null;
  for (const a of accounts.values()) if (a.id === sessionUserId) return a;
  return null;
}

export function setSession(userId: string | null): void {
  sessionUserId = userId;
  const s = storage();
  if (userId) s?.setItem(SESSION_KEY, userId);
  else s?.removeItem(SESSION_KEY);
}

export function allAccounts(): MockAccount[] {
  return [...accounts.values()];
}
