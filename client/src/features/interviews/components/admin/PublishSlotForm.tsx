/**
 * "Publish a slot": when (the host's local time), how long (the quarter-hour grid), the focus, the topic and the
 * meeting link. The rules' own checks (how far ahead, which durations, lengths) run here as hints; the server's refusals
 * (an overlap with another of the host's slots, a link it does not take) land on the field they concern.
 */
import { useState } from "react";
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { HostedSlots_SlotFragment, InterviewFocus } from "../../../../__generated__/graphql";
import { INTERVIEW_FOCUSES, SLOT_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { slotTimeProblem } from "@server/talent/modules/interviews/rules/booking";
import { readServerError } from "../../../../lib/graphqlErrors";
import { usePublishInterviewSlot } from "../../mutations/usePublishInterviewSlot";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";
import { SLOT_DURATIONS, localInputToIso, suggestedStart } from "../../lib/slotTimes";
import { useFocusName } from "./labels";

interface SlotValues {
  startsAt: string;
  durationMinutes: string;
  focus: InterviewFocus;
  topic: string;
  meetingUrl: string;
}

const FORM_FIELDS = ["startsAt", "durationMinutes", "focus", "topic", "meetingUrl"];

function meetingUrlError(value: string, t: TFunction): string | null {
  const url = value.trim();
  if (!url) return t("validation.required");
  if (url.length > SLOT_LIMITS.meetingUrl.max) return t("validation.maxLength", { max: SLOT_LIMITS.meetingUrl.max });
  try {
    if (new URL(url).protocol === "https:") return null;
  } catch {
    /* not a URL: the same message */
  }
  return t("validation.url");
}

export function PublishSlotForm({ onPublished, onClose }: { onPublished: (slot: HostedSlots_SlotFragment) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const focusName = useFocusName();
  const [publish, { loading }] = usePublishInterviewSlot();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SlotValues>({
    initialValues: {
      startsAt: suggestedStart(new Date()),
      durationMinutes: "60",
      focus: "TECHNICAL",
      topic: "",
      meetingUrl: "",
    },
    validate: (v) => {
      const iso = localInputToIso(v.startsAt);
      const problem = iso ? slotTimeProblem({ startsAt: new Date(iso), durationMinutes: Number(v.durationMinutes) }, new Date()) : null;
      return {
        startsAt: !iso
          ? t("validation.required")
          : problem === "TOO_SOON"
            ? t("interviews.admin.publish.tooSoon", { minutes: SLOT_LIMITS.leadMinutes })
            : problem === "TOO_FAR"
              ? t("interviews.admin.publish.tooFar", { days: SLOT_LIMITS.horizonDays })
              : null,
        durationMinutes: problem === "DURATION" ? t("interviews.admin.publish.durationRule") : null,
        topic: lengthError(v.topic, SLOT_LIMITS.topic, t, words),
        meetingUrl: meetingUrlError(v.meetingUrl, t),
      };
    },
  });

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await publish({
        variables: {
          input: {
            startsAt: localInputToIso(v.startsAt)!,
            durationMinutes: Number(v.durationMinutes),
            focus: v.focus,
            topic: v.topic.trim(),
            meetingUrl: v.meetingUrl.trim(),
          },
        },
      });
      if (result.data) onPublished(result.data.publishInterviewSlot);
      onClose();
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      if (code === "CONFLICT" && Object.keys(fields).length === 0) {
        // The one conflict publishing has is an overlap with another of the host's slots: it is about the time.
        form.setErrors({ startsAt: message || t("interviews.admin.publish.overlap") });
        setFormError(t("interviews.admin.form.badInput"));
      } else {
        setFormError(formFailure(e, words, form.setErrors, (path) => (FORM_FIELDS.includes(path) ? path : null)));
      }
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label={t("interviews.admin.publish.startsAt")}
            description={t("interviews.admin.publish.startsAtHint", { minutes: SLOT_LIMITS.leadMinutes, days: SLOT_LIMITS.horizonDays })}
            required
            {...form.getInputProps("startsAt")}
          />
          <NativeSelect
            label={t("interviews.admin.publish.duration")}
            required
            data={SLOT_DURATIONS.map((d) => ({ value: String(d), label: t("interviews.minutes", { count: d }) }))}
            {...form.getInputProps("durationMinutes")}
          />
        </SimpleGrid>
        <NativeSelect
          label={t("interviews.admin.publish.focus")}
          required
          data={INTERVIEW_FOCUSES.map((f) => ({ value: f, label: focusName(f) }))}
          {...form.getInputProps("focus")}
        />
        <TextInput
          label={t("interviews.admin.publish.topic")}
          description={characterCount(form.values.topic, SLOT_LIMITS.topic.max, t)}
          placeholder={t("interviews.admin.publish.topicPlaceholder")}
          required
          maxLength={SLOT_LIMITS.topic.max}
          {...form.getInputProps("topic")}
        />
        <TextInput
          type="url"
          label={t("interviews.admin.publish.meetingUrl")}
          description={t("interviews.admin.publish.meetingUrlHint")}
          placeholder="https://"
          required
          maxLength={SLOT_LIMITS.meetingUrl.max}
          {...form.getInputProps("meetingUrl")}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("interviews.admin.discard")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("interviews.admin.publish.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
