/**
 * One employer's edit page, on two routes:
 * - /employer/company: an approved company representative edits their own employer;
 * - /jobs/admin/companies/:id/edit: a JOB_ADMIN edits any employer, and also flags it as a hiring partner (its logo
 *   on the home page).
 * The company form comes prefilled and saves with `updateEmployer` (the server's per-field messages next to their
 * fields, "Saved" on success); the logo is uploaded (PNG, JPEG or WebP, at most 2 MiB, as base64) or removed.
 * Everybody else sees the not-allowed state (the server answers FORBIDDEN anyway).
 */
import { useState } from "react";
import { Alert, Anchor, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EmployerEditPageDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { CompanyForm, companyValuesOf } from "../components/CompanyForm";
import { EmployerLogoForm } from "../components/EmployerLogoForm";
import { RepresentativePage } from "../components/RepresentativePage";
import { useSetHiringPartner } from "../mutations/useSetHiringPartner";
import { useUpdateEmployer } from "../mutations/useUpdateEmployer";
import { JobsSubNav } from "../../jobs";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";

export const ADMIN_COMPANIES_PATH = "/jobs/admin/companies?page=1";

function HiringPartnerSwitch({ id, title, hiringPartner }: { id: string; title: string; hiringPartner: boolean }) {
  const { t } = useTranslation();
  const [setPartner, state] = useSetHiringPartner();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = async (next: boolean) => {
    setDone(null);
    setError(null);
    try {
      await setPartner({ variables: { id, hiringPartner: next } });
      setDone(t(next ? "employer.edit.partnerOn" : "employer.edit.partnerOff", { title }));
    } catch (e) {
      setError(readServerError(e).message || t("employer.edit.partnerError"));
    }
  };
  return (
    <Stack gap="sm">
      <Switch
        label={t("employer.edit.partner")}
        description={t("employer.edit.partnerHint")}
        checked={hiringPartner}
        disabled={state.loading}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
      <ActionFeedback done={done} error={error} />
    </Stack>
  );
}

function EmployerEdit({ id, admin }: { id: string; admin: boolean }) {
  const { t } = useTranslation();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const { data, loading, error, refetch } = useQuery(EmployerEditPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const [update] = useUpdateEmployer();
  if (loading && !data) return <ListLoading label={t("employer.edit.loading")} />;
  if (error && !data) return <ListError message={t("employer.edit.loadError")} onRetry={() => void refetch()} />;
  const employer = data?.employer;
  if (!employer)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t("employer.edit.notFoundTitle")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("employer.edit.notFound")}</Text>
          {admin && (
            <Anchor component={Link} to={ADMIN_COMPANIES_PATH}>
              {t("employer.edit.backToList")}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );

  return (
    <Stack gap="lg">
      {created && (
        <Alert color="green" variant="light" role="status">
          {t("employer.edit.created", { title: employer.title })}
        </Alert>
      )}
      <Group gap="lg">
        <Anchor component={Link} to={`/companies/${encodeURIComponent(employer.id)}`}>
          {t("employer.edit.companyPage", { title: employer.title })}
        </Anchor>
        {admin ? (
          <Anchor component={Link} to={ADMIN_COMPANIES_PATH}>
            {t("employer.edit.backToList")}
          </Anchor>
        ) : (
          <Anchor component={Link} to="/employer">
            {t("employer.toHome")}
          </Anchor>
        )}
      </Group>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employer-profile-heading">
        <Title order={2} size="h3" id="employer-profile-heading" mb="md">
          {t("employer.edit.profile")}
        </Title>
        <CompanyForm
          key={employer.id}
          initial={companyValuesOf(employer)}
          submitLabel={t("employer.edit.save")}
          labelledBy="employer-profile-heading"
          onSubmit={async (input) => {
            const result = await update({ variables: { id: employer.id, input } });
            return result.data ? companyValuesOf(result.data.updateEmployer) : undefined;
          }}
        />
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employer-logo-heading">
        <Title order={2} size="h3" id="employer-logo-heading" mb="md">
          {t("employer.edit.logo")}
        </Title>
        <EmployerLogoForm employer={employer} labelledBy="employer-logo-heading" />
      </Paper>
      {admin && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employer-partner-heading">
          <Title order={2} size="h3" id="employer-partner-heading" mb="md">
            {t("employer.edit.partnerTitle")}
          </Title>
          <HiringPartnerSwitch id={employer.id} title={employer.title} hiringPartner={employer.hiringPartner} />
        </Paper>
      )}
    </Stack>
  );
}

function AdminEmployerEdit() {
  const { id = "" } = useParams();
  return <EmployerEdit id={id} admin />;
}

export default function EmployerEditPage({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  if (admin)
    return (
      <AdminPage
        role="JOB_ADMIN"
        subNav={<JobsSubNav />}
        title={t("employer.edit.adminTitle")}
        notAllowedTitle={t("employer.admin.notAllowedTitle")}
        notAllowedBody={t("employer.admin.notAllowedBody")}
      >
        <AdminEmployerEdit />
      </AdminPage>
    );
  return (
    <RepresentativePage title={t("employer.edit.title")}>
      {(employerId) => <EmployerEdit id={employerId} admin={false} />}
    </RepresentativePage>
  );
}
