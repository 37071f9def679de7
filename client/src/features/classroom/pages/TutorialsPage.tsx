/**
 * /classroom/:slug/tutorials (the class's instructors and COURSE_ADMIN): the class's live tutorials, soonest first,
 * with each one's attendance summary; a form to schedule one (title, start, 15–480 minutes); and for each tutorial
 * that has started a "Take attendance" checklist of the class's students (retaking replaces: the ticked students
 * present, everyone else absent). A tutorial that has not started says attendance opens when it starts.
 */
import { useState } from "react";
import { Alert, Badge, Button, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CLASSROOM_TEXT_MAX } from "@server/courses/modules/classroom/rules/classroom";
import {
  ClassStudentsForAttendanceDocument,
  ClassTutorialsStaffDocument,
  type TutorialsPage_TutorialFragment,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ClassStaffFrame, type StaffClass } from "../components/staff/ClassStaffFrame";
import { formatDateTime, localInputToIso } from "../components/staff/dates";
import { StaffSection } from "../components/staff/StaffSection";
import { LearnerName } from "../../../ui/LearnerName";
import { QueryListBody } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";
import { useScheduleLiveTutorial } from "../mutations/useScheduleLiveTutorial";
import { useTakeAttendance } from "../mutations/useTakeAttendance";

interface Student {
  id: string;
  displayName: string;
}

function ScheduleForm({ cls, onScheduled }: { cls: StaffClass; onScheduled: () => void }) {
  const { t } = useTranslation();
  const [schedule, state] = useScheduleLiveTutorial();
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ title: string; startsAt: string; durationMinutes: number | string }>({
    initialValues: { title: "", startsAt: "", durationMinutes: 60 },
    validate: {
      title: (v) =>
        !v.trim()
          ? t("validation.required")
          : v.trim().length > CLASSROOM_TEXT_MAX.tutorialTitle
            ? t("validation.maxLength", { max: CLASSROOM_TEXT_MAX.tutorialTitle })
            : null,
      startsAt: (v) => (localInputToIso(v) ? null : t("validation.required")),
      durationMinutes: (v) => (v === "" || v == null ? t("validation.required") : null),
    },
  });
  const submit = form.onSubmit(async (v) => {
    setDone(null);
    setFormError(null);
    try {
      const title = v.title.trim();
      await schedule({
        variables: {
          classId: cls.id,
          input: { title, startsAt: localInputToIso(v.startsAt)!, durationMinutes: Number(v.durationMinutes) },
        },
      });
      form.reset();
      setDone(t("classroomStaff.tutorials.scheduled", { title }));
      onScheduled();
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT" ? t("classroomStaff.tutorials.badInput") : message || t("classroomStaff.tutorials.scheduleError"),
      );
    }
  });
  return (
    <StaffSection id="schedule-heading" title={t("classroomStaff.tutorials.scheduleTitle")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ActionFeedback done={done} error={formError} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("classroomStaff.tutorials.titleField")}
              description={t("classroomStaff.tutorials.titleHint")}
              required
              maxLength={CLASSROOM_TEXT_MAX.tutorialTitle}
              {...form.getInputProps("title")}
            />
            <TextInput
              type="datetime-local"
              label={t("classroomStaff.tutorials.startsAt")}
              description={t("classroomStaff.tutorials.startsAtHint")}
              required
              {...form.getInputProps("startsAt")}
            />
            <NumberInput
              label={t("classroomStaff.tutorials.duration")}
              description={t("classroomStaff.tutorials.durationHint")}
              required
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps("durationMinutes")}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={state.loading}>
              {t("classroomStaff.tutorials.schedule")}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaffSection>
  );
}

function AttendanceForm({ tutorial, students }: { tutorial: TutorialsPage_TutorialFragment; students: Student[] }) {
  const { t } = useTranslation();
  const [take, state] = useTakeAttendance();
  const [present, setPresent] = useState<string[]>(() =>
    tutorial.attendance.flatMap((a) => (a.present && a.learner ? [a.learner.id] : [])),
  );
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setDone(null);
    setError(null);
    try {
      const result = await take({ variables: { tutorialId: tutorial.id, presentUserIds: present } });
      const entries = result.data?.takeAttendance.attendance ?? [];
      setDone(t("classroomStaff.tutorials.attendanceSaved", { present: entries.filter((a) => a.present).length, total: entries.length }));
    } catch (e) {
      setError(readServerError(e).message || t("classroomStaff.tutorials.attendanceError"));
    }
  };
  if (students.length === 0) return <Text size="sm">{t("classroomStaff.tutorials.noStudents")}</Text>;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t("classroomStaff.tutorials.takeAttendance")}
        description={t("classroomStaff.tutorials.takeAttendanceHint")}
        value={present}
        onChange={setPresent}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
          {students.map((s) => (
            <Checkbox key={s.id} value={s.id} label={s.displayName} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <Button onClick={() => void save()} loading={state.loading}>
          {t("classroomStaff.tutorials.saveAttendance")}
        </Button>
      </Group>
      {done && (
        <Text size="sm" c="var(--tf-text-success)" role="status">
          {done}
        </Text>
      )}
      {error && (
        <Text size="sm" c="var(--tf-text-danger)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function TutorialCard({ tutorial, students }: { tutorial: TutorialsPage_TutorialFragment; students: Student[] }) {
  const { t, i18n } = useTranslation();
  const headingId = `tutorial-${tutorial.id}`;
  const presentCount = tutorial.attendance.filter((a) => a.present).length;
  const absent = tutorial.attendance.filter((a) => !a.present);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id={headingId}>
              {tutorial.title}
            </Title>
            <Text size="sm">
              {formatDateTime(tutorial.startsAt, i18n.language)} ·{" "}
              {t("classroomStaff.tutorials.minutes", { count: tutorial.durationMinutes })}
            </Text>
          </Stack>
          <Badge variant="light" color={tutorial.held ? (tutorial.attendanceTaken ? "green" : "yellow") : "gray"} c="var(--tf-text-strong)">
            {t(
              tutorial.held
                ? tutorial.attendanceTaken
                  ? "classroomStaff.tutorials.taken"
                  : "classroomStaff.tutorials.notTaken"
                : "classroomStaff.tutorials.upcoming",
            )}
          </Badge>
        </Group>
        {!tutorial.held ? (
          <Text size="sm" c="dimmed">
            {t("classroomStaff.tutorials.opensLater")}
          </Text>
        ) : (
          <>
            {tutorial.attendanceTaken && (
              <Text size="sm">
                {t("classroomStaff.tutorials.summary", { present: presentCount, total: tutorial.attendance.length })}
                {absent.length > 0 && (
                  <>
                    {" "}
                    {t("classroomStaff.tutorials.absent")}{" "}
                    {absent.map((a, i) => (
                      <span key={a.learner?.id ?? `unavailable-${i}`}>
                        {i > 0 && ", "}
                        <LearnerName user={a.learner} />
                      </span>
                    ))}
                  </>
                )}
              </Text>
            )}
            <AttendanceForm tutorial={tutorial} students={students} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Tutorials({ cls }: { cls: StaffClass }) {
  const { t } = useTranslation();
  // Apollo's default error policy on purpose: attendance is saved whole, so a form missing learners (the talent service
  // unavailable) would mark them absent. An outage shows the load error instead.
  const query = useQuery(ClassTutorialsStaffDocument, { variables: { slug: cls.slug }, fetchPolicy: "cache-and-network" });
  // Attendance lists every current student: up to 100 (the largest page the server serves).
  const studentsQuery = useQuery(ClassStudentsForAttendanceDocument, { variables: { slug: cls.slug }, fetchPolicy: "cache-and-network" });
  const tutorials = query.data?.class?.tutorials ?? [];
  const studentPage = studentsQuery.data?.class?.students;
  const students = studentPage?.items.flatMap((m) => (m.user ? [m.user] : [])) ?? [];
  return (
    <Stack gap="lg">
      <ScheduleForm cls={cls} onScheduled={() => void query.refetch()} />
      <Stack gap="md" component="section" aria-labelledby="tutorials-heading">
        <Title order={2} size="h3" id="tutorials-heading">
          {t("classroomStaff.tutorials.listTitle")}
        </Title>
        {studentPage?.pageInfo.hasNextPage && (
          <Alert color="yellow" variant="light">
            {t("classroomStaff.tutorials.tooManyStudents", { count: students.length })}
          </Alert>
        )}
        <QueryListBody
          query={query}
          isEmpty={tutorials.length === 0}
          messages={{
            loading: t("classroomStaff.tutorials.loading"),
            error: t("classroomStaff.tutorials.error"),
            empty: t("classroomStaff.tutorials.empty"),
          }}
        >
          {tutorials.map((tu) => (
            <TutorialCard key={tu.id} tutorial={tu} students={students} />
          ))}
        </QueryListBody>
      </Stack>
    </Stack>
  );
}

export default function TutorialsPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <ClassStaffFrame slug={slug} title={t("classroomStaff.tutorials.title")}>
      {(cls) => <Tutorials cls={cls} />}
    </ClassStaffFrame>
  );
}
