/**
 * /courses/browse: the catalogue grouped, not paged — one section per category with its visible courses
 * (courseCategories { courses }), then links into the /courses filters by foundation track and by career role.
 */
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CoursesBrowsePageDocument } from "../../../__generated__/graphql";
import { CourseCard } from "../components/CourseCard";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { COURSE_TRACKS } from "./CoursesPage";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useOptionLabel } from "../../../lib/optionLabels";

export default function CoursesBrowsePage() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { data, loading, error, refetch } = useQuery(CoursesBrowsePageDocument, PARTIAL_DATA);
  // The categories are the page; the career roles come from the talent service and are left out while it is unavailable.
  const categories = data?.courseCategories;
  const roles = data?.careerRoles;

  let body;
  if (loading && !data) body = <ListLoading label={t("courses.loading")} />;
  else if (error && !categories) body = <ListError message={t("courses.error")} onRetry={() => void refetch()} />;
  else if (categories)
    body = (
      <>
        <section aria-labelledby="browse-tracks">
          <Title order={2} id="browse-tracks" size="h3" mb="sm">
            {t("browse.byTrack")}
          </Title>
          <Group gap="xs" component="ul" className="plain-list">
            {COURSE_TRACKS.map((k) => (
              <li key={k}>
                <Button component={Link} to={`/courses?track=${k}&page=1`} variant="light" radius="xl" size="compact-md">
                  {t(`courses.tracks.${k}`)}
                </Button>
              </li>
            ))}
          </Group>
        </section>
        {roles && (
          <section aria-labelledby="browse-roles">
            <Title order={2} id="browse-roles" size="h3" mb="sm">
              {t("browse.byRole")}
            </Title>
            <Group gap="xs" component="ul" className="plain-list">
              {roles.map((r) => (
                <li key={r.id}>
                  <Button
                    component={Link}
                    to={`/courses?role=${encodeURIComponent(r.id)}&page=1`}
                    variant="light"
                    radius="xl"
                    size="compact-md"
                  >
                    {label("careerRole", r.id)}
                  </Button>
                </li>
              ))}
            </Group>
          </section>
        )}
        {categories.map((cat) => (
          <section key={cat.id} aria-labelledby={`browse-cat-${cat.id}`}>
            <Group justify="space-between" align="baseline" mb="sm">
              <Title order={2} id={`browse-cat-${cat.id}`} size="h3">
                {label("courseCategory", cat.id)}
              </Title>
              <Anchor component={Link} to={`/courses?category=${encodeURIComponent(cat.id)}&page=1`} size="sm">
                {t("browse.seeInCatalogue", { category: label("courseCategory", cat.id) })}
              </Anchor>
            </Group>
            {cat.courses.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("browse.emptyCategory")}
              </Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2, lg: 3 }}
                spacing="md"
                component="ul"
                className="plain-list"
                aria-label={label("courseCategory", cat.id)}
              >
                {cat.courses.map((c) => (
                  <li key={c.id}>
                    <CourseCard course={c} headingOrder={3} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </section>
        ))}
      </>
    );

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageTitle title={t("browse.title")} />
      <div>
        <Title order={1}>{t("browse.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("browse.intro")}
        </Text>
      </div>
      <CoursesSubNav />
      {body}
    </Stack>
  );
}
