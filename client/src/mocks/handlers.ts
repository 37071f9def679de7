/**
 * MSW request handlers shared by the browser worker (`npm run dev:mock`) and component tests (msw/node).
 * POST /graphql runs any operation against the mock schema; /auth/* follows the auth HTTP contract.
 */
import { delay, http, HttpResponse } from "msw";
import { graphql as executeGraphql } from "graphql";
import { mockSchema } from "./schema";
import { addAccount, currentAccount, findAccountByEmail, setSession } from "./session";
import type { Role } from "../__generated__/graphql";

/** Artificial latency so loading states are visible in mock mode; zero under test. */
const latency = () => (import.meta.env.MODE === "test" ? Promise.resolve() : delay(250));

function authError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

function viewerBody() {
  const a = currentAccount();
  return a ? { viewer: { id: a.id, email: a.email, roles: a.roles } } : null;
}

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
    setSession(account.id);
    return HttpResponse.json(viewerBody());
  }),

  http.post("*/auth/logout", async () => {
    await latency();
    setSession(null);
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
    setSession(id);
    return HttpResponse.json(viewerBody(), { status: 201 });
  }),
];
