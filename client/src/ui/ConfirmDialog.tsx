/**
 * A small confirmation dialog (Mantine Modal): a question, an optional detail, confirm and keep buttons, and an optional
 * error (why the server refused), shown inside so the admin can read it and keep or retry.
 */
import { Button, Group, Modal, Text } from "@mantine/core";
import { InlineActionError } from "./ActionFeedback";

export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  loading,
  error,
  color = "red",
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  loading?: boolean;
  error?: string | null;
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": cancelLabel }}>
      {body && <Text size="sm">{body}</Text>}
      <InlineActionError error={error ?? null} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
