/** /classroom (logged in): the viewer's classes, as student or instructor, newest starting first, with their progress. */
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MyClassesDocument } from "../../../__generated__/graphql";
import { CoursesSubNav } from "../../catalogue";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ProgressBar } from "../components/ProgressBar";
import { formatDate } from "../../../lib/format";

export default function MyClassesPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery(MyClassesDocument, { fetchPolicy: "cache-and-network" });
  const classes = query.data?.myClasses ?? [];
  const date = (d: string) => formatDate(d, i18n.language);
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("classroom.mine.title")} />
      <CoursesSubNav />
      <Title order={1}>{t("classroom.mine.title")}</Title>
      <QueryListBody
        query={query}
        isEmpty={classes.length === 0}
        messages={{ loading: t("classroom.mine.loading"), error: t("classroom.mine.error"), empty: t("classroom.mine.empty") }}
      >
        <Stack component="ul" className="plain-list" gap="sm">
          {classes.map((c) => (
            <Paper component="li" withBorder radius="md" p="md" key={c.id}>
              <Stack gap="xs">
                <Group justify="space-between" gap="sm">
                  <Anchor component={Link} to={`/classroom/${c.slug}`} fw={600}>
                    {c.title}
                  </Anchor>
                  {c.viewerRole && (
                    <Badge variant="light" color={c.viewerRole === "INSTRUCTOR" ? "grape" : "blue"} c="var(--tf-text-strong)">
                      {t(`classroom.role.${c.viewerRole}`)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {c.course.title} · {t("classroom.dates", { start: date(c.startsOn), end: date(c.endsOn) })}
                </Text>
                {c.viewerProgress && (
                  <ProgressBar
                    label={t("classroom.progressIn", { title: c.course.title })}
                    percent={c.viewerProgress.percent}
                    completed={c.viewerProgress.completedLessons}
                    total={c.viewerProgress.totalLessons}
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </QueryListBody>
    </Stack>
  );
}
