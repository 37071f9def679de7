/** A small confirmation dialog (Mantine Modal): a question, an optional detail, confirm and keep buttons. */
import { Button, Group, Modal, Text } from "@mantine/core";

export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  loading,
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
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": cancelLabel }}>
      {body && <Text size="sm">{body}</Text>}
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
