/**
 * The host's feedback on a booked slot that has started (written once, rewritten later): whether the learner attended
 * and, when they did, three ratings from 1 (poor) to 5 (excellent) with what went well and what to work on next. A
 * learner who did not attend gets no ratings or texts. The server's per-field refusals land next to their fields.
 */
import { useState } from "react";
import { Button, Group, Radio, Stack, Switch, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { HostedSlots_BookingFragment, InterviewFeedbackInput } from "../../../../__generated__/graphql";
import { FEEDBACK_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { useGiveInterviewFeedback } from "../../mutations/useGiveInterviewFeedback";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";

const RATINGS = ["communication", "problemSolving", "technicalDepth"] as const;
type RatingName = (typeof RATINGS)[number];
const SCALE = Array.from({ length: FEEDBACK_LIMITS.rating.max - FEEDBACK_LIMITS.rating.min + 1 }, (_, i) =>
  String(FEEDBACK_LIMITS.rating.min + i),
);

type FeedbackValues = Record<RatingName, string> & { attended: boolean; strengths: string; improvements: string };

function initialValues(feedback: HostedSlots_BookingFragment["feedback"]): FeedbackValues {
  const rating = (value: number | null | undefined) => (value == null ? "" : String(value));
  return {
    attended: feedback?.attended ?? true,
    communication: rating(feedback?.communication),
    problemSolving: rating(feedback?.problemSolving),
    technicalDepth: rating(feedback?.technicalDepth),
    strengths: feedback?.strengths ?? "",
    improvements: feedback?.improvements ?? "",
  };
}

function inputOf(v: FeedbackValues): InterviewFeedbackInput {
  if (!v.attended) return { attended: false, strengths: "", improvements: "" };
  return {
    attended: true,
    communication: Number(v.communication),
    problemSolving: Number(v.problemSolving),
    technicalDepth: Number(v.technicalDepth),
    strengths: v.strengths.trim(),
    improvements: v.improvements.trim(),
  };
}

export function FeedbackForm({
  booking,
  onSaved,
  onClose,
}: {
  booking: HostedSlots_BookingFragment;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const [give, { loading }] = useGiveInterviewFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FeedbackValues>({
    initialValues: initialValues(booking.feedback),
    validate: (v) => {
      if (!v.attended) return {};
      const errors: Record<string, string | null> = {
        strengths: lengthError(v.strengths, FEEDBACK_LIMITS.text, t, words),
        improvements: lengthError(v.improvements, FEEDBACK_LIMITS.text, t, words),
      };
      for (const name of RATINGS) errors[name] = v[name] ? null : t("interviews.admin.feedback.ratingRequired");
      return errors;
    },
  });
  const fields = new Set<string>(["attended", ...RATINGS, "strengths", "improvements"]);

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      await give({ variables: { bookingId: booking.id, input: inputOf(v) } });
      onSaved(booking.learner.displayName);
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, (path) => (fields.has(path) ? path : null)));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Switch
          label={t("interviews.admin.feedback.attended")}
          description={t(form.values.attended ? "interviews.admin.feedback.attendedHint" : "interviews.admin.feedback.missedHint")}
          {...form.getInputProps("attended", { type: "checkbox" })}
        />
        {form.values.attended && (
          <>
            {RATINGS.map((name) => (
              <Radio.Group
                key={name}
                label={t(`interviews.admin.feedback.${name}`)}
                description={t("interviews.admin.feedback.scale", FEEDBACK_LIMITS.rating)}
                required
                {...form.getInputProps(name)}
              >
                <Group gap="md" mt={6} wrap="wrap">
                  {SCALE.map((value) => (
                    <Radio key={value} value={value} label={value} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
            <Textarea
              label={t("interviews.admin.feedback.strengths")}
              description={`${t("interviews.admin.feedback.strengthsHint")} ${characterCount(form.values.strengths, FEEDBACK_LIMITS.text.max, t)}`}
              required
              autosize
              minRows={3}
              maxLength={FEEDBACK_LIMITS.text.max}
              {...form.getInputProps("strengths")}
            />
            <Textarea
              label={t("interviews.admin.feedback.improvements")}
              description={`${t("interviews.admin.feedback.improvementsHint")} ${characterCount(form.values.improvements, FEEDBACK_LIMITS.text.max, t)}`}
              required
              autosize
              minRows={3}
              maxLength={FEEDBACK_LIMITS.text.max}
              {...form.getInputProps("improvements")}
            />
          </>
        )}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("interviews.admin.discard")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("interviews.admin.feedback.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
