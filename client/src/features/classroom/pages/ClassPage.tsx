/**
 * /classroom/:slug (members and course admins): the class's course progress ("Course progress" bar, where to continue,
 * the 90% attendance rule for foundation-certificate courses, the certificate once completed), its modules with their
 * lessons and the viewer's status, and its live tutorials with the viewer's attendance. Everyone here gets a link to
 * the class forum (same slug; read by members and forum admins, which course admins are); instructors and course
 * admins also get links to the grading queue and to tutorials and attendance.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ClassPageDocument, type ClassPageQuery } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { LessonStatusBadge } from "../components/LessonStatusBadge";
import { ProgressBar } from "../components/ProgressBar";
import { dateTimeFormat, formatDate } from "../../../lib/format";
import { classForumPath } from "../../forum";
import NotFoundPage from "../../../ui/NotFoundPage";

type Tutorial = NonNullable<ClassPageQuery["class"]>["tutorials"][number];

export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(d);
}

function TutorialAttendance({ tutorial, student }: { tutorial: Tutorial; student: boolean }) {
  const { t } = useTranslation();
  if (!tutorial.held) return <Text size="sm">{t("classroom.tutorials.upcoming")}</Text>;
  if (!tutorial.attendanceTaken) return <Text size="sm">{t("classroom.tutorials.notTaken")}</Text>;
  if (!student || tutorial.viewerPresent == null) return <Text size="sm">{t("classroom.tutorials.taken")}</Text>;
  return (
    <Badge color={tutorial.viewerPresent ? "green" : "red"} variant="light" c="var(--tf-text-strong)">
      {tutorial.viewerPresent ? t("classroom.tutorials.present") : t("classroom.tutorials.absent")}
    </Badge>
  );
}

export default function ClassPage() {
  const { slug = "" } = useParams();
  const { t, i18n } = useTranslation();
  const query = useQuery(ClassPageDocument, { variables: { slug }, fetchPolicy: "cache-and-network" });
  const cls = query.data?.class;
  const date = (d: string) => formatDate(d, i18n.language);

  if (query.loading && !query.data) return <ListLoading label={t("classroom.class.loading")} variant="page" />;
  if (query.error && !query.data) return <ListError message={t("classroom.class.error")} onRetry={() => void query.refetch()} />;
  if (!cls) return <NotFoundPage />;

  const staff = cls.viewerRole === "INSTRUCTOR" || Boolean(query.data?.viewer?.roles.includes("COURSE_ADMIN"));
  const progress = cls.viewerProgress;
  const student = cls.viewerRole === "STUDENT";
  const moduleProgress = new Map(progress?.modules.map((m) => [m.moduleId, m]) ?? []);

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={cls.title} />
      <Anchor component={Link} to="/classroom" size="sm">
        {t("classroom.backToClasses")}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{cls.title}</Title>
        <Text c="dimmed">
          <Anchor component={Link} to={`/courses/${cls.course.id}`} underline="always">
            {cls.course.title}
          </Anchor>{" "}
          · {t("classroom.dates", { start: date(cls.startsOn), end: date(cls.endsOn) })}
        </Text>
      </Stack>

      <Group gap="sm">
        <Button component={Link} to={classForumPath(cls.slug)} variant="light">
          {t("forum.classForum.classroomLink")}
        </Button>
        {staff && (
          <>
            <Button component={Link} to={`/classroom/${cls.slug}/grading`} variant="light">
              {t("classroom.class.grading")}
            </Button>
            <Button component={Link} to={`/classroom/${cls.slug}/tutorials`} variant="light">
              {t("classroom.class.tutorials")}
            </Button>
          </>
        )}
      </Group>

      {student && !cls.viewerCanStudy && (
        <Alert color="yellow" variant="light">
          {t("classroom.class.noAccess")}
        </Alert>
      )}

      {progress && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="class-progress">
          <Stack gap="sm">
            <Title order={2} size="h4" id="class-progress">
              {t("classroom.class.progress")}
            </Title>
            <ProgressBar
              label={t("classroom.class.progressLabel")}
              percent={progress.percent}
              completed={progress.completedLessons}
              total={progress.totalLessons}
            />
            {progress.attendanceRequired && (
              <Text size="sm">
                {progress.attendanceRate == null
                  ? t("classroom.class.attendanceNone")
                  : t("classroom.class.attendance", { percent: Math.floor(progress.attendanceRate * 100) })}
              </Text>
            )}
            {progress.awaitingMarking > 0 && <Text size="sm">{t("classroom.class.awaiting", { count: progress.awaitingMarking })}</Text>}
            {progress.completed ? (
              <Group gap="sm">
                <Badge color="green" variant="light" c="var(--tf-text-strong)" size="lg">
                  {t("classroom.class.completed")}
                </Badge>
                {progress.certificate && (
                  <Anchor component={Link} to={`/certificates/${progress.certificate.idSlug}`}>
                    {t("classroom.class.viewCertificate")}
                  </Anchor>
                )}
              </Group>
            ) : (
              progress.continueLesson && (
                <div>
                  <Button component={Link} to={`/classroom/${cls.slug}/lessons/${progress.continueLesson.id}`}>
                    {t("classroom.continue", { title: progress.continueLesson.title })}
                  </Button>
                </div>
              )
            )}
          </Stack>
        </Paper>
      )}

      <section aria-labelledby="class-modules">
        <Title order={2} size="h3" id="class-modules" mb="sm">
          {t("classroom.class.modules")}
        </Title>
        <Stack gap="md">
          {cls.modules.map((m) => {
            const mp = moduleProgress.get(m.id);
            return (
              <Paper withBorder radius="md" p="md" key={m.id} component="section" aria-labelledby={`module-${m.number}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5" id={`module-${m.number}`}>
                    {t("classroom.class.module", { number: m.number, title: m.title })}
                  </Title>
                  {mp && (
                    <Text size="sm" c="dimmed">
                      {t("classroom.progressText", { completed: mp.completedLessons, total: mp.totalLessons, percent: mp.percent })}
                    </Text>
                  )}
                </Group>
                <Stack component="ol" className="plain-list" gap="xs">
                  {m.lessons.map((l) => (
                    <Group component="li" key={l.id} justify="space-between" gap="sm" wrap="nowrap">
                      <Stack gap={0}>
                        <Anchor component={Link} to={`/classroom/${cls.slug}/lessons/${l.id}`}>
                          {l.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {t(`classroom.type.${l.type}`)}
                          {l.viewerMark != null && ` · ${t("classroom.lesson.bestMark", { mark: l.viewerMark })}`}
                        </Text>
                      </Stack>
                      {student && <LessonStatusBadge status={l.viewerStatus} />}
                    </Group>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </section>

      {cls.tutorials.length > 0 && (
        <section aria-labelledby="class-tutorials">
          <Title order={2} size="h3" id="class-tutorials" mb="sm">
            {t("classroom.tutorials.title")}
          </Title>
          <Table.ScrollContainer minWidth={500}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("classroom.tutorials.tutorial")}</Table.Th>
                  <Table.Th>{t("classroom.tutorials.when")}</Table.Th>
                  <Table.Th>{t("classroom.tutorials.duration")}</Table.Th>
                  <Table.Th>{t("classroom.tutorials.attendance")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cls.tutorials.map((tu) => (
                  <Table.Tr key={tu.id}>
                    <Table.Td>{tu.title}</Table.Td>
                    <Table.Td>{formatDateTime(tu.startsAt, i18n.language)}</Table.Td>
                    <Table.Td>{t("classroom.tutorials.minutes", { count: tu.durationMinutes })}</Table.Td>
                    <Table.Td>
                      <TutorialAttendance tutorial={tu} student={student} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      )}
    </Stack>
  );
}
