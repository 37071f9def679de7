/**
 * The frame of the forum admin menu's pages (dashboard, support queue, reports): document title, the forum breadcrumbs,
 * one h1, an optional line of intro, then the page — or, when the server answered FORBIDDEN (the viewer moderates
 * nothing: not a forum admin, no class of theirs to instruct), a plain "for forum moderators" state with a way back.
 */
import type { ReactNode } from "react";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../lib/graphqlErrors";
import { NotAllowed } from "../../../ui/NotAllowed";
import { PageTitle } from "../../../ui/PageTitle";
import { ForumBreadcrumbs } from "./ForumBreadcrumbs";

/** Whether a query's error is the server's FORBIDDEN. */
export const isForbidden = (error: unknown) => error != null && readServerError(error).code === "FORBIDDEN";

export function ForumAdminPage({
  title,
  intro,
  forbidden,
  children,
}: {
  title: string;
  intro?: string;
  forbidden: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ForumBreadcrumbs current={title} />
      <Title order={1}>{title}</Title>
      {forbidden ? (
        <NotAllowed
          title={t("forum.admin.forbiddenTitle")}
          body={t("forum.admin.forbiddenBody")}
          backTo="/forum/feed"
          backLabel={t("forum.admin.backToFeed")}
        />
      ) : (
        <>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </>
      )}
    </Stack>
  );
}
