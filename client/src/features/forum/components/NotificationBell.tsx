/**
 * The header's notification bell (logged-in people): its accessible name carries the unread count ("Notifications,
 * 3 unread"); the number on it is decoration for sighted users. It opens the latest notifications, paged inside — in a
 * popover on wide screens, a drawer on small ones — with "Mark all as read" and a link to /forum/notifications.
 * Following a notification closes the panel. The count polls (useUnreadNotificationCount); `pollInterval` is for tests.
 */
import { useState, type ReactNode } from "react";
import { ActionIcon, Anchor, Drawer, Group, Indicator, Popover, Stack, Title } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { BellIcon } from "../../../ui/icons";
import { MarkAllReadButton, NotificationList } from "./NotificationList";
import { UNREAD_POLL_INTERVAL_MS, useUnreadNotificationCount } from "./useForumNotifications";

const PANEL_TITLE_ID = "notification-panel-title";

function NotificationPanel({ onFollow, withTitle }: { onFollow: () => void; withTitle: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        {withTitle && (
          <Title order={2} size="h5" id={PANEL_TITLE_ID}>
            {t("forumNotifications.title")}
          </Title>
        )}
        <MarkAllReadButton />
      </Group>
      <NotificationList page={page} setPage={setPage} onFollow={onFollow} />
      <Anchor component={Link} to="/forum/notifications" size="sm" onClick={onFollow}>
        {t("forumNotifications.seeAll")}
      </Anchor>
    </Stack>
  );
}

export function NotificationBell({ pollInterval = UNREAD_POLL_INTERVAL_MS }: { pollInterval?: number }) {
  const { t } = useTranslation();
  const count = useUnreadNotificationCount(pollInterval);
  const [opened, { toggle, close, open }] = useDisclosure(false);
  // Mantine's xs breakpoint: a drawer where a 380px popover would not fit.
  const small = useMediaQuery("(max-width: 36em)") ?? false;
  const label = count > 0 ? t("forumNotifications.bellLabelUnread", { count }) : t("forumNotifications.bellLabel");

  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      c="var(--tf-text-strong)"
      size="lg"
      aria-label={label}
      onClick={toggle}
      {...(small ? { "aria-haspopup": "dialog" as const, "aria-expanded": opened } : {})}
    >
      <BellIcon width={20} height={20} filled={count > 0} />
    </ActionIcon>
  );
  // The number is in the button's name already; hidden from assistive technology so it is not read twice.
  const withBadge = (child: ReactNode) => (
    <Indicator
      label={<span aria-hidden="true">{count > 99 ? "99+" : count}</span>}
      disabled={count === 0}
      color="red.9"
      size={18}
      offset={6}
      inline
    >
      {child}
    </Indicator>
  );

  if (small) {
    return (
      <>
        {withBadge(bell)}
        <Drawer opened={opened} onClose={close} position="right" size="sm" title={t("forumNotifications.title")}>
          <NotificationPanel onFollow={close} withTitle={false} />
        </Drawer>
      </>
    );
  }
  return withBadge(
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>{bell}</Popover.Target>
      <Popover.Dropdown aria-labelledby={PANEL_TITLE_ID} p="sm">
        <NotificationPanel onFollow={close} withTitle />
      </Popover.Dropdown>
    </Popover>,
  );
}
