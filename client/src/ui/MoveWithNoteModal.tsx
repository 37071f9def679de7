/**
 * The confirmation an admin sees before moving an application (a programme's or a job's): what will happen, an
 * optional note for the applicant, "Go back" and the confirm button (red for refusals such as reject or decline).
 * `noteRequired` marks the note as required (a refusal that must say why) and `noteError` shows why it is missing.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";

export function MoveWithNoteModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  body: string | null;
  noteLabel: string;
  noteHint: string;
  noteMax: number;
  noteRequired?: boolean;
  noteError?: string | null;
  note: string;
  onNoteChange: (note: string) => void;
  keepLabel: string;
  confirmLabel: string;
  danger: boolean;
  loading: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered closeButtonProps={{ "aria-label": props.keepLabel }}>
      <Stack gap="sm">
        <Text size="sm">{props.body}</Text>
        <Textarea
          label={props.noteLabel}
          description={props.noteHint}
          maxLength={props.noteMax}
          required={props.noteRequired}
          error={props.noteError}
          autosize
          minRows={2}
          value={props.note}
          onChange={(e) => props.onNoteChange(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.loading}>
            {props.keepLabel}
          </Button>
          <Button color={props.danger ? "red" : undefined} loading={props.loading} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
