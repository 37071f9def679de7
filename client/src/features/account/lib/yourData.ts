/**
 * The person's data through the router's /auth endpoints: their copy as a JSON file (GET /auth/export) and deleting
 * the account (POST /auth/account/delete). Errors arrive as the auth contract's `{ error: { code, message, fields? } }` and are thrown as `AuthError`.
 */
import { AuthError } from "./api";

/** What a refused request says: its code, message, per-field messages and the wait the server asked for. */
export async function authFailure(res: Response): Promise<AuthError> {
  const payload = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;
  const err = payload?.error;
  const fields =
    err?.fields && typeof err.fields === "object"
      ? Object.fromEntries(
          Object.entries(err.fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string"),
        )
      : {};
  const wait = Number(res.headers.get("Retry-After") ?? NaN);
  return new AuthError(
    typeof err?.code === "string" ? err.code : res.status === 429 ? "RATE_LIMITED" : "UNKNOWN",
    typeof err?.message === "string" ? err.message : res.statusText,
    res.status,
    fields,
    Number.isFinite(wait) && wait >= 0 ? wait : null,
  );
}

export async function authRequest(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(new URL(path, typeof window === "undefined" ? "http://localhost/" : window.location.href).toString(), {
      credentials: "same-origin",
      ...init,
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
    });
  } catch {
    throw new AuthError("NETWORK", "Network error", 0);
  }
  if (!res.ok) throw await authFailure(res);
  return res;
}

/** The name the server gave the file (Content-Disposition), or a plain one. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "talentforge-data.json";
}

/** The viewer's data as a file to save. */
export async function downloadPersonalData(): Promise<{ blob: Blob; fileName: string }> {
  const res = await authRequest("/auth/export");
  return { blob: await res.blob(), fileName: fileNameOf(res) };
}

/** Hands a file to the browser to save, as a link with `download` would. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Asks for the viewer's account to be deleted, proving the password; every session ends (this one too). */
export async function deleteAccount(password: string): Promise<void> {
  await authRequest("/auth/account/delete", { method: "POST", body: JSON.stringify({ password }) });
}
