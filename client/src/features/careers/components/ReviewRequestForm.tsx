/**
 * Asking for a resume or portfolio review: which, an https link to it, and what the learner wants feedback on. A kind
 * with a review still waiting cannot be asked for again (the server answers CONFLICT); it is offered disabled.
 */
import { useState } from "react";
import { Button, Group, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CareerReviewCard_ReviewFragment, CareerReviewKind } from "../../../__generated__/graphql";
import { CAREER_REVIEW_KINDS, CAREER_REVIEW_LIMITS } from "@server/talent/modules/careers/rules/limits";
import { useRequestCareerReview } from "../mutations/useRequestCareerReview";
import { characterCount, formFailure, lengthError } from "../../../lib/formErrors";
import { formWords, httpsError } from "../lib/forms";
import { useCareerWords } from "./labels";

interface RequestValues {
  kind: CareerReviewKind | "";
  link: string;
  note: string;
}

export function ReviewRequestForm({
  waitingKinds,
  onSaved,
  onClose,
}: {
  waitingKinds: readonly CareerReviewKind[];
  onSaved: (review: CareerReviewCard_ReviewFragment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = formWords(t);
  const { reviewKindName } = useCareerWords();
  const [request, { loading }] = useRequestCareerReview();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RequestValues>({
    initialValues: { kind: CAREER_REVIEW_KINDS.find((k) => !waitingKinds.includes(k)) ?? "", link: "", note: "" },
    validate: {
      kind: (v) => (v ? null : t("validation.required")),
      link: (v) => httpsError(v, CAREER_REVIEW_LIMITS.url.max, t),
      note: (v) => lengthError(v, CAREER_REVIEW_LIMITS.note, t, words),
    },
  });

  const save = form.onSubmit(async (v) => {
    if (!v.kind) return;
    setFormError(null);
    try {
      const { data } = await request({ variables: { input: { kind: v.kind, link: v.link.trim(), note: v.note.trim() } } });
      if (data) onSaved(data.requestCareerReview);
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Radio.Group label={t("careers.reviews.form.kind")} required {...form.getInputProps("kind")}>
          <Stack gap="xs" mt={6}>
            {CAREER_REVIEW_KINDS.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={reviewKindName(kind)}
                description={waitingKinds.includes(kind) ? t("careers.reviews.form.waiting") : undefined}
                disabled={waitingKinds.includes(kind)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          type="url"
          label={t("careers.reviews.form.link")}
          description={t("careers.reviews.form.linkHint")}
          placeholder="https://"
          required
          maxLength={CAREER_REVIEW_LIMITS.url.max}
          {...form.getInputProps("link")}
        />
        <Textarea
          label={t("careers.reviews.form.note")}
          description={`${t("careers.reviews.form.noteHint")} ${characterCount(form.values.note, CAREER_REVIEW_LIMITS.note.max, t)}`}
          required
          autosize
          minRows={3}
          maxLength={CAREER_REVIEW_LIMITS.note.max}
          {...form.getInputProps("note")}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("careers.form.discard")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("careers.reviews.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
