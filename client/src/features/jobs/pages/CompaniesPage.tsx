/**
 * /companies?page=&search=&industry=: hiring companies by name, 12 a page, with a name search and an industry filter
 * (the 21 industries of the company form), both in the URL.
 */
import { Anchor, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CompaniesPageDocument } from "../../../__generated__/graphql";
import { EmployerCard } from "../components/EmployerCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { useIndustryFilter } from "../components/useIndustryFilter";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { useOptionLabel } from "../../../lib/optionLabels";
import { COMPANY_PAGE_SIZE } from "@server/jobs/modules/employers/rules/employers";

export default function CompaniesPage() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const { industry, setIndustry, industryOptions } = useIndustryFilter(t("jobs.filters.any"));
  const { data, loading, error, refetch } = useQuery(CompaniesPageDocument, {
    variables: { page, pageSize: COMPANY_PAGE_SIZE, search: search || null, industry: industry || null },
  });

  const body =
    industry && data?.companies.pageInfo.knownCount === 0 ? (
      <ListEmpty
        message={t("jobs.companies.emptyIndustry", { industry: label("industry", industry) })}
        action={
          <Anchor component="button" type="button" onClick={() => setIndustry("")}>
            {t("jobs.filters.clear")}
          </Anchor>
        }
      />
    ) : (
      <PagedListBody
        messages="jobs.companies"
        skeleton="cards"
        result={data?.companies}
        {...{ loading, error, refetch, page, search, setPage, setSearch }}
      >
        {(items) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ul"
            className="plain-list"
            aria-label={t("jobs.companies.title")}
          >
            {items.map((e) => (
              <li key={e.id}>
                <EmployerCard employer={e} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedListBody>
    );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("jobs.companies.title")} />
      <div>
        <Title order={1}>{t("jobs.companies.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("jobs.companies.intro")}
        </Text>
      </div>
      <JobsSubNav />
      <SearchForm
        value={search}
        onSearch={setSearch}
        label={t("jobs.companies.searchLabel")}
        placeholder={t("jobs.companies.searchPlaceholder")}
      />
      <NativeSelect
        label={t("jobs.companies.industry")}
        value={industry}
        onChange={(e) => setIndustry(e.currentTarget.value)}
        data={industryOptions}
        maw={420}
      />
      {body}
    </Stack>
  );
}
