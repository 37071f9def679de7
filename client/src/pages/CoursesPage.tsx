/** /courses?page=&search=: the course catalogue, paged on the server. */
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CoursesPageDocument } from "../__generated__/graphql";
import { CourseCard } from "../components/CourseCard";
import { PagedListBody } from "../components/PagedListBody";
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
  const body = (
    <PagedListBody messages="courses" result={data?.courses} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
      {(items) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className="plain-list" aria-label={t("courses.title")}>
          {items.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </PagedListBody>
  );

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
