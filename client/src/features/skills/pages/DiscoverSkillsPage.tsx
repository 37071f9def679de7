/**
 * /skills/discover (logged in): where the viewer's gaps for their role close. Each requirement still missing comes with
 * the courses that teach its skills (featured first, up to three a skill) and the skill test that can verify it; beside
 * them, the open jobs of the career role the role leads to. One query; without a role, a call to choose one.
 */
import { Alert, Anchor, Button, Grid, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DiscoverSkillsPageDocument, type DiscoverSkillsPageQuery } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { useOptionLabel } from "../../../lib/optionLabels";
import { PageTitle } from "../../../ui/PageTitle";
import { skillLevelOfLabel } from "@server/talent/modules/skills/rules/levels";
import { SkillLevelBadge } from "../components/SkillLevelBadge";
import { SkillsSubNav } from "../components/SkillsSubNav";
import { skillTestHref, topicTitle } from "../lib/skillTests";

type Viewer = NonNullable<DiscoverSkillsPageQuery["viewer"]>;
type Gap = NonNullable<Viewer["skillReadiness"]>["missing"][number];
type Course = NonNullable<Gap["requirement"]["skills"][number]["courses"]>[number];
type CareerRole = NonNullable<NonNullable<Viewer["skillRole"]>["careerRole"]>;

function CourseLink({ course }: { course: Course }) {
  const { t } = useTranslation();
  const level = course.level ? skillLevelOfLabel(course.level) : null;
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/courses/${encodeURIComponent(course.id)}`} inherit>
        {course.title}
      </Anchor>
      {level && (
        <Text size="xs" c="dimmed" span>
          {" · "}
          {t(`skills.level.${level}`)}
        </Text>
      )}
    </Text>
  );
}

function GapCard({ gap }: { gap: Gap }) {
  const { t } = useTranslation();
  const { requirement, bestSkill, bestLevel } = gap;
  const test = gap.verifiable ? requirement.tests[0] : undefined;
  const teaching = requirement.skills.filter((s) => (s.courses?.length ?? 0) > 0);
  // A condition names its skills, each with its courses; a single skill needs no name over its list.
  const bySkill = requirement.kind === "CONDITIONAL";
  const headingId = `gap-${requirement.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {requirement.title}
          </Title>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t(`skills.category.${requirement.category}`)}
            </Text>
            <SkillLevelBadge level={requirement.level} />
          </Group>
        </Group>
        {bySkill && <Text size="sm">{t("skills.anyOf", { skills: requirement.skills.map((s) => s.title).join(", ") })}</Text>}
        {bestSkill && bestLevel && (
          <Text size="sm">{t("skills.home.closest", { skill: bestSkill.title, level: t(`skills.level.${bestLevel}`) })}</Text>
        )}
        <Text size="sm" fw={600} mt={4}>
          {t("skills.discover.coursesHeading")}
        </Text>
        {teaching.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("skills.discover.noCourses")}
          </Text>
        ) : bySkill ? (
          <Stack gap={6}>
            {teaching.map((s) => (
              <div key={s.id}>
                <Text size="sm" id={`${headingId}-${s.id}`}>
                  {s.title}
                </Text>
                <List size="sm" spacing={2} aria-labelledby={`${headingId}-${s.id}`}>
                  {s.courses!.map((c) => (
                    <List.Item key={c.id}>
                      <CourseLink course={c} />
                    </List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        ) : (
          <List size="sm" spacing={2} aria-label={t("skills.discover.coursesFor", { requirement: requirement.title })}>
            {teaching[0]!.courses!.map((c) => (
              <List.Item key={c.id}>
                <CourseLink course={c} />
              </List.Item>
            ))}
          </List>
        )}
        {test ? (
          <Anchor component={Link} to={skillTestHref(test.id)} size="sm">
            {t("skills.discover.verifyWith", {
              test: t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) }),
            })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t("skills.discover.noTest")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function RoleJobs({ careerRole }: { careerRole: CareerRole }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const jobs = careerRole.jobs;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="discover-jobs-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="discover-jobs-heading">
          {t("skills.discover.jobsHeading", { role: label("careerRole", careerRole.id) })}
        </Title>
        {!jobs ? (
          <Text size="sm">{t("skills.discover.jobsUnavailable")}</Text>
        ) : jobs.items.length === 0 ? (
          <Text size="sm">{t("skills.discover.jobsEmpty")}</Text>
        ) : (
          <>
            <Stack component="ul" className="plain-list" gap="xs">
              {jobs.items.map((job) => (
                <li key={job.id}>
                  <Anchor component={Link} to={`/jobs/${encodeURIComponent(job.id)}`} fw={600}>
                    {job.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {[job.employer.title, job.location, job.remote ? t("skills.discover.remote") : null].filter(Boolean).join(" · ")}
                  </Text>
                </li>
              ))}
            </Stack>
            <Anchor component={Link} to={`/jobs/browse?page=1&role=${encodeURIComponent(careerRole.id)}`} size="sm">
              {jobs.pageInfo.countIsExact
                ? t("skills.discover.allJobs", { count: jobs.pageInfo.knownCount })
                : t("skills.discover.allJobsMore", { total: jobs.pageInfo.knownCount })}
            </Anchor>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export default function DiscoverSkillsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(DiscoverSkillsPageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  const role = viewer?.skillRole;
  const readiness = viewer?.skillReadiness;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("skills.discover.title")} />
      <SkillsSubNav />
      <div>
        <Title order={1}>{t("skills.discover.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("skills.discover.intro")}
        </Text>
      </div>
      {!viewer && loading && <ListLoading label={t("skills.discover.loading")} />}
      {!viewer && error && <ListError message={t("skills.discover.error")} onRetry={() => void refetch()} />}
      {viewer && !role && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t("skills.discover.noRole")}</Text>
            <Button component={Link} to="/skills/choose-role">
              {t("skills.home.chooseRole")}
            </Button>
          </Stack>
        </Paper>
      )}
      {role && readiness && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" component="section" aria-labelledby="discover-gaps-heading">
              <Title order={2} size="h3" id="discover-gaps-heading">
                {t("skills.discover.gapsHeading", { role: role.title })}
              </Title>
              <Text size="sm">{t("skills.home.metOfTotal", { met: readiness.metCount, total: readiness.total })}</Text>
              {readiness.missing.length === 0 ? (
                <Alert color="teal" variant="light">
                  {t("skills.home.ready")}
                </Alert>
              ) : (
                <Stack component="ul" className="plain-list" gap="sm">
                  {readiness.missing.map((gap) => (
                    <GapCard key={gap.requirement.id} gap={gap} />
                  ))}
                </Stack>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {role.careerRole ? (
              <RoleJobs careerRole={role.careerRole} />
            ) : (
              <Paper withBorder radius="md" p="lg">
                <Text size="sm">{t("skills.discover.noCareerRole")}</Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
