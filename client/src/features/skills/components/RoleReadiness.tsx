/**
 * The viewer's skills-system role (or a call to choose one) and their readiness for it: met / total with a bar, each
 * category's count, and the requirements still missing with their level, how close the viewer is, the first courses
 * that teach them, and the skill test that verifies one when there is one; /skills/discover has every course and the
 * role's jobs.
 */
import { Alert, Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MissingRequirement_OutcomeFragment, RoleReadiness_ViewerFragment } from "../../../__generated__/graphql";
import { skillTestHref, topicTitle } from "../lib/skillTests";
import { SkillLevelBadge } from "./SkillLevelBadge";

const percentOf = (fraction: number) => Math.round(fraction * 100);

/** The first two courses that teach any of a requirement's skills (one course teaching two of them counts once). */
function coursesOf(requirement: MissingRequirement_OutcomeFragment["requirement"]) {
  const seen = new Map<string, { id: string; title: string }>();
  for (const skill of requirement.skills) for (const c of skill.courses ?? []) if (!seen.has(c.id)) seen.set(c.id, c);
  return [...seen.values()].slice(0, 2);
}

function MissingRequirement({ outcome }: { outcome: MissingRequirement_OutcomeFragment }) {
  const { t } = useTranslation();
  const { requirement, bestSkill, bestLevel } = outcome;
  const test = outcome.verifiable ? requirement.tests[0] : undefined;
  const courses = coursesOf(requirement);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600}>{requirement.title}</Text>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t(`skills.category.${requirement.category}`)}
            </Text>
            <SkillLevelBadge level={requirement.level} />
          </Group>
        </Group>
        {requirement.kind === "CONDITIONAL" && (
          <Text size="sm">{t("skills.anyOf", { skills: requirement.skills.map((s) => s.title).join(", ") })}</Text>
        )}
        {bestSkill && bestLevel && (
          <Text size="sm">{t("skills.home.closest", { skill: bestSkill.title, level: t(`skills.level.${bestLevel}`) })}</Text>
        )}
        {courses.length > 0 && (
          <Text size="sm">
            {t("skills.home.courses")}{" "}
            {courses.map((c, i) => (
              <Fragment key={c.id}>
                {i > 0 && t("skills.home.listSeparator")}
                <Anchor component={Link} to={`/courses/${encodeURIComponent(c.id)}`} inherit>
                  {c.title}
                </Anchor>
              </Fragment>
            ))}
          </Text>
        )}
        {test ? (
          <Anchor component={Link} to={skillTestHref(test.id)} size="sm">
            {t("skills.home.verifyWith", {
              test: t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) }),
            })}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t("skills.home.noTest")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function RoleReadiness({ viewer }: { viewer: RoleReadiness_ViewerFragment }) {
  const { t } = useTranslation();
  const role = viewer.skillRole;
  const readiness = viewer.skillReadiness;
  return (
    <>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="skills-role-heading">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="skills-role-heading">
            {t("skills.home.roleHeading")}
          </Title>
          {role ? (
            <>
              <Text fz="xl" fw={700}>
                {role.title}
              </Text>
              <Text size="sm">{role.summary}</Text>
              <Button component={Link} to="/skills/choose-role" variant="default">
                {t("skills.home.changeRole")}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">{t("skills.home.noRole")}</Text>
              <Button component={Link} to="/skills/choose-role">
                {t("skills.home.chooseRole")}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
      {role && readiness && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="skills-readiness-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="skills-readiness-heading">
              {t("skills.home.readinessHeading")}
            </Title>
            <Stack gap={6}>
              <Group justify="space-between" align="baseline">
                <Text fw={700} fz="lg">
                  {t("skills.home.metOfTotal", { met: readiness.metCount, total: readiness.total })}
                </Text>
                <Text fw={700} fz="lg">
                  {percentOf(readiness.fraction)}%
                </Text>
              </Group>
              <Progress.Root size="lg" radius="xl">
                <Progress.Section
                  value={percentOf(readiness.fraction)}
                  color={readiness.ready ? "teal.8" : undefined}
                  aria-label={t("skills.home.readinessLabel", { role: role.title })}
                />
              </Progress.Root>
            </Stack>
            {readiness.ready && (
              <Alert color="teal" variant="light" role="status">
                {t("skills.home.ready")}
              </Alert>
            )}
            <SimpleGrid
              component="ul"
              className="plain-list"
              cols={{ base: 2, sm: 4 }}
              spacing="sm"
              aria-label={t("skills.home.categoriesLabel")}
            >
              {readiness.categories.map((c) => (
                <Paper component="li" key={c.category} withBorder radius="md" p="sm">
                  <Text size="sm" fw={600}>
                    {t(`skills.category.${c.category}`)}
                  </Text>
                  <Text size="lg" fw={700}>
                    {c.total > 0 ? t("skills.home.categoryMet", { met: c.metCount, total: c.total }) : t("skills.home.categoryNone")}
                  </Text>
                  <Progress
                    value={percentOf(c.fraction)}
                    size="sm"
                    mt={6}
                    aria-hidden="true"
                    color={c.fraction === 1 ? "teal.8" : undefined}
                  />
                </Paper>
              ))}
            </SimpleGrid>
            {readiness.missing.length > 0 && (
              <Stack gap="sm" component="section" aria-labelledby="skills-missing-heading">
                <Title order={3} size="h4" id="skills-missing-heading">
                  {t("skills.home.missingHeading")}
                </Title>
                <Stack component="ul" className="plain-list" gap="xs">
                  {readiness.missing.map((o) => (
                    <MissingRequirement key={o.requirement.id} outcome={o} />
                  ))}
                </Stack>
                <Anchor component={Link} to="/skills/discover" fw={600} size="sm">
                  {t("skills.home.discover")}
                </Anchor>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}
