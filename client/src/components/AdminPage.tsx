/**
 * The frame of a back-office page: document title, the area's sub-navigation and the heading, then `children` for
 * people with `role` and a not-allowed alert for everybody else (the server answers FORBIDDEN anyway).
 */
import type { ReactNode } from "react";
import { Alert, Stack, Title, type MantineSpacing } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { ViewerDocument, type Role } from "../__generated__/graphql";
import { PageTitle } from "./PageTitle";

export function AdminPage({
  role,
  subNav,
  title,
  notAllowedTitle,
  notAllowedBody,
  gap = "lg",
  children,
}: {
  role: Role;
  subNav: ReactNode;
  title: string;
  notAllowedTitle: string;
  notAllowedBody: string;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const { data } = useQuery(ViewerDocument);
  const allowed = data?.viewer?.roles.includes(role) ?? false;
  return (
    <Stack gap={gap} maw={1100} mx="auto">
      <PageTitle title={title} />
      {subNav}
      <Title order={1}>{title}</Title>
      {allowed ? (
        children
      ) : (
        <Alert color="red" variant="light" title={notAllowedTitle} role="alert">
          {notAllowedBody}
        </Alert>
      )}
    </Stack>
  );
}
