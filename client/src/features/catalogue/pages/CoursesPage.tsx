/**
 * /courses?page=&search=&category=&level=&provider=&track=&role=&featured=1: the course catalogue, paged and filtered
 * on the server. Every filter lives in the URL (changing one goes back to page 1); the featured strip shows only when
 * no filter or search is active.
 */
import { useCallback } from "react";
import { Anchor, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  CourseFilterOptionsDocument,
  CoursesPageDocument,
  FeaturedCoursesDocument,
  type CourseFilter,
  type CourseLevel,
  type FeaturedCoursesQuery,
} from "../../../__generated__/graphql";
import { CourseCard } from "../components/CourseCard";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { ListEmpty, ListLoading } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useOptionLabel } from "../../../lib/optionLabels";
import { COURSE_PAGE_SIZE } from "@server/courses/modules/catalogue/rules/catalogue";

export const COURSE_LEVELS: CourseLevel[] = ["Beginner", "Intermediate", "Advanced"];
export const COURSE_TRACKS = ["se", "uiux", "data", "business", "fintech", "cs"] as const;

/** URL parameter → CourseFilter field. */
const FILTER_PARAMS = ["category", "level", "provider", "track", "role", "featured"] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const get = (k: FilterParam) => params.get(k)?.trim() ?? "";
  const values = Object.fromEntries(FILTER_PARAMS.map((k) => [k, get(k)])) as Record<FilterParam, string>;
  const level = COURSE_LEVELS.includes(values.level as CourseLevel) ? (values.level as CourseLevel) : null;
  const filter: CourseFilter = {
    categoryId: values.category || null,
    level,
    providerId: values.provider || null,
    track: values.track || null,
    careerRoleId: values.role || null,
    featured: values.featured === "1" ? true : null,
  };
  const active = FILTER_PARAMS.some((k) => values[k]);

  const setFilter = useCallback(
    (key: FilterParam | "all", value: string) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (key === "all") FILTER_PARAMS.forEach((k) => p.delete(k));
        else if (value) p.set(key, value);
        else p.delete(key);
        p.set("page", "1");
        return p;
      });
    },
    [setParams],
  );
  return { values, filter, active, setFilter };
}

function FeaturedStrip({ featured }: { featured: FeaturedCoursesQuery["featuredCourses"] }) {
  const { t } = useTranslation();
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-courses-heading">
      <Title order={2} size="h3" id="featured-courses-heading" mb="sm">
        {t("courses.featuredTitle")}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="md"
        component="ul"
        className="plain-list"
        aria-label={t("courses.featuredTitle")}
      >
        {featured.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingOrder={3} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}

function CourseFilters({ values, setFilter, active }: ReturnType<typeof useCourseFilters>) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { data } = useQuery(CourseFilterOptionsDocument, PARTIAL_DATA);
  const any = { value: "", label: t("courses.filters.any") };
  return (
    <section aria-label={t("courses.filters.label")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t("courses.filters.category")}
          value={values.category}
          onChange={(e) => setFilter("category", e.currentTarget.value)}
          data={[any, ...(data?.courseCategories ?? []).map((c) => ({ value: c.id, label: label("courseCategory", c.id) }))]}
        />
        <NativeSelect
          label={t("courses.filters.level")}
          value={values.level}
          onChange={(e) => setFilter("level", e.currentTarget.value)}
          data={[any, ...COURSE_LEVELS.map((l) => ({ value: l, label: t(`courses.level.${l}`) }))]}
        />
        <NativeSelect
          label={t("courses.filters.provider")}
          value={values.provider}
          onChange={(e) => setFilter("provider", e.currentTarget.value)}
          data={[any, ...(data?.courseProviders ?? []).map((p) => ({ value: p.id, label: p.label }))]}
        />
        <NativeSelect
          label={t("courses.filters.track")}
          value={values.track}
          onChange={(e) => setFilter("track", e.currentTarget.value)}
          data={[any, ...COURSE_TRACKS.map((k) => ({ value: k, label: t(`courses.tracks.${k}`) }))]}
        />
        <NativeSelect
          label={t("courses.filters.role")}
          value={values.role}
          onChange={(e) => setFilter("role", e.currentTarget.value)}
          data={[any, ...(data?.careerRoles ?? []).map((r) => ({ value: r.id, label: label("careerRole", r.id) }))]}
        />
      </SimpleGrid>
      <Group mt="sm" justify="space-between">
        <Checkbox
          label={t("courses.filters.featured")}
          checked={values.featured === "1"}
          onChange={(e) => setFilter("featured", e.currentTarget.checked ? "1" : "")}
        />
        {active && (
          <Button variant="subtle" size="compact-sm" onClick={() => setFilter("all", "")}>
            {t("courses.filters.clear")}
          </Button>
        )}
      </Group>
    </section>
  );
}

export default function CoursesPage() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const filters = useCourseFilters();
  const { data, loading, error, refetch } = useQuery(CoursesPageDocument, {
    variables: { page, pageSize: COURSE_PAGE_SIZE, search: search || null, filter: filters.active ? filters.filter : null },
  });
  const showFeatured = !filters.active && !search;
  const featured = useQuery(FeaturedCoursesDocument, { skip: !showFeatured });
  const body = (
    <PagedListBody
      messages="courses"
      skeleton="cards"
      result={data?.courses}
      {...{ loading, error, refetch, page, search, setPage, setSearch }}
    >
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
      <CoursesSubNav />
      {/*
       * Until the featured strip is known (how many rows it takes), one placeholder stands for everything below it:
       * the search form and the list then appear in their final places instead of being pushed down by the strip.
       */}
      {showFeatured && featured.loading && !featured.data ? (
        <ListLoading label={t("courses.loading")} variant="cards" />
      ) : (
        <>
          {showFeatured && <FeaturedStrip featured={featured.data?.featuredCourses ?? []} />}
          <SearchForm value={search} onSearch={setSearch} />
          <CourseFilters {...filters} />
          {filters.active && data?.courses.pageInfo.knownCount === 0 ? (
            <ListEmpty
              message={t("courses.emptyFilters")}
              action={
                <Anchor component="button" type="button" onClick={() => filters.setFilter("all", "")}>
                  {t("courses.filters.clear")}
                </Anchor>
              }
            />
          ) : (
            body
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/jobs?page=1">
              {t("landing.browseJobs")}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
