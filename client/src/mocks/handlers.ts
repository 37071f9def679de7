/**
 * MSW request handlers shared by the browser worker (`npm run dev:mock`) and component tests (msw/node).
 * POST /graphql runs any operation against the mock schema; /auth/* follows the auth HTTP contract.
 */
import { delay, http, HttpResponse } from "msw";
import { graphql as executeGraphql } from "graphql";
import { mockSchema } from "./schema";
import {
  addAccount,
  changeMockEmail,
  currentAccount,
  endCurrentMockSession,
  endMockSessions,
  findAccountByEmail,
  isMockEmailVerified,
  mockSessionsOf,
  setMockEmailVerified,
  startMockSession,
} from "./session";
import type { Role } from "../__generated__/graphql";
import { findMockMail, mockMailPage } from "../features/mailbox/mocks";
import { accountDataHandlers } from "../features/account/mocks";
import { apiKeyHandlers } from "../features/partners/mocks";

/** Artificial latency so loading states are visible in mock mode; zero under test. */
const latency = () => (import.meta.env.MODE === "test" ? Promise.resolve() : delay(250));

function authError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

function viewerBody() {
  const a = currentAccount();
  return a ? { viewer: { id: a.id, email: a.email, roles: a.roles, emailVerified: isMockEmailVerified(a.id) } } : null;
}

const noContent = () => new HttpResponse(null, { status: 204 });
const loggedOut = () => authError(401, "UNAUTHENTICATED", "You must be logged in.");

/**
 * Emailed links in mock mode: "valid-token" works (as often as asked: there is no mailbox to fetch a new one from),
 * any other is dead, with the server's answer for a used, replaced or expired link.
 */
const VALID_LINK_TOKEN = "valid-token";
let pendingEmailChange: { accountId: string; email: string } | null = null;
const deadLink = () =>
  authError(400, "BAD_USER_INPUT", "This link is not valid any more: it was used, replaced by a newer one, or has expired.", {
    token: "Ask for a new link.",
  });

const RECRUIT_ROLES = ["COMPANY_REPRESENTATIVE", "EVENT_EXHIBITOR"] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SignupBody {
  purpose?: unknown;
  recruitRole?: unknown;
  email?: unknown;
  password?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}

export const handlers = [
  http.post("*/graphql", async ({ request }) => {
    const body = (await request.json()) as { query: string; variables?: Record<string, unknown>; operationName?: string };
    await latency();
    const result = await executeGraphql({
      schema: mockSchema,
      source: body.query,
      variableValues: body.variables,
      operationName: body.operationName,
    });
    return HttpResponse.json(result);
  }),

  http.post("*/auth/login", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { email?: unknown; password?: unknown };
    await latency();
    if (typeof body.email !== "string" || typeof body.password !== "string") {
      return authError(400, "BAD_USER_INPUT", "Email and password are required.");
    }
    const account = findAccountByEmail(body.email);
    if (!account || account.password !== body.password) {
      return authError(401, "UNAUTHENTICATED", "Incorrect email or password.");
    }
    startMockSession(account.id, request.headers.get("user-agent"));
    return HttpResponse.json(viewerBody());
  }),

  http.post("*/auth/logout", async () => {
    await latency();
    endCurrentMockSession();
    return new HttpResponse(null, { status: 204 });
  }),

  http.post("*/auth/signup", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as SignupBody;
    await latency();
    const fields: Record<string, string> = {};
    const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
    if (body.purpose !== "learn" && body.purpose !== "recruit") fields.purpose = "Choose learn or recruit.";
    if (body.purpose === "recruit" && !RECRUIT_ROLES.includes(body.recruitRole as (typeof RECRUIT_ROLES)[number])) {
      fields.recruitRole = "Choose company representative or event exhibitor.";
    }
    if (!str(body.firstName)) fields.firstName = "First name is required.";
    if (!str(body.lastName)) fields.lastName = "Last name is required.";
    if (!EMAIL.test(str(body.email))) fields.email = "Enter a valid email address.";
    const password = typeof body.password === "string" ? body.password : "";
    if (password.length < 8 || password.length > 128) fields.password = "Password must be 8 to 128 characters.";
    if (Object.keys(fields).length > 0) return authError(400, "BAD_USER_INPUT", "Some fields need attention.", fields);
    if (findAccountByEmail(str(body.email))) {
      return authError(409, "CONFLICT", "An account with this email already exists.", {
        email: "An account with this email already exists.",
      });
    }
    const roles: Role[] = body.purpose === "learn" ? ["STUDENT"] : [body.recruitRole as Role];
    const id = globalThis.crypto.randomUUID();
    addAccount({ id, email: str(body.email), password, firstName: str(body.firstName), lastName: str(body.lastName), roles });
    startMockSession(id, request.headers.get("user-agent"));
    return HttpResponse.json(viewerBody(), { status: 201 });
  }),

  http.get("*/auth/session", async () => {
    await latency();
    return HttpResponse.json(viewerBody() ?? { viewer: null });
  }),

  // The mocks keep no links: a good one verifies whoever is logged in here (the server: the account it was sent to).
  http.post("*/auth/verify-email", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { token?: unknown };
    await latency();
    if (body.token !== VALID_LINK_TOKEN) return deadLink();
    const account = currentAccount();
    if (account) setMockEmailVerified(account.id, true);
    return HttpResponse.json({ verified: true });
  }),

  http.post("*/auth/verify-email/resend", async () => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    if (isMockEmailVerified(account.id)) return authError(400, "BAD_USER_INPUT", "Your email address is already verified.");
    return HttpResponse.json({ sent: true }, { status: 202 });
  }),

  // The same answer whether or not the address has an account.
  http.post("*/auth/password-reset/request", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { email?: unknown };
    await latency();
    if (typeof body.email !== "string" || !EMAIL.test(body.email.trim())) {
      return authError(400, "BAD_USER_INPUT", "Some fields need attention.", { email: "Enter a valid email address." });
    }
    return HttpResponse.json({ sent: true }, { status: 202 });
  }),

  // The password's length is the client's check here: its limits are the router's, which the mocks cannot import.
  http.post("*/auth/password-reset/confirm", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { token?: unknown; password?: unknown };
    await latency();
    if (body.token !== VALID_LINK_TOKEN) return deadLink();
    if (typeof body.password !== "string" || !body.password) {
      return authError(400, "BAD_USER_INPUT", "Some fields need attention.", { password: "Required." });
    }
    // Whose link it was is unknown here: a person logged in here stands for its account, and every session ends.
    const account = currentAccount();
    if (account) {
      addAccount({ ...account, password: body.password });
      endMockSessions(account.id);
    }
    return HttpResponse.json({ reset: true });
  }),

  http.post("*/auth/password", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { currentPassword?: unknown; newPassword?: unknown };
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    if (typeof body.newPassword !== "string" || !body.newPassword) {
      return authError(400, "BAD_USER_INPUT", "Some fields need attention.", { newPassword: "Required." });
    }
    if (body.currentPassword !== account.password) {
      return authError(400, "BAD_USER_INPUT", "Your current password is not right.", {
        currentPassword: "This is not your current password.",
      });
    }
    addAccount({ ...account, password: body.newPassword });
    endMockSessions(account.id, { exceptCurrent: true });
    return HttpResponse.json({ changed: true });
  }),

  // The mocks keep one pending change per browser: a good link confirms the latest one asked for here.
  http.post("*/auth/email-change/request", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { newEmail?: unknown; currentPassword?: unknown };
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    const newEmail = typeof body.newEmail === "string" ? body.newEmail.trim().toLowerCase() : "";
    if (!EMAIL.test(newEmail))
      return authError(400, "BAD_USER_INPUT", "Some fields need attention.", { newEmail: "Enter a valid email address." });
    if (body.currentPassword !== account.password) {
      return authError(400, "BAD_USER_INPUT", "Your current password is not right.", {
        currentPassword: "This is not your current password.",
      });
    }
    if (newEmail === account.email.toLowerCase())
      return authError(400, "BAD_USER_INPUT", "This is already your address.", { newEmail: "This is already your address." });
    if (findAccountByEmail(newEmail)) {
      return authError(400, "BAD_USER_INPUT", "This email address belongs to another account.", {
        newEmail: "This address belongs to another account.",
      });
    }
    pendingEmailChange = { accountId: account.id, email: newEmail };
    return HttpResponse.json({ sent: true }, { status: 202 });
  }),

  http.post("*/auth/email-change/confirm", async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { token?: unknown };
    await latency();
    if (body.token !== VALID_LINK_TOKEN || !pendingEmailChange) return deadLink();
    changeMockEmail(pendingEmailChange.accountId, pendingEmailChange.email);
    setMockEmailVerified(pendingEmailChange.accountId, true);
    pendingEmailChange = null;
    return HttpResponse.json({ changed: true });
  }),

  http.get("*/auth/sessions", async () => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    return HttpResponse.json({ sessions: mockSessionsOf(account.id) });
  }),

  http.delete("*/auth/sessions/:id", async ({ params }) => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    const id = String(params.id);
    if (endMockSessions(account.id, { only: id }) === 0) return authError(404, "NOT_FOUND", `Session ${id} not found.`);
    return noContent();
  }),

  http.post("*/auth/logout-everywhere", async () => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    endMockSessions(account.id);
    return noContent();
  }),

  // The dev mailbox (GET /dev/mail, /dev/mail/:id), as a server that keeps mail instead of sending it answers.
  http.get("*/dev/mail", async ({ request }) => {
    const params = new URL(request.url).searchParams;
    await latency();
    const page = mockMailPage({ to: params.get("to"), before: params.get("before") });
    return page ? HttpResponse.json(page) : authError(404, "NOT_FOUND", "No such message.");
  }),

  http.get("*/dev/mail/:id", async ({ params }) => {
    await latency();
    const message = findMockMail(String(params.id));
    return message ? HttpResponse.json({ message }) : authError(404, "NOT_FOUND", "No such message.");
  }),

  ...accountDataHandlers,
  ...apiKeyHandlers,
];
