/**
 * A bank question as a talent admin writes it (adding one, or revising one: the form starts from its wording): single
 * or multiple choice, the prompt, an optional snippet of code (kept verbatim), the options (added and removed within the
 * rules' limits, ids `a`, `b`, … by position) with the correct ones marked, and the explanation. Lengths are checked
 * here; which marks a kind needs and repeated options are the server's to say, next to the options.
 */
import { useState } from "react";
import { Button, Checkbox, Fieldset, Group, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import type { BankQuestion_QuestionFragment, SkillQuestionInput, SkillQuestionKind } from "../../../../__generated__/graphql";
import { SKILL_QUESTION_LIMITS, optionIdsOf } from "../../lib/adminLimits";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";

interface OptionValue {
  key: string;
  text: string;
  correct: boolean;
}
interface QuestionValues {
  kind: SkillQuestionKind;
  prompt: string;
  code: string;
  options: OptionValue[];
  explanation: string;
}

const KINDS: SkillQuestionKind[] = ["SINGLE_CHOICE", "MULTIPLE_CHOICE"];
const blankOption = (): OptionValue => ({ key: randomId(), text: "", correct: false });

function initialValues(question?: BankQuestion_QuestionFragment): QuestionValues {
  if (!question)
    return {
      kind: "SINGLE_CHOICE",
      prompt: "",
      code: "",
      options: Array.from({ length: SKILL_QUESTION_LIMITS.options.min }, blankOption),
      explanation: "",
    };
  return {
    kind: question.kind,
    prompt: question.prompt,
    code: question.code ?? "",
    options: question.options.map((o) => ({ key: randomId(), text: o.text, correct: question.correctOptionIds.includes(o.id) })),
    explanation: question.explanation,
  };
}

/** The form's field for a server path: `options.2` is that option's text; the rest keep their names. */
const fieldOf = (path: string) => (/^options\.\d+$/.test(path) ? `${path}.text` : path);

export function SkillQuestionForm({
  question,
  submitLabel,
  onSave,
  onCancel,
}: {
  question?: BankQuestion_QuestionFragment;
  submitLabel: string;
  onSave: (input: SkillQuestionInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const L = SKILL_QUESTION_LIMITS;
  const form = useForm<QuestionValues>({
    initialValues: initialValues(question),
    validate: (v) => {
      const errors: Record<string, string | null> = {
        prompt: lengthError(v.prompt, L.prompt, t, words),
        code: v.code.length > L.code.max ? t("validation.maxLength", { max: L.code.max }) : null,
        explanation: lengthError(v.explanation, L.explanation, t, words),
      };
      v.options.forEach((o, i) => (errors[`options.${i}.text`] = lengthError(o.text, L.optionText, t, words)));
      return errors;
    },
  });
  const ids = optionIdsOf(form.values.options.length);
  const single = form.values.kind === "SINGLE_CHOICE";

  const setKind = (kind: SkillQuestionKind) => {
    form.setFieldValue("kind", kind);
    // A single-choice question keeps at most one mark: the first.
    if (kind === "SINGLE_CHOICE") {
      const first = form.values.options.findIndex((o) => o.correct);
      form.setFieldValue(
        "options",
        form.values.options.map((o, i) => ({ ...o, correct: i === first })),
      );
    }
  };
  const mark = (index: number, checked: boolean) =>
    form.setFieldValue(
      "options",
      form.values.options.map((o, i) => (i === index ? { ...o, correct: checked } : single ? { ...o, correct: false } : o)),
    );

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    setSaving(true);
    try {
      await onSave({
        kind: v.kind,
        prompt: v.prompt.trim(),
        code: v.code.trim() ? v.code : null,
        options: v.options.map((o) => o.text.trim()),
        correctOptionIds: ids.filter((_, i) => v.options[i]!.correct),
        explanation: v.explanation.trim(),
      });
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, fieldOf));
    } finally {
      setSaving(false);
    }
  });

  const optionsError = form.errors.correctOptionIds ?? form.errors.options;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Radio.Group
          label={t("adminSkills.question.fields.kind")}
          value={form.values.kind}
          onChange={(value) => setKind(value as SkillQuestionKind)}
          error={form.errors.kind}
        >
          <Group gap="lg" mt={4}>
            {KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(`adminSkills.question.kind.${kind}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t("adminSkills.question.fields.prompt")}
          description={characterCount(form.values.prompt, L.prompt.max, t)}
          required
          autosize
          minRows={2}
          maxLength={L.prompt.max}
          {...form.getInputProps("prompt")}
        />
        <Textarea
          label={t("adminSkills.question.fields.code")}
          description={t("adminSkills.question.fields.codeHint")}
          autosize
          minRows={3}
          maxRows={16}
          maxLength={L.code.max}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", whiteSpace: "pre", overflowX: "auto" } }}
          {...form.getInputProps("code")}
        />
        <Fieldset legend={t("adminSkills.question.fields.options")} variant="unstyled">
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {t(single ? "adminSkills.question.markOne" : "adminSkills.question.markSeveral", L.options)}
            </Text>
            {form.values.options.map((option, i) => {
              const id = ids[i]!;
              const markLabel = t("adminSkills.question.correctLabel", { option: id });
              return (
                <Group key={option.key} gap="xs" align="flex-start" wrap="nowrap">
                  <div style={{ paddingTop: 30 }}>
                    {single ? (
                      <Radio
                        aria-label={markLabel}
                        name="correct-option"
                        checked={option.correct}
                        onChange={(e) => mark(i, e.currentTarget.checked)}
                      />
                    ) : (
                      <Checkbox aria-label={markLabel} checked={option.correct} onChange={(e) => mark(i, e.currentTarget.checked)} />
                    )}
                  </div>
                  <TextInput
                    style={{ flex: 1, minWidth: 0 }}
                    label={t("adminSkills.question.optionLabel", { option: id })}
                    required
                    maxLength={L.optionText.max}
                    {...form.getInputProps(`options.${i}.text`)}
                  />
                  <Button
                    mt={25}
                    size="xs"
                    variant="subtle"
                    color="red"
                    c="var(--tf-text-danger)"
                    disabled={form.values.options.length <= L.options.min}
                    aria-label={t("adminSkills.question.removeOption", { option: id })}
                    onClick={() => form.removeListItem("options", i)}
                  >
                    {t("adminSkills.question.remove")}
                  </Button>
                </Group>
              );
            })}
            {optionsError && (
              <Text size="sm" c="var(--tf-text-danger)" role="alert">
                {optionsError}
              </Text>
            )}
            <Group>
              <Button
                size="xs"
                variant="light"
                disabled={form.values.options.length >= L.options.max}
                onClick={() => form.insertListItem("options", blankOption())}
              >
                {t("adminSkills.question.addOption")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Textarea
          label={t("adminSkills.question.fields.explanation")}
          description={characterCount(form.values.explanation, L.explanation.max, t)}
          required
          autosize
          minRows={2}
          maxLength={L.explanation.max}
          {...form.getInputProps("explanation")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("adminSkills.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
