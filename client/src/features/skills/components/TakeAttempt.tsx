/**
 * Taking an open attempt: one question at a time with a numbered navigator, each change saved at once (with its
 * saving/saved state), and Submit with a confirmation that names the unanswered questions. A verify attempt also has
 * the countdown to the server's deadline (submitting by itself at 0, and when the server says the time is up) and the
 * proctoring the terms describe (useProctoring); a practice attempt has neither.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProctoringSignalInput, SkillAttemptPage_AttemptFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { useProctoring } from "../lib/useProctoring";
import { useAnswerSkillQuestion } from "../mutations/useAnswerSkillQuestion";
import { useRecordProctoringSignals } from "../mutations/useRecordProctoringSignals";
import { useSubmitSkillAttempt } from "../mutations/useSubmitSkillAttempt";
import { AttemptCountdown } from "./AttemptCountdown";
import { SkillQuestionView } from "./SkillQuestionView";
import { QuestionNavigator } from "../../../ui/QuestionNavigator";

type SaveState = "idle" | "saving" | "saved" | "failed";

export function TakeAttempt({ attempt }: { attempt: SkillAttemptPage_AttemptFragment }) {
  const { t } = useTranslation();
  const verify = attempt.mode === "VERIFY";
  const startedAtMs = Date.parse(attempt.startedAt);
  // The attempt cannot have started in the future: a start ahead of the local clock shows how far behind the server's
  // that clock is, and the countdown and signal times follow the server's clock by that much.
  const [offsetMs] = useState(() => Math.max(0, startedAtMs - Date.now()));
  const [index, setIndex] = useState(0);
  const [selection, setSelection] = useState<Record<string, readonly string[]>>(() =>
    Object.fromEntries(attempt.answers.map((a) => [a.questionId, a.optionIds])),
  );
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [timeUp, setTimeUp] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [save] = useAnswerSkillQuestion();
  const [submit] = useSubmitSkillAttempt();
  const [record] = useRecordProctoringSignals();
  const pendingSaves = useRef(0);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const submitted = useRef(false);

  const questions = attempt.questions;
  const question = questions[index]!;
  const answered = (questionId: string) => (selection[questionId]?.length ?? 0) > 0;
  const unanswered = questions.flatMap((q, i) => (answered(q.id) ? [] : [i + 1]));

  const send = useCallback(
    async (signals: ProctoringSignalInput[]) => {
      try {
        await record({ variables: { attemptId: attempt.id, signals } });
      } catch (err) {
        // Only a lost connection is worth sending again; a refusal (the attempt is over) would refuse again.
        if (readServerError(err).code === "NETWORK") throw err;
      }
    },
    [record, attempt.id],
  );
  const proctoring = useProctoring({
    active: verify,
    elapsedMs: () => Date.now() + offsetMs - startedAtMs,
    questionId: question.id,
    isAnswered: answered,
    send,
  });
  const { finish } = proctoring;

  /** Submits once: after the answers being saved (unless the server said the time is up) and the signals. */
  const doSubmit = useCallback(
    async (waitForSaves: boolean) => {
      if (submitted.current) return;
      submitted.current = true;
      setConfirming(false);
      setSubmitting(true);
      setSubmitError(null);
      if (waitForSaves) await saves.current;
      await finish();
      try {
        // The answer carries the result: the page turns into the result view.
        await submit({ variables: { attemptId: attempt.id } });
      } catch (err) {
        submitted.current = false;
        setSubmitting(false);
        const { code, message } = readServerError(err);
        setSubmitError(code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN"));
      }
    },
    [finish, submit, attempt.id, t],
  );

  const onTimeUp = useCallback(() => {
    setTimeUp(true);
    void doSubmit(true);
  }, [doSubmit]);

  const onAnswer = (questionId: string, optionIds: string[]) => {
    if (timeUp || submitting) return;
    setSelection((s) => ({ ...s, [questionId]: optionIds }));
    pendingSaves.current += 1;
    setSaveState("saving");
    // One save after another, so the server keeps the learner's last choice.
    saves.current = saves.current.then(async () => {
      try {
        await save({ variables: { attemptId: attempt.id, questionId, optionIds } });
        pendingSaves.current -= 1;
        if (pendingSaves.current === 0) setSaveState("saved");
      } catch (err) {
        pendingSaves.current -= 1;
        if (readServerError(err).code === "CONFLICT") {
          // The deadline passed on the server: this answer does not count, and the attempt is submitted as it stands.
          setTimeUp(true);
          void doSubmit(false);
        } else setSaveState("failed");
      }
    });
  };

  // A verify attempt opened after its deadline (the server closes it on reading, so this is a moment's race).
  useEffect(() => {
    if (verify && attempt.status !== "IN_PROGRESS") onTimeUp();
  }, [verify, attempt.status, onTimeUp]);

  const locked = timeUp || submitting;
  return (
    <Stack gap="md">
      {verify ? (
        <Alert color="blue" variant="light" title={t("skills.attempt.proctoringTitle")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("skills.attempt.proctoringBody")}</Text>
            {proctoring.fullScreenAvailable && !proctoring.fullScreen && (
              <Button size="xs" variant="default" onClick={proctoring.enterFullScreen}>
                {t("skills.attempt.enterFullScreen")}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <Alert color="gray" variant="light" title={t("skills.attempt.practiceTitle")}>
          <Text size="sm">{t("skills.attempt.practiceBody")}</Text>
        </Alert>
      )}
      {verify && attempt.deadline && <AttemptCountdown deadline={attempt.deadline} offsetMs={offsetMs} onExpire={onTimeUp} />}
      {timeUp && (
        <Alert color="orange" variant="light" role="alert" title={t("skills.attempt.timeUpTitle")}>
          {t("skills.attempt.timeUpBody")}
        </Alert>
      )}
      <QuestionNavigator
        questionIds={questions.map((q) => q.id)}
        current={index}
        done={answered}
        onSelect={setIndex}
        label={t("skills.attempt.navigator")}
        itemLabel={(number, done) => t(done ? "skills.attempt.navAnswered" : "skills.attempt.navQuestion", { number })}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SkillQuestionView
            key={question.id}
            question={question}
            number={index + 1}
            count={questions.length}
            selected={selection[question.id] ?? []}
            disabled={locked}
            onChange={(ids) => onAnswer(question.id, ids)}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setIndex(index - 1)} disabled={index === 0}>
              {t("skills.attempt.previous")}
            </Button>
            <Button variant="default" onClick={() => setIndex(index + 1)} disabled={index === questions.length - 1}>
              {t("skills.attempt.next")}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Text
        role="status"
        aria-live="polite"
        size="sm"
        fw={600}
        c={saveState === "failed" ? "var(--tf-text-danger)" : "var(--tf-text-success)"}
      >
        {saveState === "saving"
          ? t("skills.attempt.saving")
          : saveState === "saved"
            ? t("skills.attempt.saved")
            : saveState === "failed"
              ? t("skills.attempt.saveFailed")
              : ""}
      </Text>
      {submitError && (
        <Alert color="red" variant="light" role="alert" title={t("skills.attempt.submitFailed")}>
          {submitError}
        </Alert>
      )}
      <Group>
        <Button onClick={() => setConfirming(true)} loading={submitting} disabled={timeUp && !submitError}>
          {t("skills.attempt.submit")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("skills.attempt.confirmTitle")}
        body={
          unanswered.length
            ? t("skills.attempt.confirmUnanswered", { count: unanswered.length, numbers: unanswered.join(", ") })
            : t("skills.attempt.confirmAllAnswered", { count: questions.length })
        }
        confirmLabel={t("skills.attempt.submit")}
        cancelLabel={t("skills.attempt.keepAnswering")}
        color="blue"
        loading={submitting}
        onConfirm={() => void doSubmit(true)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
