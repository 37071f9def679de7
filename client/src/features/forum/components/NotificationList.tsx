/**
 * The viewer's forum notifications, 7 a page (SPEC §9), unread first then newest (the server's order), used by the
 * bell's panel (its own page state) and by /forum/notifications (?page=). Each item is one link to where the
 * notification leads: its message (lib/forumNotifications), when, and "Unread" in words (not only colour); following
 * it marks it read at once (optimistic). "Mark all as read" sits above the list.
 */
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ForumNotificationsDocument,
  ForumUnreadNotificationCountDocument,
  type NotificationItem_NotificationFragment,
} from "../../../__generated__/graphql";
import { formatDateTime } from "../../../lib/format";
import { notificationMessage, notificationParts, type Translate } from "../lib/forumNotifications";
import { safeNext } from "../../../lib/safeNext";
import { InlineActionError } from "../../../ui/ActionFeedback";
import { PagedListBody } from "../../../ui/PagedListBody";
import { useNotificationReadMarks } from "./useForumNotifications";
import { NOTIFICATION_PAGE_SIZE } from "@server/forum/modules/notifications/rules/notifications";

/** Where a notification leads: a path on this site (the server sends one); anything else goes to the list. */
const notificationHref = (link: string) => safeNext(link, "/forum/notifications");

function NotificationItem({ notification, onFollow }: { notification: NotificationItem_NotificationFragment; onFollow: () => void }) {
  const { t, i18n } = useTranslation();
  // notificationMessage builds its key from the notification's type at run time, so it takes an untyped `t`: a key
  // with no words shows the key, as i18next does.
  const translate: Translate = (key, values) => t(key, { ...values, defaultValue: key });
  const unread = !notification.isRead;
  return (
    <Anchor
      component={Link}
      to={notificationHref(notification.link)}
      onClick={onFollow}
      underline="hover"
      c="inherit"
      display="block"
      p="xs"
      bg={unread ? "var(--mantine-color-indigo-light)" : undefined}
      style={{ borderRadius: "var(--mantine-radius-sm)" }}
    >
      <Stack gap={2}>
        <Text size="sm" fw={unread ? 600 : 400} c="var(--tf-text-strong)" style={{ overflowWrap: "anywhere" }}>
          {notificationMessage(translate, notificationParts(notification))}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            <time dateTime={notification.createdDate}>{formatDateTime(notification.createdDate, i18n.language)}</time>
          </Text>
          {unread && (
            <Badge size="xs" variant="light" color="indigo" radius="sm">
              {t("forumNotifications.unread")}
            </Badge>
          )}
        </Group>
      </Stack>
    </Anchor>
  );
}

/** "Mark all as read", offered while something is unread. */
export function MarkAllReadButton() {
  const { t } = useTranslation();
  // The badge's query (polled in the header) says how many are unread; read from the cache only.
  const { data } = useQuery(ForumUnreadNotificationCountDocument, { fetchPolicy: "cache-only" });
  const unread = data?.forumUnreadNotificationCount ?? 0;
  const { markAllRead, markingAll, error } = useNotificationReadMarks();
  return (
    <Stack gap={2} align="flex-end">
      {unread > 0 && (
        <Button size="compact-sm" variant="subtle" aria-busy={markingAll} onClick={() => void (markingAll ? undefined : markAllRead())}>
          {t("forumNotifications.markAll")}
        </Button>
      )}
      <InlineActionError error={error} />
    </Stack>
  );
}

export function NotificationList({ page, setPage, onFollow }: { page: number; setPage: (page: number) => void; onFollow?: () => void }) {
  const { t } = useTranslation();
  // Re-read on every showing: new notifications arrive between visits.
  const { data, loading, error, refetch } = useQuery(ForumNotificationsDocument, {
    variables: { page, pageSize: NOTIFICATION_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const { markRead, error: readError } = useNotificationReadMarks();
  return (
    <Stack gap="sm">
      <InlineActionError error={readError} />
      <PagedListBody
        messages="forumNotifications.list"
        result={data?.forumNotifications}
        {...{ loading, error, refetch, page, setPage }}
        search=""
        setSearch={() => undefined}
      >
        {(items) => (
          <Stack component="ul" gap={4} className="plain-list" aria-label={t("forumNotifications.listLabel")}>
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem
                  notification={n}
                  onFollow={() => {
                    void markRead(n);
                    onFollow?.();
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );
}
