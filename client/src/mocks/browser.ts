/**
 * The MSW browser worker for `npm run dev:mock` (loaded only in mock mode). `?mockLogin=<demo email>` on any URL starts
 * a mock session as that account (handy for screenshots and quick looks; the log-in form works too).
 */
import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";
import { findAccountByEmail, setSession } from "./session";

const mockLogin = new URLSearchParams(window.location.search).get("mockLogin");
if (mockLogin) {
  const account = findAccountByEmail(mockLogin);
  if (account) setSession(account.id);
}

export const worker = setupWorker(...handlers);
