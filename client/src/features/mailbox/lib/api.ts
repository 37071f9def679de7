/**
 * The dev mailbox's HTTP API (GET /dev/mail and /dev/mail/:id, same origin). The router mounts it only when messages
 * are kept instead of sent (outside production, no SMTP server); otherwise the list answers 404 NOT_FOUND. Errors
 * arrive as `{ error: { code, message } }` with a 4xx status and are thrown as `MailboxError`.
 */

export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface MailPage {
  /** Newest first. */
  messages: MailSummary[];
  hasMore: boolean;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
}

export interface MailMessage extends MailSummary {
  text: string;
  html: string;
  attachments: MailAttachment[];
}

export class MailboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "MailboxError";
  }
}

function url(path: string): string {
  return new URL(path, typeof window === "undefined" ? "http://localhost/" : window.location.href).toString();
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    // Accept JSON only: a GET that accepts HTML would get the app shell where the mailbox is not mounted.
    res = await fetch(url(path), { credentials: "same-origin", headers: { Accept: "application/json" }, signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new MailboxError("NETWORK", "Network error", 0);
  }
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    /* not JSON */
  }
  if (res.ok && payload !== null) return payload as T;
  const err = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new MailboxError(
    typeof err?.code === "string" ? err.code : res.ok ? "UNKNOWN" : res.status === 404 ? "NOT_FOUND" : "UNKNOWN",
    typeof err?.message === "string" ? err.message : res.statusText,
    res.status,
  );
}

/** A page of messages, newest first, optionally only those to `to`; `before` is the last id of the previous page. */
export function fetchMailPage(options: { to?: string; before?: string }, signal?: AbortSignal): Promise<MailPage> {
  const query = new URLSearchParams();
  if (options.to) query.set("to", options.to);
  if (options.before) query.set("before", options.before);
  const search = query.toString();
  return getJson<MailPage>(`/dev/mail${search ? `?${search}` : ""}`, signal);
}

export async function fetchMail(id: string, signal?: AbortSignal): Promise<MailMessage> {
  return (await getJson<{ message: MailMessage }>(`/dev/mail/${encodeURIComponent(id)}`, signal)).message;
}

/** The answer the server gives where nothing is kept (production, or an SMTP server configured) or a message is unknown. */
export function isNotFound(err: unknown): boolean {
  return err instanceof MailboxError && err.status === 404 && err.code === "NOT_FOUND";
}
