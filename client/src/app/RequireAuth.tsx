/** Layout route for pages that need a session: visitors go to /login?next=<this path>. */
import { Center, Loader } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../__generated__/graphql";

export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, loading, error } = useQuery(ViewerDocument);
  if (loading && !data) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-label={t("app.loading")} />
      </Center>
    );
  }
  if (!data?.viewer && !error) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
