/**
 * Answers to a quiz (one radio group per question, the prompt as its legend) or a lab (one text input per question,
 * the prompt as its label), handed to `onSubmit` as { questionId, answer }. Field errors come back keyed
 * `answers.<questionId>`.
 */
import { useState } from "react";
import { Button, Fieldset, Radio, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CLASSROOM_TEXT_MAX } from "@server/courses/modules/classroom/rules/classroom";

export interface QuizQuestion {
  id: string;
  prompt: string;
  options: string[];
}

export function QuizForm({
  questions,
  loading,
  fieldErrors,
  onSubmit,
}: {
  questions: QuizQuestion[];
  loading: boolean;
  fieldErrors: Record<string, string>;
  onSubmit: (answers: { questionId: string; answer: string }[]) => void;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const set = (id: string, value: string) => setAnswers((a) => ({ ...a, [id]: value }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(questions.map((q) => ({ questionId: q.id, answer: answers[q.id] ?? "" })));
      }}
    >
      <Stack gap="md">
        {questions.map((q) =>
          q.options.length ? (
            <Fieldset key={q.id} legend={q.prompt} variant="unstyled">
              <Radio.Group
                name={`q-${q.id}`}
                value={answers[q.id] ?? null}
                onChange={(v) => set(q.id, v)}
                error={fieldErrors[`answers.${q.id}`]}
              >
                <Stack gap="xs" mt="xs">
                  {q.options.map((o) => (
                    <Radio key={o} value={o} label={o} />
                  ))}
                </Stack>
              </Radio.Group>
            </Fieldset>
          ) : (
            <TextInput
              key={q.id}
              label={q.prompt}
              value={answers[q.id] ?? ""}
              onChange={(e) => set(q.id, e.currentTarget.value)}
              error={fieldErrors[`answers.${q.id}`]}
              maxLength={CLASSROOM_TEXT_MAX.quizAnswer}
            />
          ),
        )}
        <div>
          <Button type="submit" loading={loading}>
            {t("classroom.lesson.submitAnswers")}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
