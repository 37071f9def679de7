/**
 * The mock backend's answers for the person's data, as the router gives them: their copy (GET /auth/export) as a JSON
 * attachment named by the day, and deleting the account (POST /auth/account/delete) with the password: every session
 * ends and the old password logs in no more. 401 for a visitor. Wired into src/mocks/handlers.ts.
 */
import { delay, http, HttpResponse } from "msw";
import { addAccount, currentAccount, endMockSessions, mockSessionsOf } from "../../../mocks/session";

const latency = () => (import.meta.env.MODE === "test" ? Promise.resolve() : delay(250));
const refused = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
const loggedOut = () => HttpResponse.json({ error: { code: "UNAUTHENTICATED", message: "You must be logged in." } }, { status: 401 });

export const accountDataHandlers = [
  http.get("*/auth/export", async () => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    const exportedAt = new Date().toISOString();
    const { id, email, firstName, lastName, roles } = account;
    const data = {
      exportedAt,
      account: { id, email, roles, sessions: mockSessionsOf(id) },
      talent: { profile: [{ id, firstName, lastName, email }] },
      courses: {},
      jobs: {},
      forum: {},
      events: {},
    };
    return new HttpResponse(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json",
        "Content-Disposition": `attachment; filename="talentforge-data-${exportedAt.slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
      },
    });
  }),

  http.post("*/auth/account/delete", async ({ request }) => {
    await latency();
    const account = currentAccount();
    if (!account) return loggedOut();
    const body = (await request.json().catch(() => null)) as { password?: unknown } | null;
    if (typeof body?.password !== "string" || body.password === "")
      return refused(400, "BAD_USER_INPUT", "Invalid input: password: Required.", { password: "Required." });
    if (body.password !== account.password)
      return refused(400, "BAD_USER_INPUT", "Your password is not right.", { password: "This is not your password." });
    // The server erases the account later; here it is enough that nobody can log in to it again.
    addAccount({ ...account, password: crypto.randomUUID() });
    endMockSessions(account.id);
    return HttpResponse.json({ scheduled: true }, { status: 202 });
  }),
];
