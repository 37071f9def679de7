/**
 * Issuing an invite code: learn (the whole event) or recruit (one of the event's exhibitors), where it is handed out
 * (its label), and optionally when it stops working (a date-time in the event's time zone) and how many times it may
 * be used. The limits are the server's (rules/invites.ts); the server's per-field refusals land on their fields.
 */
import { useState } from "react";
import { Alert, Button, Group, NativeSelect, NumberInput, Radio, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { EventInvitePurpose, InviteCodeCard_CodeFragment } from "../../../../__generated__/graphql";
import { INVITE_LIMITS, INVITE_PURPOSES } from "@server/events/modules/invites/rules/invites";
import { readServerError } from "../../../../lib/graphqlErrors";
import { zonedInputToIso } from "../../lib/zonedTime";
import { useCreateEventInviteCode } from "../../mutations/useCreateEventInviteCode";

interface CodeValues {
  purpose: EventInvitePurpose;
  employerId: string;
  label: string;
  expiresAt: string;
  maxUses: number | string;
}

export function CreateInviteCodeForm({
  event,
  onCreated,
  onCancel,
}: {
  event: { id: string; timeZone: string; exhibitors: { employer: { id: string; title: string } }[] };
  onCreated: (code: InviteCodeCard_CodeFragment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [create, { loading }] = useCreateEventInviteCode(event.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { min, max } = INVITE_LIMITS.label;
  const uses = INVITE_LIMITS.maxUses;
  const form = useForm<CodeValues>({
    initialValues: { purpose: "learn", employerId: "", label: "", expiresAt: "", maxUses: "" },
    validate: (v) => {
      const label = v.label.trim().length;
      const expires = v.expiresAt ? zonedInputToIso(v.expiresAt, event.timeZone) : null;
      const maxUses = v.maxUses === "" ? null : Number(v.maxUses);
      return {
        employerId: v.purpose === "recruit" && !v.employerId ? t("organiser.codes.form.chooseExhibitor") : null,
        label:
          label === 0 ? t("validation.required") : label < min || label > max ? t("organiser.form.errors.between", { min, max }) : null,
        expiresAt: !v.expiresAt
          ? null
          : !expires
            ? t("organiser.form.errors.dateTime")
            : Date.parse(expires) <= Date.now()
              ? t("organiser.codes.form.expiryPast")
              : null,
        maxUses:
          maxUses === null || (Number.isInteger(maxUses) && maxUses >= uses.min && maxUses <= uses.max)
            ? null
            : t("organiser.form.errors.whole", { min: uses.min, max: uses.max }),
      };
    },
  });

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await create({
        variables: {
          input: {
            eventId: event.id,
            purpose: v.purpose,
            employerId: v.purpose === "recruit" ? v.employerId : null,
            label: v.label.trim(),
            expiresAt: v.expiresAt ? zonedInputToIso(v.expiresAt, event.timeZone) : null,
            maxUses: v.maxUses === "" ? null : Number(v.maxUses),
          },
        },
      });
      if (result.data) onCreated(result.data.createEventInviteCode);
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        Object.keys(fields).length ? t("organiser.form.badInput") : code === "FORBIDDEN" ? t("organiser.form.forbidden") : message,
      );
    }
  });

  const recruitable = event.exhibitors.length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label={t("organiser.codes.form.label")}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Radio.Group label={t("organiser.codes.form.purpose")} required {...form.getInputProps("purpose")}>
          <Stack gap="xs" mt="xs">
            {INVITE_PURPOSES.map((p) => (
              <Radio
                key={p}
                value={p}
                label={t(`organiser.codes.purpose.${p}`)}
                description={t(`organiser.codes.form.purposeHint.${p}`)}
                disabled={p === "recruit" && !recruitable}
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.purpose === "recruit" && (
          <NativeSelect
            label={t("organiser.codes.form.exhibitor")}
            required
            data={[
              { value: "", label: t("organiser.codes.form.chooseExhibitorOption") },
              ...event.exhibitors.map((x) => ({ value: x.employer.id, label: x.employer.title })),
            ]}
            {...form.getInputProps("employerId")}
          />
        )}
        <TextInput
          label={t("organiser.codes.form.labelField")}
          description={t("organiser.codes.form.labelHint")}
          required
          maxLength={max}
          {...form.getInputProps("label")}
        />
        <TextInput
          type="datetime-local"
          label={t("organiser.codes.form.expiresAt")}
          description={t("organiser.codes.form.expiresHint")}
          {...form.getInputProps("expiresAt")}
        />
        <NumberInput
          label={t("organiser.codes.form.maxUses")}
          description={t("organiser.codes.form.maxUsesHint")}
          min={uses.min}
          max={uses.max}
          allowDecimal={false}
          {...form.getInputProps("maxUses")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("organiser.form.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("organiser.codes.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
