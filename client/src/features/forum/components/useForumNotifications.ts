/**
 * The unread count and the read marks of forum notifications, kept right without a reload (DESIGN.md: the gateway has
 * no subscriptions, so the badge polls):
 * - the count is polled every 5 seconds (a new notification shows within 10 s), not while the tab is hidden, and
 *   re-read as soon as it is visible again;
 * - a read mark drops it at once (optimistic, rolled back when refused), then the server's count and the shown lists
 *   are re-read;
 * - other tabs are told (lib/notificationChannel) and re-read the count and lists at once.
 */
import { useCallback, useEffect, useState } from "react";
import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ForumUnreadNotificationCountDocument } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { announceNotificationChanges, listenForNotificationChanges } from "../lib/notificationChannel";
import { useMarkAllForumNotificationsRead } from "../mutations/useMarkAllForumNotificationsRead";
import { useMarkForumNotificationRead } from "../mutations/useMarkForumNotificationRead";

/** How often the badge asks (SPEC: the badge updates within 10 seconds). */
export const UNREAD_POLL_INTERVAL_MS = 5_000;

const NOTIFICATION_QUERIES = new Set(["ForumUnreadNotificationCount", "ForumNotifications"]);

/** Re-reads the count and the notification lists on screen (only active ones: the rest re-read when next shown). */
export function refetchNotifications(client: ApolloClient) {
  return client.refetchQueries({ include: "active", onQueryUpdated: (query) => NOTIFICATION_QUERIES.has(query.queryName ?? "") });
}

const tabHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/** The viewer's unread count (0 until known), polled; listens for other tabs' read marks. */
export function useUnreadNotificationCount(pollInterval = UNREAD_POLL_INTERVAL_MS): number {
  const client = useApolloClient();
  const { data, refetch } = useQuery(ForumUnreadNotificationCountDocument, {
    pollInterval,
    // A hidden tab does not ask; it catches up when shown (below).
    skipPollAttempt: tabHidden,
    // Logging out refetches what is on screen before the header drops the bell: an UNAUTHENTICATED answer then is
    // expected and must not fail the log-out (nor be thrown at the next poll).
    errorPolicy: "all",
  });

  useEffect(() => {
    const onVisible = () => {
      if (!tabHidden()) void refetch().catch(() => undefined);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);

  useEffect(() => listenForNotificationChanges(client, () => void refetchNotifications(client).catch(() => undefined)), [client]);

  return data?.forumUnreadNotificationCount ?? 0;
}

/**
 * Read marks: one (`markRead`) or all (`markAllRead`), optimistic (the mutation hooks drop the badge at once); then
 * other tabs are told and the count and lists on screen re-read. `error` says why the last one was refused.
 */
export function useNotificationReadMarks() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [markOne] = useMarkForumNotificationRead();
  const [markAll, { loading: markingAll }] = useMarkAllForumNotificationsRead();
  const [error, setError] = useState<string | null>(null);

  const settle = useCallback(
    async (run: () => Promise<unknown>, fallback: string) => {
      setError(null);
      try {
        await run();
        // The server is the judge of the count and of the lists' order (unread first).
        announceNotificationChanges(client);
        await refetchNotifications(client);
      } catch (e) {
        setError(readServerError(e).message || fallback);
      }
    },
    [client],
  );

  const markRead = useCallback(
    (notification: { id: string; isRead: boolean }) => {
      // Only an unread one: its mark takes one off the count.
      if (notification.isRead) return Promise.resolve();
      return settle(() => markOne({ variables: { id: notification.id } }), t("forumNotifications.readError"));
    },
    [markOne, settle, t],
  );

  const markAllRead = useCallback(() => settle(() => markAll(), t("forumNotifications.markAllError")), [markAll, settle, t]);

  return { markRead, markAllRead, markingAll, error };
}
