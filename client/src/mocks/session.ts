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
import { resetMockApiKeys } from "../features/partners/mocks";
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
const LIFECYCLE_KEY = "talentforge.mock.lifecycle";

const accounts = new Map<string, MockAccount>();
let sessionUserId: string | null = null;

/** One of an account's sessions, as GET /auth/sessions lists it (without `current`, which depends on who asks). */
export interface MockAuthSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
}
/** Per account: whether its address is verified, its sessions, and which of them this browser is using. */
interface MockLifecycle {
  verified: boolean;
  sessions: MockAuthSession[];
  currentSessionId: string | null;
}
const lifecycles = new Map<string, MockLifecycle>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function resetMockBackend(): void {
  accounts.clear();
  lifecycles.clear();
  storage()?.removeItem(LIFECYCLE_KEY);
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
  resetMockApiKeys();
}
// In the browser, a reload keeps the session, signed-up accounts and profile edits: read them before the reset.
const stored = {
  session: storage()?.getItem(SESSION_KEY) ?? null,
  lifecycle: storage()?.getItem(LIFECYCLE_KEY) ?? null,
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
try {
  for (const [id, state] of JSON.parse(stored.lifecycle ?? "[]") as [string, MockLifecycle][]) lifecycles.set(id, state);
} catch {
  /* ignore a damaged copy */
}
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
  // A session started without logging in (tests' loginAs, a reload) is this browser's too.
  if (userId) {
    const state = lifecycleOf(userId);
    if (!state.currentSessionId) {
      const session = newSession(thisBrowser());
      state.sessions.unshift(session);
      state.currentSessionId = session.id;
      saveLifecycles();
    }
  }
  const s = storage();
  if (userId) s?.setItem(SESSION_KEY, userId);
  else s?.removeItem(SESSION_KEY);
}

export function allAccounts(): MockAccount[] {
  return [...accounts.values()];
}

// Functions, not constants: setSession runs while this module loads (a kept session), before constants below exist.
function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

function saveLifecycles(): void {
  storage()?.setItem(LIFECYCLE_KEY, JSON.stringify([...lifecycles]));
}

function newSession(userAgent: string | null, createdAgoMs = 0, seenAgoMs = 0): MockAuthSession {
  return {
    id: globalThis.crypto.randomUUID(),
    createdAt: ago(createdAgoMs),
    lastSeenAt: ago(seenAgoMs),
    expiresAt: new Date(Date.now() - seenAgoMs + 30 * 86_400_000).toISOString(),
    userAgent,
  };
}

function thisBrowser(): string | null {
  return typeof navigator === "undefined" ? null : navigator.userAgent || null;
}

/**
 * An account's verified flag and sessions, made on first use: demo accounts are verified and logged in on a phone and
 * another computer too (so the sessions list has something to end); an account signed up here starts unverified.
 */
function lifecycleOf(accountId: string, withCurrent = true): MockLifecycle {
  let state = lifecycles.get(accountId);
  if (!state) {
    const demo = demoAccounts.some((a) => a.id === accountId);
    const current = withCurrent ? newSession(thisBrowser()) : null;
    state = {
      verified: demo,
      currentSessionId: current?.id ?? null,
      sessions: [
        ...(current ? [current] : []),
        ...(demo
          ? [
              newSession(
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                20 * 86_400_000,
                2 * 86_400_000,
              ),
              newSession(
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
                12 * 86_400_000,
                5 * 86_400_000,
              ),
            ]
          : []),
      ],
    };
    lifecycles.set(accountId, state);
    saveLifecycles();
  }
  return state;
}

/** Whether the account's address is verified. */
export function isMockEmailVerified(accountId: string): boolean {
  return lifecycleOf(accountId).verified;
}

export function setMockEmailVerified(accountId: string, verified: boolean): void {
  lifecycleOf(accountId).verified = verified;
  saveLifecycles();
}

/** A log-in or sign-up in this browser: a new session, which becomes this browser's. */
export function startMockSession(accountId: string, userAgent: string | null): void {
  const state = lifecycleOf(accountId, false);
  const session = newSession(userAgent ?? thisBrowser());
  state.sessions.unshift(session);
  state.currentSessionId = session.id;
  saveLifecycles();
  setSession(accountId);
}

/** Logging out in this browser ends its session. */
export function endCurrentMockSession(): void {
  const account = currentAccount();
  const current = account ? lifecycleOf(account.id).currentSessionId : null;
  if (account && current) endMockSessions(account.id, { only: current });
  setSession(null);
}

/** The account's sessions, most recently active first, marked with the one this browser uses. */
export function mockSessionsOf(accountId: string): (MockAuthSession & { current: boolean })[] {
  const state = lifecycleOf(accountId);
  return state.sessions
    .map((s) => ({ ...s, current: s.id === state.currentSessionId }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/**
 * Ends sessions of the account: one (`only`), all but this browser's (`exceptCurrent`), or all. Returns how many ended;
 * ending this browser's logs it out.
 */
export function endMockSessions(accountId: string, which: { only?: string; exceptCurrent?: boolean } = {}): number {
  const state = lifecycleOf(accountId);
  const ends = (s: MockAuthSession) =>
    which.only !== undefined ? s.id === which.only : which.exceptCurrent ? s.id !== state.currentSessionId : true;
  const before = state.sessions.length;
  const endsCurrent = state.sessions.some((s) => s.id === state.currentSessionId && ends(s));
  state.sessions = state.sessions.filter((s) => !ends(s));
  if (endsCurrent) {
    state.currentSessionId = null;
    if (sessionUserId === accountId) setSession(null);
  }
  saveLifecycles();
  return before - state.sessions.length;
}

/** A confirmed change of address: the account is found by its new address from now on. */
export function changeMockEmail(accountId: string, email: string): void {
  const account = [...accounts.values()].find((a) => a.id === accountId);
  if (!account) return;
  accounts.delete(account.email.toLowerCase());
  addAccount({ ...account, email: email.trim().toLowerCase() });
}
