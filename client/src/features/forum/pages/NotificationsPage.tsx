/**
 * /forum/notifications: the viewer's forum notifications as a page (the bell's list at full width, for small screens
 * and for links), 7 a page with ?page=, unread first, with "Mark all as read".
 */
import { Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { MarkAllReadButton, NotificationList } from "../components/NotificationList";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";

export default function NotificationsPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const title = t("forumNotifications.title");
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ForumBreadcrumbs current={title} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{title}</Title>
        <MarkAllReadButton />
      </Group>
      <NotificationList page={page} setPage={setPage} />
    </Stack>
  );
}
