/**
 * /interviews/practice/:id (logged in): a practice interview. While open: one question at a time with the learner's
 * notes (saved when the box loses focus and when moving on), a question navigator, what a good answer covers (shown
 * only once the learner has written notes for that question), and Finish (confirmed), after which the page shows the
 * minutes that count toward preparation. A finished practice is read-only: every question with the notes and guidance.
 * Someone else's or an unknown practice is not found.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PracticeInterviewPageDocument, type PracticeInterviewPageQuery } from "../../../__generated__/graphql";
import { QUESTION_SET_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { formatDateTime } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SavedNote } from "../../../ui/SavedNote";
import { QuestionNavigator } from "../../../ui/QuestionNavigator";
import { useInterviewWords } from "../lib/learner";
import { useFinishPracticeInterview } from "../mutations/useFinishPracticeInterview";
import { useSavePracticeInterviewAnswer } from "../mutations/useSavePracticeInterviewAnswer";

type Practice = NonNullable<PracticeInterviewPageQuery["practiceInterview"]>;

export default function PracticeInterviewPage() {
  const { t } = useTranslation();
  const { focusName } = useInterviewWords();
  const { id = "" } = useParams();
  const query = useQuery(PracticeInterviewPageDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
  const practice = query.data?.practiceInterview;
  // Whether the questions were on screen in this visit: the summary then takes the focus when it replaces them.
  const wasOpen = useRef(false);

  if (!query.data && query.loading) return <ListLoading label={t("interviews.learner.session.loading")} />;
  if (!query.data) {
    return (
      <DetailLoadError
        title={t("interviews.learner.session.errorTitle")}
        message={t("interviews.learner.session.error")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!practice) {
    return (
      <DetailNotFound
        title={t("interviews.learner.session.notFound")}
        body={t("interviews.learner.session.notFoundBody")}
        backTo="/interviews"
        backLabel={t("interviews.learner.session.back")}
      />
    );
  }

  const title = t("interviews.learner.session.title", { title: practice.questionSet.title });
  const open = !practice.finishedAt;
  if (open) wasOpen.current = true;
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={title} />
      <Anchor component={Link} to="/interviews" size="sm">
        {t("interviews.learner.session.back")}
      </Anchor>
      <Group gap="sm" justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Badge variant="light" color="indigo" c="var(--tf-text-strong)" tt="none">
          {focusName(practice.questionSet.focus)}
        </Badge>
      </Group>
      {open ? (
        <TakePractice practice={practice} onGone={() => void query.refetch()} />
      ) : (
        <FinishedPractice practice={practice} focus={wasOpen.current} />
      )}
    </Stack>
  );
}

function TakePractice({ practice, onGone }: { practice: Practice; onGone: () => void }) {
  const { t } = useTranslation();
  const [save] = useSavePracticeInterviewAnswer();
  const [finish, { loading: finishing }] = useFinishPracticeInterview();
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [savedId, setSavedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  // What was last sent per question, so a blur and a move right after it do not save the same notes twice.
  const sent = useRef<Record<string, string>>({});

  const savedNotes = (questionId: string) => practice.answers.find((a) => a.questionId === questionId)?.notes ?? "";
  const draftOf = (questionId: string) => drafts[questionId] ?? savedNotes(questionId);
  const hasNotes = (questionId: string) => draftOf(questionId).trim() !== "";
  const question = practice.questions[index]!;
  const notes = draftOf(question.id);
  const tooLong = notes.length > QUESTION_SET_LIMITS.notes.max;

  const failure = (err: unknown) => {
    const { code, message } = readServerError(err);
    if (code === "CONFLICT" || code === "NOT_FOUND") onGone();
    return code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN");
  };

  /** Saves a question's notes when they differ from what the server has (or was last sent); false when it failed. */
  const saveNotes = async (questionId: string): Promise<boolean> => {
    const value = draftOf(questionId);
    if (value === (sent.current[questionId] ?? savedNotes(questionId)) || value.length > QUESTION_SET_LIMITS.notes.max) return true;
    sent.current[questionId] = value;
    setError(null);
    try {
      await save({ variables: { practiceId: practice.id, questionId, notes: value } });
      setSavedId(questionId);
      return true;
    } catch (err) {
      delete sent.current[questionId];
      setError(failure(err));
      return false;
    }
  };

  const go = async (next: number) => {
    if (next === index) return;
    await saveNotes(question.id);
    setSavedId(null);
    setIndex(next);
  };

  const reveal = async () => {
    if (await saveNotes(question.id)) setRevealed((ids) => new Set(ids).add(question.id));
  };

  const onFinish = async () => {
    setFinishError(null);
    if (!(await saveNotes(question.id))) {
      setConfirming(false);
      return;
    }
    try {
      await finish({ variables: { practiceId: practice.id } });
    } catch (err) {
      setFinishError(failure(err));
    }
  };

  const anyNotes = practice.questions.some((q) => hasNotes(q.id));
  const shown = revealed.has(question.id) && hasNotes(question.id);
  const headingId = "practice-question-heading";
  return (
    <Stack gap="md">
      <Text size="sm">
        {t("interviews.learner.session.intro", { minutes: t("interviews.minutes", { count: practice.questionSet.plannedMinutes }) })}
      </Text>
      <QuestionNavigator
        questionIds={practice.questions.map((q) => q.id)}
        current={index}
        done={hasNotes}
        onSelect={(i) => void go(i)}
        label={t("interviews.learner.session.navigator")}
        itemLabel={(number, done) =>
          t(done ? "interviews.learner.session.navWithNotes" : "interviews.learner.session.navQuestion", { number })
        }
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t("interviews.learner.session.question", { number: index + 1, total: practice.questions.length })}
          </Title>
          <Text fw={500} style={{ whiteSpace: "pre-line" }}>
            {question.prompt}
          </Text>
          <Textarea
            key={question.id}
            label={t("interviews.learner.session.notes")}
            description={t("interviews.learner.session.notesHint")}
            value={notes}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSavedId(null);
              setDrafts((d) => ({ ...d, [question.id]: value }));
            }}
            onBlur={() => void saveNotes(question.id)}
            error={tooLong ? t("interviews.learner.session.tooLong", { max: QUESTION_SET_LIMITS.notes.max }) : undefined}
            autosize
            minRows={6}
          />
          <SavedNote show={savedId === question.id} />
          {error && (
            <Alert color="red" variant="light" role="alert" title={t("interviews.learner.session.saveFailed")}>
              {error}
            </Alert>
          )}
          {shown ? (
            <Alert color="teal" variant="light" title={t("interviews.learner.session.guidance")}>
              <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                {question.guidance}
              </Text>
            </Alert>
          ) : (
            <Stack gap={4} align="flex-start">
              <Button variant="light" onClick={() => void reveal()} disabled={!hasNotes(question.id) || tooLong}>
                {t("interviews.learner.session.showGuidance")}
              </Button>
              {!hasNotes(question.id) && (
                <Text size="xs" c="dimmed">
                  {t("interviews.learner.session.guidanceAfterNotes")}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <Button variant="default" onClick={() => void go(index - 1)} disabled={index === 0}>
            {t("interviews.learner.session.previous")}
          </Button>
          <Button variant="default" onClick={() => void go(index + 1)} disabled={index === practice.questions.length - 1}>
            {t("interviews.learner.session.next")}
          </Button>
        </Group>
        <Button onClick={() => setConfirming(true)} disabled={!anyNotes || tooLong}>
          {t("interviews.learner.session.finish")}
        </Button>
      </Group>
      {!anyNotes && (
        <Text size="sm" c="dimmed">
          {t("interviews.learner.session.finishNeedsNotes")}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t("interviews.learner.session.confirmTitle")}
        body={t("interviews.learner.session.confirmBody", {
          minutes: t("interviews.minutes", { count: practice.questionSet.plannedMinutes }),
        })}
        confirmLabel={t("interviews.learner.session.finish")}
        cancelLabel={t("interviews.learner.session.keepGoing")}
        color="blue"
        loading={finishing}
        error={finishError}
        onConfirm={() => void onFinish()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function FinishedPractice({ practice, focus }: { practice: Practice; focus: boolean }) {
  const { t, i18n } = useTranslation();
  const notesOf = (questionId: string) => practice.answers.find((a) => a.questionId === questionId)?.notes ?? "";
  const summary = useRef<HTMLDivElement>(null);
  // Finishing replaces the questions with this summary: the focus moves to it instead of being lost.
  useEffect(() => {
    if (focus) summary.current?.focus();
  }, [focus]);
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title={t("interviews.learner.session.finishedTitle")} tabIndex={-1} ref={summary}>
        {t("interviews.learner.session.finishedBody", {
          date: formatDateTime(practice.finishedAt!, i18n.language),
          minutes: t("interviews.minutes", { count: practice.countedMinutes }),
        })}
      </Alert>
      <Stack component="ol" className="plain-list" gap="md">
        {practice.questions.map((q, i) => {
          const notes = notesOf(q.id);
          return (
            <Paper component="li" key={q.id} withBorder radius="md" p="md">
              <Stack gap="xs">
                <Title order={2} size="h5">
                  {t("interviews.learner.session.question", { number: i + 1, total: practice.questions.length })}
                </Title>
                <Text fw={500} style={{ whiteSpace: "pre-line" }}>
                  {q.prompt}
                </Text>
                <Text size="sm" fw={600}>
                  {t("interviews.learner.session.yourNotes")}
                </Text>
                <Text size="sm" c={notes ? undefined : "dimmed"} style={{ whiteSpace: "pre-line" }}>
                  {notes || t("interviews.learner.session.noNotes")}
                </Text>
                <Text size="sm" fw={600}>
                  {t("interviews.learner.session.guidance")}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {q.guidance}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
