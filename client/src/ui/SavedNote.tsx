/** A polite inline "Saved" message after a form saves (screen readers hear it; it clears when the form changes). */
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function SavedNote({ show, message }: { show: boolean; message?: string }) {
  const { t } = useTranslation();
  return (
    <Text role="status" aria-live="polite" size="sm" fw={600} c="var(--mantine-color-success)">
      {show ? (message ?? t("form.saved")) : ""}
    </Text>
  );
}
