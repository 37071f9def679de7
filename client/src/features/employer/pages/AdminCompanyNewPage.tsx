/**
 * /jobs/admin/companies/new (JOB_ADMIN): the company form, empty; `createEmployer` adds the employer and the admin
 * goes on to its edit page (for the logo and the hiring-partner flag). The server's per-field messages land next to
 * their fields. Everybody else sees the not-allowed state.
 */
import { Anchor, Paper, Stack, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPage } from "../../../ui/AdminPage";
import { CompanyForm, emptyCompany } from "../components/CompanyForm";
import { JobsSubNav } from "../../jobs";
import { ADMIN_COMPANIES_PATH } from "./EmployerEditPage";
import { useCreateEmployer } from "../mutations/useCreateEmployer";

function NewCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create] = useCreateEmployer();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ADMIN_COMPANIES_PATH}>
        {t("employer.edit.backToList")}
      </Anchor>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employer-new-heading">
        <Title order={2} size="h3" id="employer-new-heading" mb="md">
          {t("employer.edit.profile")}
        </Title>
        <CompanyForm
          initial={emptyCompany()}
          submitLabel={t("employer.edit.create")}
          labelledBy="employer-new-heading"
          onSubmit={async (input) => {
            const result = await create({ variables: { input } });
            const id = result.data?.createEmployer.id;
            if (id) void navigate(`/jobs/admin/companies/${encodeURIComponent(id)}/edit`, { state: { created: true } });
          }}
        />
      </Paper>
    </Stack>
  );
}

export default function AdminCompanyNewPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="JOB_ADMIN"
      subNav={<JobsSubNav />}
      title={t("employer.edit.newTitle")}
      notAllowedTitle={t("employer.admin.notAllowedTitle")}
      notAllowedBody={t("employer.admin.notAllowedBody")}
    >
      <NewCompany />
    </AdminPage>
  );
}
