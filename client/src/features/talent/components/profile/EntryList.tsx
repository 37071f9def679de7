/**
 * A profile list (work experiences, educations) with edit and remove per entry and an editor to add one: the same
 * behaviour for every kind of entry, given how to show it, edit it and remove it.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { SavedNote } from "../../../../ui/SavedNote";
import { readServerError } from "../../../../lib/graphqlErrors";

export interface EntryListProps<T extends { id: string }> {
  entries: T[];
  /** i18n keys: the list's label, the empty message and the add button. */
  labels: { list: ParseKeys; empty: ParseKeys; add: ParseKeys };
  /** Heading and the accessible names' parts of one entry. */
  describe(entry: T): { heading: string; title: string; org: string };
  /** What shows under the heading (dates, grade, bullets). */
  details(entry: T): ReactNode;
  editor(entry: T | null, done: () => void, cancel: () => void): ReactNode;
  remove(entry: T): Promise<unknown>;
  removing: boolean;
}

export function EntryList<T extends { id: string }>({ entries, labels, describe, details, editor, remove, removing }: EntryListProps<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | "new" | null>(entries.length ? null : "new");
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onRemove(entry: T) {
    setError(null);
    setStatus(null);
    try {
      await remove(entry);
      setStatus(t("profile.removed", { title: describe(entry).title }));
      if (editing === entry.id) setEditing(null);
    } catch (err) {
      setError(readServerError(err).message || t("errors.UNKNOWN"));
    }
  }

  const finish = (message: string) => () => {
    setEditing(null);
    setStatus(message);
  };
  const cancel = () => setEditing(null);

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
          {error}
        </Alert>
      )}
      {entries.length === 0 && editing !== "new" && <Text size="sm">{t(labels.empty)}</Text>}
      <Stack gap="sm" component="ul" className="plain-list" aria-label={t(labels.list)}>
        {entries.map((entry) => {
          const { heading, title, org } = describe(entry);
          return (
            <li key={entry.id}>
              {editing === entry.id ? (
                editor(entry, finish(t("form.saved")), cancel)
              ) : (
                <Paper withBorder radius="md" p="md">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Title order={3} size="h5">
                        {heading}
                      </Title>
                      {details(entry)}
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        variant="default"
                        size="xs"
                        onClick={() => setEditing(entry.id)}
                        aria-label={t("profile.editEntry", { title, org })}
                      >
                        {t("form.edit")}
                      </Button>
                      <Button
                        variant="outline"
                        color="var(--tf-text-danger)"
                        size="xs"
                        disabled={removing}
                        onClick={() => void onRemove(entry)}
                        aria-label={t("profile.removeEntry", { title, org })}
                      >
                        {t("form.remove")}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              )}
            </li>
          );
        })}
      </Stack>
      {editing === "new" ? (
        editor(null, finish(t("profile.added")), cancel)
      ) : (
        <Group justify="space-between">
          <SavedNote show={!!status} message={status ?? undefined} />
          <Button
            onClick={() => {
              setStatus(null);
              setEditing("new");
            }}
          >
            {t(labels.add)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Bullets under an entry's heading. */
export function EntryBullets({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <List size="sm" mt={4} spacing={2}>
      {lines.map((d, i) => (
        <List.Item key={i}>{d}</List.Item>
      ))}
    </List>
  );
}

/** The frame every entry editor shares: a form with its heading, the server's error, and cancel/save buttons. */
export function EntryEditorFrame({
  headingId,
  heading,
  error,
  saveLabel,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  headingId: string;
  heading: string;
  error: string | null;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {heading}
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {error}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Start and end month inputs of an entry; the end is disabled while the entry is current. */
export function MonthRangeFields({ startProps, endProps, current }: { startProps: object; endProps: object; current: boolean }) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <TextInput type="month" label={t("profile.fields.start")} placeholder="YYYY-MM" required {...startProps} />
      <TextInput type="month" label={t("profile.fields.end")} placeholder="YYYY-MM" disabled={current} {...endProps} />
    </Group>
  );
}
