/**
 * /jobs/admin/companies?page=&search=&industry= (JOB_ADMIN): every employer by name, 20 a page, with a name search and
 * an industry filter in the URL. Each row links to the company page and shows its industry, size, whether it is a
 * hiring partner and its open jobs, with "Edit" (→ /jobs/admin/companies/:id/edit); "Add a company" above. Everybody
 * else sees the not-allowed state.
 */
import { Anchor, Badge, Button, Group, NativeSelect, Table } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCompaniesPageDocument } from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { DataTable } from "../../../ui/DataTable";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { useOptionLabel } from "../../../lib/optionLabels";
import { JobsSubNav, useIndustryFilter } from "../../jobs";
import { ADMIN_COMPANY_PAGE_SIZE } from "@server/jobs/modules/employers/rules/employers";

function CompaniesList() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const { industry, setIndustry, industryOptions } = useIndustryFilter(t("employer.admin.anyIndustry"));
  const query = useQuery(AdminCompaniesPageDocument, {
    variables: { page, pageSize: ADMIN_COMPANY_PAGE_SIZE, search: search || null, industry: industry || null },
    fetchPolicy: "cache-and-network",
  });
  const items = query.data?.companies.items ?? [];

  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="lg">
          <Anchor component={Link} to="/jobs/admin/representatives">
            {t("employer.admin.toRequests")}
          </Anchor>
        </Group>
        <Button component={Link} to="/jobs/admin/companies/new">
          {t("employer.admin.add")}
        </Button>
      </Group>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <SearchForm
          value={search}
          onSearch={setSearch}
          label={t("employer.admin.searchLabel")}
          placeholder={t("employer.admin.searchPlaceholder")}
        />
        <NativeSelect
          label={t("employer.admin.industry")}
          value={industry}
          onChange={(e) => setIndustry(e.currentTarget.value)}
          data={industryOptions}
          miw={260}
        />
      </Group>
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{ loading: t("employer.admin.loading"), error: t("employer.admin.error"), empty: t("employer.admin.empty") }}
      >
        <DataTable
          ariaLabel={t("employer.admin.tableLabel")}
          columns={[
            t("employer.admin.columns.name"),
            t("employer.admin.columns.industry"),
            t("employer.admin.columns.size"),
            t("employer.admin.columns.partner"),
            t("employer.admin.columns.openJobs"),
            t("employer.admin.columns.actions"),
          ]}
        >
          {items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Anchor component={Link} to={`/companies/${encodeURIComponent(e.id)}`} size="sm">
                  {e.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{label("industry", e.industry)}</Table.Td>
              <Table.Td>{t("employer.form.sizeOption", { size: e.size })}</Table.Td>
              <Table.Td>
                <Badge color={e.hiringPartner ? "teal" : "gray"} variant="light" c="var(--tf-text-strong)" tt="none">
                  {e.hiringPartner ? t("employer.admin.yes") : t("employer.admin.no")}
                </Badge>
              </Table.Td>
              <Table.Td>{e.openJobCount}</Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={`/jobs/admin/companies/${encodeURIComponent(e.id)}/edit`}
                  size="xs"
                  variant="default"
                  aria-label={t("employer.admin.editFor", { title: e.title })}
                >
                  {t("employer.admin.edit")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} pageInfo={query.data?.companies.pageInfo} onChange={setPage} />
      </QueryListBody>
    </>
  );
}

export default function AdminCompaniesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="JOB_ADMIN"
      subNav={<JobsSubNav />}
      title={t("employer.admin.title")}
      notAllowedTitle={t("employer.admin.notAllowedTitle")}
      notAllowedBody={t("employer.admin.notAllowedBody")}
    >
      <CompaniesList />
    </AdminPage>
  );
}
