/**
 * Cancelling a slot that has not started: why (the learner who booked it reads the reason, and their booking is
 * cancelled with the slot). The server's refusals (the slot started meanwhile, or was cancelled already) show above.
 */
import { useState } from "react";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { HostedSlots_SlotFragment } from "../../../../__generated__/graphql";
import { SLOT_LIMITS } from "@server/talent/modules/interviews/rules/limits";
import { useCancelInterviewSlot } from "../../mutations/useCancelInterviewSlot";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";

export function CancelSlotForm({
  slot,
  when,
  onCancelled,
  onClose,
}: {
  slot: HostedSlots_SlotFragment;
  when: string;
  onCancelled: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const [cancel, { loading }] = useCancelInterviewSlot();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: "" },
    validate: { reason: (v) => lengthError(v, SLOT_LIMITS.cancellationReason, t, words) },
  });
  const learner = slot.booking && slot.booking.status === "BOOKED" ? slot.booking.learner : null;

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      await cancel({ variables: { slotId: slot.id, reason: v.reason.trim() } });
      onCancelled();
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, (path) => (path === "reason" ? path : null)));
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
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {t("interviews.admin.cancel.which", { when, topic: slot.topic })}
        </Text>
        <Text size="sm">
          {learner ? t("interviews.admin.cancel.booked", { name: learner.displayName }) : t("interviews.admin.cancel.open")}
        </Text>
        <Textarea
          label={t("interviews.admin.cancel.reason")}
          description={`${t("interviews.admin.cancel.reasonHint")} ${characterCount(form.values.reason, SLOT_LIMITS.cancellationReason.max, t)}`}
          required
          autosize
          minRows={2}
          maxLength={SLOT_LIMITS.cancellationReason.max}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("interviews.admin.cancel.keep")}
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {t("interviews.admin.cancel.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
