/**
 * The frame of the forum admin menu's pages (dashboard, support queue, reports): document title, the forum breadcrumbs,
 * one h1, an optional line of intro, then the page — or, when the server answered FORBIDDEN (the viewer moderates
 * nothing: not a forum admin, no class of theirs to instruct), a plain "for forum moderators" state with a way back.
 */
import type { ReactNode } from "react";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../lib/graphqlErrors";
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
        <Alert color="red" variant="light" title={t("forum.admin.forbiddenTitle")} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("forum.admin.forbiddenBody")}</Text>
            <Anchor component={Link} to="/forum/feed" size="sm">
              {t("forum.admin.backToFeed")}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </>
      )}
    </Stack>
  );
}
