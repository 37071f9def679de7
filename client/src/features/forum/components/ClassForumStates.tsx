/**
 * What a class forum page (the forum's tabs, its post form) shows instead of the forum when it cannot: still loading,
 * only for members (the server's FORBIDDEN: a class forum is read by the class's members and forum admins), no such
 * class (null or NOT_FOUND), or a failure with a retry. Each state has its own h1 and document title.
 */
import type { ReactNode } from "react";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { readServerError } from "../../../lib/graphqlErrors";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ForumBreadcrumbs } from "./ForumBreadcrumbs";

interface ClassForumQuery<T> {
  data?: { forumClass: T | null } | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Renders `children(forumClass)` once the class forum is there, else the state that says why it is not. */
export function ClassForumGate<T>({ query, children }: { query: ClassForumQuery<T>; children: (forumClass: T) => ReactNode }) {
  const { t } = useTranslation();
  const forumClass = query.data?.forumClass;
  if (forumClass) return <>{children(forumClass)}</>;
  if (query.loading) return <ListLoading label={t("forum.classForum.loading")} />;
  const code = query.error ? readServerError(query.error).code : null;
  if (code === "FORBIDDEN") return <MembersOnly />;
  if (query.error && code !== "NOT_FOUND") {
    return (
      <DetailLoadError
        title={t("forum.classForum.errorTitle")}
        message={t("forum.classForum.error")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <DetailNotFound
      title={t("forum.classForum.notFoundTitle")}
      body={t("forum.classForum.notFoundBody")}
      backTo="/forum/feed"
      backLabel={t("forum.classForum.backToFeed")}
    />
  );
}

/** FORBIDDEN: the reader is neither in the class nor a forum admin. */
function MembersOnly() {
  const { t } = useTranslation();
  const title = t("forum.classForum.membersOnlyTitle");
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ForumBreadcrumbs current={title} />
      <Title order={1}>{title}</Title>
      <Alert variant="light" color="blue" title={t("forum.classForum.membersOnlyHeading")}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("forum.classForum.membersOnly")}</Text>
          <Button component={Link} to="/forum/feed" variant="default" size="xs">
            {t("forum.classForum.backToFeed")}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
