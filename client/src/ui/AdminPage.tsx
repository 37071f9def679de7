/**
 * The frame of a back-office page: document title, the area's sub-navigation and the heading, then `children` for
 * people with `role` and the shared not-allowed state for everybody else (the server answers FORBIDDEN anyway). Pages open to
 * more than one kind of viewer pass `allowed` instead of `role` (null while it is still being found out: a loader).
 */
import type { ReactNode } from "react";
import { Stack, Title, type MantineSpacing } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ViewerDocument, type Role } from "../__generated__/graphql";
import { ListLoading } from "./ListStates";
import { NotAllowed } from "./NotAllowed";
import { PageTitle } from "./PageTitle";

export function AdminPage({
  role,
  allowed: decided,
  subNav,
  title,
  notAllowedTitle,
  notAllowedBody,
  gap = "lg",
  children,
}: {
  role?: Role;
  allowed?: boolean | null;
  subNav: ReactNode;
  title: string;
  /** The area's own words for the not-allowed state; the shared ones otherwise. */
  notAllowedTitle?: string;
  notAllowedBody?: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const allowed = decided !== undefined ? decided : role ? (data?.viewer?.roles.includes(role) ?? false) : false;
  return (
    <Stack gap={gap} maw={1100} mx="auto">
      <PageTitle title={title} />
      {subNav}
      <Title order={1}>{title}</Title>
      {allowed === null ? (
        <ListLoading label={t("app.loading")} />
      ) : allowed ? (
        children
      ) : (
        <NotAllowed title={notAllowedTitle} body={notAllowedBody} />
      )}
    </Stack>
  );
}
