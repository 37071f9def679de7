/** The mailbox's list (first page, then "Load more" pages appended) and one message, each read from the dev mail API. */
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchMail, fetchMailPage, isNotFound, type MailMessage, type MailSummary } from "./api";

export type MailListState =
  | { status: "loading" }
  /** The server keeps no mail (production, or an SMTP server configured). */
  | { status: "off" }
  | { status: "error" }
  | {
      status: "ready";
      /** The filter these messages were read with. */
      to: string;
      messages: MailSummary[];
      hasMore: boolean;
      refreshing: boolean;
      more: "idle" | "loading" | "failed";
    };

export function useMailList(to: string) {
  const [state, setState] = useState<MailListState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const moreRequest = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    moreRequest.current?.abort();
    // A refresh of the same filter keeps the list on screen; a new filter starts afresh.
    setState((prev) => (prev.status === "ready" && prev.to === to ? { ...prev, refreshing: true } : { status: "loading" }));
    fetchMailPage({ to: to || undefined }, controller.signal).then(
      (page) => setState({ status: "ready", to, messages: page.messages, hasMore: page.hasMore, refreshing: false, more: "idle" }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(err) ? { status: "off" } : { status: "error" });
      },
    );
    return () => controller.abort();
  }, [to, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  const last = state.status === "ready" ? state.messages.at(-1)?.id : undefined;
  const loadMore = useCallback(() => {
    if (!last) return;
    moreRequest.current?.abort();
    const controller = (moreRequest.current = new AbortController());
    setState((prev) => (prev.status === "ready" ? { ...prev, more: "loading" } : prev));
    fetchMailPage({ to: to || undefined, before: last }, controller.signal).then(
      (page) =>
        setState((prev) => {
          if (prev.status !== "ready") return prev;
          const seen = new Set(prev.messages.map((m) => m.id));
          const messages = [...prev.messages, ...page.messages.filter((m) => !seen.has(m.id))];
          return { ...prev, messages, hasMore: page.hasMore, more: "idle" };
        }),
      () => {
        if (controller.signal.aborted) return;
        setState((prev) => (prev.status === "ready" ? { ...prev, more: "failed" } : prev));
      },
    );
  }, [to, last]);

  useEffect(() => () => moreRequest.current?.abort(), []);

  return { state, reload, loadMore };
}

export type MailState = { status: "loading" } | { status: "missing" } | { status: "error" } | { status: "ready"; message: MailMessage };

export function useMail(id: string) {
  const [state, setState] = useState<MailState>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchMail(id, controller.signal).then(
      (message) => setState({ status: "ready", message }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState(isNotFound(err) ? { status: "missing" } : { status: "error" });
      },
    );
    return () => controller.abort();
  }, [id, version]);

  const retry = useCallback(() => setVersion((v) => v + 1), []);
  return { state, retry };
}
