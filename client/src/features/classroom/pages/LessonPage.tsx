/**
 * /classroom/:slug/lessons/:lessonId: one lesson of a class. Students who may study get the content and, by type,
 * "Mark as done" (reading, video), a quiz or lab form graded at once (the mark and which answers were correct), or the
 * hand-in form (assignments, projects) with their submissions and feedback. Opening the page records where they left
 * off (openLesson, once). Previous / next lesson links follow the course's order.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { LessonPageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { LessonStatusBadge } from "../components/LessonStatusBadge";
import { QuizForm } from "../components/QuizForm";
import { SubmissionList } from "../components/SubmissionList";
import { WorkForm } from "../components/WorkForm";
import { readServerError } from "../../../lib/graphqlErrors";
import NotFoundPage from "../../../ui/NotFoundPage";
import { useOpenLesson } from "../mutations/useOpenLesson";
import { useMarkLessonDone } from "../mutations/useMarkLessonDone";
import { useSubmitLessonAnswers } from "../mutations/useSubmitLessonAnswers";
import { useSubmitLessonWork } from "../mutations/useSubmitLessonWork";

export default function LessonPage() {
  const { slug = "", lessonId = "" } = useParams();
  const { t } = useTranslation();
  const query = useQuery(LessonPageDocument, { variables: { slug, lessonId }, fetchPolicy: "cache-and-network" });
  const [openLesson] = useOpenLesson();
  const [markDone, markState] = useMarkLessonDone();
  const [submitAnswers, answersState] = useSubmitLessonAnswers();
  const [submitWork, workState] = useSubmitLessonWork();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const opened = useRef<string | null>(null);

  const cls = query.data?.class;
  const lesson = cls?.lesson;
  const mayStudy = Boolean(cls?.viewerRole === "STUDENT" && cls.viewerCanStudy);
  const classId = cls?.id;

  useEffect(() => {
    setError(null);
    setFieldErrors({});
    setResult(null);
  }, [lessonId]);

  useEffect(() => {
    if (!classId || !lesson || !mayStudy || opened.current === `${classId}:${lesson.id}`) return;
    opened.current = `${classId}:${lesson.id}`;
    void openLesson({ variables: { classId, lessonId: lesson.id } }).catch(() => undefined);
  }, [classId, lesson, mayStudy, openLesson]);

  if (query.loading && !query.data) return <ListLoading label={t("classroom.lesson.loading")} variant="page" />;
  if (query.error && !query.data) return <ListError message={t("classroom.lesson.error")} onRetry={() => void query.refetch()} />;
  if (!cls || !lesson) return <NotFoundPage />;

  const all = cls.modules.flatMap((m) => m.lessons);
  const index = all.findIndex((l) => l.id === lesson.id);
  const previous = index > 0 ? all[index - 1] : null;
  const next = index >= 0 && index < all.length - 1 ? all[index + 1] : null;
  const prompts = Object.fromEntries(lesson.questions.map((q) => [q.id, q.prompt]));
  const waiting = lesson.viewerSubmissions.some((s) => s.status === "SUBMITTED");
  const vars = { classId: cls.id, lessonId: lesson.id };

  const fail = (e: unknown) => {
    const se = readServerError(e);
    setFieldErrors(se.fields);
    setError(Object.keys(se.fields).length ? t("classroom.lesson.fixFields") : se.message || t("classroom.lesson.actionError"));
  };
  const start = () => {
    setError(null);
    setFieldErrors({});
    setResult(null);
  };

  const onMarkDone = async () => {
    start();
    try {
      await markDone({ variables: vars });
    } catch (e) {
      fail(e);
    }
  };
  const onAnswers = async (answers: { questionId: string; answer: string }[]) => {
    start();
    try {
      const { data } = await submitAnswers({ variables: { ...vars, answers } });
      const s = data?.submitLessonAnswers;
      if (s)
        setResult(
          t("classroom.lesson.result", { mark: s.mark, correct: s.answers.filter((a) => a.correct).length, total: s.answers.length }),
        );
    } catch (e) {
      fail(e);
    }
  };
  const onWork = async (input: { text: string; link: string | null }) => {
    start();
    try {
      await submitWork({ variables: { ...vars, input } });
      setResult(t("classroom.lesson.handedIn"));
      return true;
    } catch (e) {
      fail(e);
      return false;
    }
  };

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageTitle title={lesson.title} />
      <Anchor component={Link} to={`/classroom/${cls.slug}`} size="sm">
        {t("classroom.lesson.backTo", { title: cls.title })}
      </Anchor>
      <Stack gap={4}>
        <Group justify="space-between" gap="sm">
          <Title order={1}>{lesson.title}</Title>
          {cls.viewerRole === "STUDENT" && <LessonStatusBadge status={lesson.viewerStatus} />}
        </Group>
        <Text c="dimmed" size="sm">
          {t("classroom.lesson.where", { module: lesson.moduleNumber, position: lesson.position })} · {t(`classroom.type.${lesson.type}`)}
          {lesson.videoMinutes != null && ` · ${t("classroom.tutorials.minutes", { count: lesson.videoMinutes })}`}
          {lesson.graded && ` · ${t("classroom.lesson.passMark", { mark: lesson.passMark })}`}
          {lesson.viewerMark != null && ` · ${t("classroom.lesson.bestMark", { mark: lesson.viewerMark })}`}
        </Text>
      </Stack>

      {cls.viewerRole === "STUDENT" && !cls.viewerCanStudy && (
        <Alert color="yellow" variant="light">
          {t("classroom.class.noAccess")}
        </Alert>
      )}

      {lesson.body != null && (
        <Paper withBorder radius="md" p="md">
          <Typography>
            {/* Sanitized simple HTML from the server (sanitizeSimpleHtml at seed time). */}
            <Box dangerouslySetInnerHTML={{ __html: lesson.body }} />
          </Typography>
        </Paper>
      )}

      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {result && (
        <Alert color="green" variant="light" role="status">
          {result}
        </Alert>
      )}

      {mayStudy && (lesson.type === "READING" || lesson.type === "VIDEO") && (
        <div>
          {lesson.viewerStatus === "COMPLETED" ? (
            <Text>{t("classroom.lesson.doneAlready")}</Text>
          ) : (
            <Button onClick={() => void onMarkDone()} loading={markState.loading}>
              {t("classroom.lesson.markDone")}
            </Button>
          )}
        </div>
      )}

      {mayStudy && lesson.autoGraded && (
        <section aria-labelledby="lesson-answers">
          <Title order={2} size="h4" id="lesson-answers" mb="sm">
            {t("classroom.lesson.answers")}
          </Title>
          <QuizForm
            key={lesson.id}
            questions={lesson.questions}
            loading={answersState.loading}
            fieldErrors={fieldErrors}
            onSubmit={(a) => void onAnswers(a)}
          />
        </section>
      )}

      {mayStudy && lesson.markedByInstructor && (
        <section aria-labelledby="lesson-work">
          <Title order={2} size="h4" id="lesson-work" mb="sm">
            {t("classroom.lesson.handInTitle")}
          </Title>
          {waiting && (
            <Text size="sm" mb="sm">
              {t("classroom.lesson.waitingNote")}
            </Text>
          )}
          <WorkForm key={lesson.id} loading={workState.loading} fieldErrors={fieldErrors} disabled={waiting} onSubmit={onWork} />
        </section>
      )}

      <SubmissionList submissions={lesson.viewerSubmissions} prompts={prompts} />

      <Group justify="space-between" component="nav" aria-label={t("classroom.lesson.navigation")}>
        {previous ? (
          <Stack gap={0}>
            <Anchor component={Link} to={`/classroom/${cls.slug}/lessons/${previous.id}`}>
              <span aria-hidden="true">← </span>
              {t("classroom.lesson.previous")}
            </Anchor>
            <Text size="xs" c="dimmed">
              {previous.title}
            </Text>
          </Stack>
        ) : (
          <span />
        )}
        {next && (
          <Stack gap={0} align="flex-end">
            <Anchor component={Link} to={`/classroom/${cls.slug}/lessons/${next.id}`}>
              {t("classroom.lesson.next")}
              <span aria-hidden="true"> →</span>
            </Anchor>
            <Text size="xs" c="dimmed">
              {next.title}
            </Text>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
