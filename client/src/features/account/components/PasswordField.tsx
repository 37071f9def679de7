/**
 * A password field with the account's words on its show/hide button (Mantine's default label is English only) and
 * the field itself marked invalid with its error (Mantine marks only the wrapper, which screen readers do not read).
 */
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": t("accountSecurity.togglePassword") }}
      aria-invalid={!!props.error || undefined}
      {...props}
    />
  );
}
