/**
 * /dashboard/admin: people search for talent admins (case-insensitive substring of name or email; empty text finds
 * nobody, so nothing is asked until something is typed). Everyone else sees a "not allowed" state.
 */
import { Alert, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PeopleSearchDocument, ViewerDocument } from "../../../__generated__/graphql";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PEOPLE_PAGE_SIZE } from "@server/talent/modules/people/rules/people";

function PeopleSearch() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(PeopleSearchDocument, {
    variables: { search, page, pageSize: PEOPLE_PAGE_SIZE },
    skip: !search,
  });
  return (
    <Stack gap="md">
      <SearchForm value={search} onSearch={setSearch} label={t("admin.searchLabel")} placeholder={t("admin.searchPlaceholder")} />
      {!search ? (
        <ListEmpty message={t("admin.people.prompt")} />
      ) : (
        <PagedListBody messages="admin.people" result={data?.people} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
          {(items) => (
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder aria-label={t("admin.people.tableLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("admin.people.name")}</Table.Th>
                    <Table.Th scope="col">{t("admin.people.email")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{p.displayName}</Table.Td>
                      <Table.Td>{p.email ?? "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedListBody>
      )}
    </Stack>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data } = useQuery(ViewerDocument);
  const allowed = !!data?.viewer?.roles.includes("TALENT_ADMIN");
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("admin.title")} />
      <Title order={1}>{t("admin.title")}</Title>
      {allowed ? (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="people-heading">
          <Title order={2} size="h3" id="people-heading" mb="xs">
            {t("admin.people.title")}
          </Title>
          <Text size="sm" mb="md">
            {t("admin.people.intro")}
          </Text>
          <PeopleSearch />
        </Paper>
      ) : (
        <Alert color="red" variant="light" title={t("admin.notAllowedTitle")} role="alert">
          {t("admin.notAllowed")}
        </Alert>
      )}
    </Stack>
  );
}
