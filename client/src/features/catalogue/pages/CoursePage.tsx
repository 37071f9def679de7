/**
 * /courses/:id: one course with every section (header facts, overview, outcomes, tools, modules, projects,
 * instructors, graduates, FAQs, career roles, programme codes), the enrolment options (Buy for direct ones) and a
 * financing box. Unknown (or hidden) → 404 state.
 */
import type { ReactNode } from "react";
import { Accordion, Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CoursePageDocument } from "../../../__generated__/graphql";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { EnrolmentOptionCard } from "../../enrolment";
import { Fact } from "../../../ui/Fact";
import { InstructorCard } from "../components/InstructorCard";
import { ListLoading } from "../../../ui/ListStates";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { PageTitle } from "../../../ui/PageTitle";
import { TestimonialCard } from "../components/TestimonialCard";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { useOptionLabel } from "../../../lib/optionLabels";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`course-${id}`}>
      <Title order={2} size="h3" id={`course-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export default function CoursePage() {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(CoursePageDocument, { ...PARTIAL_DATA, variables: { id } });
  const course = data?.course;

  if (loading && !data) return <ListLoading label={t("course.loading")} />;
  if (error && !course)
    return <DetailLoadError title={t("course.errorTitle")} message={t("course.error")} onRetry={() => void refetch()} />;
  if (!course)
    return (
      <DetailNotFound
        title={t("course.notFoundTitle")}
        body={t("course.notFoundBody")}
        backTo="/courses?page=1"
        backLabel={t("course.backToCatalogue")}
      />
    );

  return (
    <Stack gap="xl" maw={1000} mx="auto">
      <PageTitle title={course.title} />
      <CoursesSubNav />
      <div>
        <Group gap="xs" mb="xs">
          {course.category && (
            <Badge variant="light" color="gray" radius="sm" c="var(--tf-text-strong)">
              {label("courseCategory", course.category.id)}
            </Badge>
          )}
          {course.level && (
            <Badge variant="light" radius="sm" c="var(--tf-text-strong)">
              {t(`courses.level.${course.level}`)}
            </Badge>
          )}
        </Group>
        <Title order={1}>{course.title}</Title>
        <Text c="dimmed" mt={4}>
          {course.description}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="md" mt="md">
          <Fact label={t("course.facts.category")} value={course.category ? label("courseCategory", course.category.id) : "—"} />
          <Fact label={t("course.facts.provider")} value={course.provider.label} />
          <Fact label={t("course.facts.timeline")} value={course.timeline} />
          <Fact label={t("course.facts.delivery")} value={label("courseDelivery", course.delivery)} />
          <Fact label={t("course.facts.medium")} value={label("courseMedium", course.medium)} />
        </SimpleGrid>
      </div>

      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="xl" style={{ flex: "1 1 560px", minWidth: 0 }}>
          {course.overview && (
            <Section id="overview" title={course.overview.title || t("course.overview")}>
              {/* Server-sanitized simple HTML (CourseOverview.paragraph); the only markup rendered as HTML here. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: course.overview.paragraph }} />
            </Section>
          )}

          {course.outcomes.length > 0 && (
            <Section id="outcomes" title={t("course.outcomes")}>
              <List spacing={4}>
                {course.outcomes.map((o) => (
                  <List.Item key={o}>{o}</List.Item>
                ))}
              </List>
            </Section>
          )}

          {/* Tools and roles come from the talent service: while it is unavailable they are null and left out. */}
          {!!course.tools?.length && (
            <Section id="tools" title={t("course.tools")}>
              <Group gap="xs" component="ul" className="plain-list">
                {course.tools.map((tool) => (
                  <li key={tool.id}>
                    <Badge variant="outline" radius="xl" size="lg" c="var(--tf-text-strong)" tt="none">
                      {tool.title}
                    </Badge>
                  </li>
                ))}
              </Group>
            </Section>
          )}

          {course.modules.length > 0 && (
            <Section id="modules" title={t("course.modules")}>
              <Accordion variant="separated" multiple>
                {course.modules.map((m, i) => (
                  <Accordion.Item key={`${i}-${m.title}`} value={String(i)}>
                    <Accordion.Control>{m.title}</Accordion.Control>
                    <Accordion.Panel>
                      <List size="sm" spacing={2}>
                        {m.outcomes.map((o) => (
                          <List.Item key={o}>{o}</List.Item>
                        ))}
                      </List>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Section>
          )}

          {course.projects.length > 0 && (
            <Section id="projects" title={t("course.projects")}>
              <List spacing={4}>
                {course.projects.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Section>
          )}

          {course.instructors.length > 0 && (
            <Section id="instructors" title={t("course.instructors")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className="plain-list">
                {course.instructors.map((p) => (
                  <li key={p.id}>
                    <InstructorCard person={p} />
                  </li>
                ))}
              </SimpleGrid>
            </Section>
          )}

          {course.graduates.length > 0 && (
            <Section id="graduates" title={t("course.graduates")}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className="plain-list">
                {course.graduates.map((g) => (
                  <li key={g.id}>
                    <TestimonialCard testimonial={g} />
                  </li>
                ))}
              </SimpleGrid>
            </Section>
          )}

          {course.faqs.length > 0 && (
            <Section id="faqs" title={t("course.faqs")}>
              <Accordion variant="separated">
                {course.faqs.map((f, i) => (
                  <Accordion.Item key={`${i}-${f.question}`} value={String(i)}>
                    <Accordion.Control>{f.question}</Accordion.Control>
                    <Accordion.Panel>
                      {/* Server-sanitized simple HTML (Faq.answer). */}
                      <div className="rich-text" dangerouslySetInnerHTML={{ __html: f.answer }} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Section>
          )}
        </Stack>

        <Stack gap="lg" style={{ flex: "0 1 300px" }}>
          {course.enrolmentOptions.length > 0 && (
            <Section id="enrol" title={t("enrol.title")}>
              <Stack gap="sm">
                {course.enrolmentOptions.map((o) => (
                  <EnrolmentOptionCard
                    key={o.id}
                    option={o}
                    access={course.viewerAccess}
                    pendingOrder={course.viewerPendingOrderStatus ?? null}
                    courseId={course.id}
                    courseTitle={course.title}
                  />
                ))}
              </Stack>
            </Section>
          )}

          <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="course-financing">
            <Title order={2} size="h4" id="course-financing" mb="xs">
              {t("course.financingTitle")}
            </Title>
            <Text size="sm" mb="sm">
              {t("course.financingBody")}
            </Text>
            <Button component={Link} to="/courses/financing" fullWidth>
              {t("course.financingLink")}
            </Button>
          </Paper>

          {!!course.careerRoles?.length && (
            <Section id="roles" title={t("course.careerRoles")}>
              <Group gap="xs" component="ul" className="plain-list">
                {course.careerRoles.map((r) => (
                  <li key={r.id}>
                    <Button
                      component={Link}
                      to={`/courses?role=${encodeURIComponent(r.id)}&page=1`}
                      variant="light"
                      radius="xl"
                      size="compact-sm"
                    >
                      {label("careerRole", r.id)}
                    </Button>
                  </li>
                ))}
              </Group>
            </Section>
          )}

          {course.programmeCodes.length > 0 && (
            <Section id="programmes" title={t("course.programmeCodes")}>
              <Group gap="xs" component="ul" className="plain-list">
                {course.programmeCodes.map((code) => (
                  <li key={code}>
                    <Anchor component={Link} to={`/courses/programmes#programme-${code}`} size="sm">
                      <code>{code}</code>
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Section>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
