/**
 * A question set as a talent admin writes it (a new one, or an edit starting from the set): title, focus, description,
 * planned minutes and 3 to 20 questions, each a prompt and its guidance, added, removed and moved within the rules'
 * limits. The lengths and counts are checked here; the server's refusals land on the field they concern
 * (`questions.2.prompt` is that question's prompt).
 */
import { useState } from "react";
import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import type { InterviewFocus, InterviewQuestionSetInput, QuestionSetsAdmin_SetFragment } from "../../../../__generated__/graphql";
import { INTERVIEW_FOCUSES, QUESTION_SET_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { characterCount, formFailure, lengthError, wholeError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";
import { useFocusName } from "./labels";

interface QuestionValue {
  key: string;
  prompt: string;
  guidance: string;
}
interface SetValues {
  title: string;
  focus: InterviewFocus;
  description: string;
  plannedMinutes: number | string;
  questions: QuestionValue[];
}

const L = QUESTION_SET_LIMITS;
const blankQuestion = (): QuestionValue => ({ key: randomId(), prompt: "", guidance: "" });

function initialValues(set?: QuestionSetsAdmin_SetFragment): SetValues {
  if (!set)
    return {
      title: "",
      focus: "TECHNICAL",
      description: "",
      plannedMinutes: 30,
      questions: Array.from({ length: L.questions.min }, blankQuestion),
    };
  return {
    title: set.title,
    focus: set.focus,
    description: set.description,
    plannedMinutes: set.plannedMinutes,
    questions: set.questions.map((q) => ({ key: randomId(), prompt: q.prompt, guidance: q.guidance })),
  };
}

/** The form's field for a server path: the set's fields and each question's two keep their names; others go to the alert. */
const fieldOf = (path: string) =>
  /^(?:title|focus|description|plannedMinutes|questions|questions\.\d+\.(?:prompt|guidance))$/.test(path) ? path : null;

export function QuestionSetForm({
  set,
  submitLabel,
  onSave,
  onCancel,
}: {
  set?: QuestionSetsAdmin_SetFragment;
  submitLabel: string;
  onSave: (input: InterviewQuestionSetInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const focusName = useFocusName();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SetValues>({
    initialValues: initialValues(set),
    validate: (v) => {
      const count = v.questions.length;
      const errors: Record<string, string | null> = {
        title: lengthError(v.title, L.title, t, words),
        description: lengthError(v.description, L.description, t, words),
        plannedMinutes: wholeError(v.plannedMinutes, L.plannedMinutes, t),
        questions: count < L.questions.min || count > L.questions.max ? t("interviews.admin.setForm.questionCount", L.questions) : null,
      };
      v.questions.forEach((q, i) => {
        errors[`questions.${i}.prompt`] = lengthError(q.prompt, L.prompt, t, words);
        errors[`questions.${i}.guidance`] = lengthError(q.guidance, L.guidance, t, words);
      });
      return errors;
    },
  });
  const count = form.values.questions.length;
  // Moving or removing a question moves its fields: messages tied to the old positions would sit on the wrong ones.
  const move = (from: number, to: number) => {
    form.clearErrors();
    form.reorderListItem("questions", { from, to });
  };
  const remove = (index: number) => {
    form.clearErrors();
    form.removeListItem("questions", index);
  };

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    setSaving(true);
    try {
      await onSave({
        title: v.title.trim(),
        focus: v.focus,
        description: v.description.trim(),
        plannedMinutes: Number(v.plannedMinutes),
        questions: v.questions.map((q) => ({ prompt: q.prompt.trim(), guidance: q.guidance.trim() })),
      });
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, fieldOf));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <TextInput
          label={t("interviews.admin.setForm.title")}
          description={characterCount(form.values.title, L.title.max, t)}
          required
          maxLength={L.title.max}
          {...form.getInputProps("title")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t("interviews.admin.setForm.focus")}
            required
            data={INTERVIEW_FOCUSES.map((f) => ({ value: f, label: focusName(f) }))}
            {...form.getInputProps("focus")}
          />
          <NumberInput
            label={t("interviews.admin.setForm.plannedMinutes")}
            description={t("interviews.admin.setForm.plannedMinutesHint", L.plannedMinutes)}
            required
            min={L.plannedMinutes.min}
            max={L.plannedMinutes.max}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("plannedMinutes")}
          />
        </SimpleGrid>
        <Textarea
          label={t("interviews.admin.setForm.description")}
          description={characterCount(form.values.description, L.description.max, t)}
          required
          autosize
          minRows={2}
          maxLength={L.description.max}
          {...form.getInputProps("description")}
        />
        <Fieldset legend={t("interviews.admin.setForm.questions")} variant="unstyled">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t("interviews.admin.setForm.questionsHint", L.questions)}
            </Text>
            {form.values.questions.map((question, i) => {
              const n = i + 1;
              return (
                <Paper key={question.key} withBorder radius="sm" p="sm">
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Title order={3} size="h5">
                        {t("interviews.admin.setForm.question", { n })}
                      </Title>
                      <Group gap={4} wrap="wrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={i === 0}
                          aria-label={t("interviews.admin.setForm.moveUpLabel", { n })}
                          onClick={() => move(i, i - 1)}
                        >
                          {t("interviews.admin.setForm.moveUp")}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={i === count - 1}
                          aria-label={t("interviews.admin.setForm.moveDownLabel", { n })}
                          onClick={() => move(i, i + 1)}
                        >
                          {t("interviews.admin.setForm.moveDown")}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          c="var(--tf-text-danger)"
                          disabled={count <= L.questions.min}
                          aria-label={t("interviews.admin.setForm.removeLabel", { n })}
                          onClick={() => remove(i)}
                        >
                          {t("interviews.admin.setForm.remove")}
                        </Button>
                      </Group>
                    </Group>
                    <Textarea
                      label={t("interviews.admin.setForm.prompt", { n })}
                      description={characterCount(question.prompt, L.prompt.max, t)}
                      required
                      autosize
                      minRows={2}
                      maxLength={L.prompt.max}
                      {...form.getInputProps(`questions.${i}.prompt`)}
                    />
                    <Textarea
                      label={t("interviews.admin.setForm.guidance", { n })}
                      description={`${t("interviews.admin.setForm.guidanceHint")} ${characterCount(question.guidance, L.guidance.max, t)}`}
                      required
                      autosize
                      minRows={2}
                      maxLength={L.guidance.max}
                      {...form.getInputProps(`questions.${i}.guidance`)}
                    />
                  </Stack>
                </Paper>
              );
            })}
            {form.errors.questions && (
              <Text size="sm" c="var(--tf-text-danger)" role="alert">
                {form.errors.questions}
              </Text>
            )}
            <Group>
              <Button
                size="xs"
                variant="light"
                disabled={count >= L.questions.max}
                onClick={() => form.insertListItem("questions", blankQuestion())}
              >
                {t("interviews.admin.setForm.add")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("interviews.admin.discard")}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
