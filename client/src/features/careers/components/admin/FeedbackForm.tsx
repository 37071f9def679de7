/**
 * Feedback on a learner's work (10 to 2000 characters) with the actions that send it: approve or request changes for
 * a project, send for a resume or portfolio review. The server's refusal of the text lands next to it.
 */
import { useState } from "react";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { CAREER_REVIEW_LIMITS } from "@server/talent/modules/careers/rules/limits";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { formWords } from "../../lib/forms";

export interface FeedbackAction<K extends string> {
  key: K;
  label: string;
  color?: string;
}

export function FeedbackForm<K extends string>({
  label,
  hint,
  actions,
  onSave,
  onClose,
}: {
  label: string;
  hint: string;
  actions: readonly FeedbackAction<K>[];
  onSave: (feedback: string, action: K) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = formWords(t);
  const [saving, setSaving] = useState<K | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { feedback: "" },
    validate: { feedback: (v) => lengthError(v, CAREER_REVIEW_LIMITS.feedback, t, words) },
  });

  const send = async (action: K) => {
    if (form.validate().hasErrors) return;
    setFormError(null);
    setSaving(action);
    try {
      await onSave(form.values.feedback.trim(), action);
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, (path) => (path === "feedback" ? path : null)));
    } finally {
      setSaving(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const last = actions[actions.length - 1];
        if (last) void send(last.key);
      }}
    >
      <Stack gap="md">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Textarea
          label={label}
          description={`${hint} ${characterCount(form.values.feedback, CAREER_REVIEW_LIMITS.feedback.max, t)}`}
          required
          autosize
          minRows={4}
          maxLength={CAREER_REVIEW_LIMITS.feedback.max}
          {...form.getInputProps("feedback")}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={saving !== null}>
            {t("careers.form.discard")}
          </Button>
          {actions.map((a, i) => (
            <Button
              key={a.key}
              type={i === actions.length - 1 ? "submit" : "button"}
              variant={i === actions.length - 1 ? "filled" : "light"}
              color={a.color}
              loading={saving === a.key}
              disabled={saving !== null && saving !== a.key}
              onClick={i === actions.length - 1 ? undefined : () => void send(a.key)}
            >
              {a.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </form>
  );
}
