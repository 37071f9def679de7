/**
 * The frame of a page for a company's approved representative (/employer/company): document title, the job area's
 * sub-navigation and the heading, then `children(employerId)` once `myEmployerRepresentation` is APPROVED, and a
 * not-allowed alert (with a way to the representative's home) for everybody else; the server answers FORBIDDEN anyway.
 */
import type { ReactNode } from "react";
import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { RepresentativePageDocument } from "../../../__generated__/graphql";
import { JobsSubNav } from "../../jobs";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";

export function RepresentativePage({ title, children }: { title: string; children: (employerId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(RepresentativePageDocument, { fetchPolicy: "cache-and-network" });
  const request = data?.myEmployerRepresentation;
  let body: ReactNode;
  if (loading && !data) body = <ListLoading label={t("employer.loading")} />;
  else if (error && !data) body = <ListError message={t("employer.error")} onRetry={() => void refetch()} />;
  else if (request?.status === "APPROVED" && request.employer) body = children(request.employer.id);
  else
    body = (
      <Alert color="red" variant="light" title={t("employer.notApprovedTitle")} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("employer.notApprovedBody")}</Text>
          <Anchor component={Link} to="/employer" size="sm">
            {t("employer.toHome")}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={title} />
      <JobsSubNav />
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}
