/** /courses?page=&search=: the course catalogue, paged on the server. */
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CoursesPageDocument } from "../__generated__/graphql";
import { CourseCard } from "../components/CourseCard";
import { ListEmpty, ListError, ListLoading } from "../components/ListStates";
import { ListPagination } from "../components/ListPagination";
import { ListSummary } from "../components/ListSummary";
import { PageTitle } from "../components/PageTitle";
import { SearchForm } from "../components/SearchForm";
import { usePagedSearchParams } from "../components/usePagedSearchParams";

export const COURSES_PAGE_SIZE = 12;

export default function CoursesPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(CoursesPageDocument, {
    variables: { page, pageSize: COURSES_PAGE_SIZE, search: search || null },
  });
  const result = data?.courses;

  let body;
  if (loading && !result) body = <ListLoading label={t("courses.loading")} />;
  else if (error && !result) body = <ListError message={t("courses.error")} onRetry={() => void refetch()} />;
  else if (result && result.items.length === 0) {
    const outOfRange = page > 1 && result.pageInfo.totalCount > 0;
    body = (
      <ListEmpty
        message={outOfRange ? t("list.outOfRange", { page }) : search ? t("courses.emptySearch", { search }) : t("courses.empty")}
        action={
          outOfRange ? (
            <Anchor component="button" type="button" onClick={() => setPage(1)}>
              {t("list.backToFirst")}
            </Anchor>
          ) : search ? (
            <Anchor component="button" type="button" onClick={() => setSearch("")}>
              {t("list.clearSearch")}
            </Anchor>
          ) : null
        }
      />
    );
  } else if (result) {
    body = (
      <>
        <ListSummary pageInfo={result.pageInfo} shown={result.items.length} search={search} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className="plain-list" aria-label={t("courses.title")}>
          {result.items.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
        <ListPagination page={result.pageInfo.page} totalPages={result.pageInfo.totalPages} onChange={setPage} />
      </>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("courses.title")} />
      <div>
        <Title order={1}>{t("courses.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("courses.intro")}
        </Text>
      </div>
      <SearchForm value={search} onSearch={setSearch} />
      {body}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/jobs?page=1">
          {t("landing.browseJobs")}
        </Anchor>
      </Text>
    </Stack>
  );
}
