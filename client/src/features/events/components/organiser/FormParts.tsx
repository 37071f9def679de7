/**
 * The pieces the event form repeats: a repeated item in its own fieldset (with its remove button), the add button
 * that stops at the server's limit, a message the checks or the server gave a whole part (`dates`, `exhibitors`,
 * `team`), and a date-time field in the event's time zone.
 */
import type { ReactNode } from "react";
import { Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { EventFormValues } from "./eventForm";

export type EventFormApi = UseFormReturnType<EventFormValues>;

/** A message for a whole part of the form, where its fields cannot take it. */
export function PartError({ form, path }: { form: EventFormApi; path: string }) {
  const error = form.errors[path];
  if (!error) return null;
  return (
    <Text size="sm" c="var(--tf-text-danger)" role="alert">
      {String(error)}
    </Text>
  );
}

/** One of a list's items, with its number in the legend and a button that removes it. */
export function RepeatedItem({
  legend,
  removeLabel,
  onRemove,
  canRemove = true,
  actions,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  canRemove?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} radius="md" p="sm">
      <Stack gap="sm">
        {children}
        <Group justify="flex-end" gap="xs" wrap="wrap">
          {actions}
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} disabled={!canRemove} aria-label={removeLabel}>
            {t("form.remove")}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Adds an item until the list holds the most it may (then says so). */
export function AddButton({ label, count, max, onAdd }: { label: string; count: number; max: number; onAdd: () => void }) {
  const { t } = useTranslation();
  const full = count >= max;
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" size="xs" onClick={onAdd} disabled={full}>
        {label}
      </Button>
      {full && (
        <Text size="xs" c="dimmed">
          {t("validation.maxItems", { max })}
        </Text>
      )}
    </Group>
  );
}

/** A date and time, typed as the wall time in the event's time zone. */
export function ZonedDateTime({ form, path, label, required }: { form: EventFormApi; path: string; label: string; required?: boolean }) {
  return <TextInput type="datetime-local" label={label} required={required} {...form.getInputProps(path)} />;
}
