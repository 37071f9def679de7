/**
 * The mock backend's accounts and session. In the browser the session survives reloads (sessionStorage), like the
 * real cookie; tests call `resetMockBackend()` between cases.
 */
import { demoAccounts, type MockAccount } from "./fixtures";

const SESSION_KEY = "talentforge.mock.session";

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
}
resetMockBackend();
sessionUserId = storage()?.getItem(SESSION_KEY) ?? null;

export function findAccountByEmail(email: string): MockAccount | undefined {
  return accounts.get(email.trim().toLowerCase());
}

export function addAccount(account: MockAccount): void {
  accounts.set(account.email.toLowerCase(), account);
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
