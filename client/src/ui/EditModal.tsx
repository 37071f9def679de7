/** A centred dialog editing one item: open while `item` is set, its form remounted per item so it starts from it. */
import type { ReactNode } from "react";
import { Modal } from "@mantine/core";

export function EditModal<T extends { id: string }>(props: {
  item: T | null;
  title: (item: T) => string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  const { item } = props;
  return (
    <Modal
      opened={item != null}
      onClose={props.onClose}
      title={item ? props.title(item) : ""}
      centered
      closeButtonProps={{ "aria-label": props.closeLabel }}
    >
      {item && <div key={item.id}>{props.children(item)}</div>}
    </Modal>
  );
}
