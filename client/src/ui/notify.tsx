/**
 * Toasts for completed actions. `notifySuccess` is called from a mutation hook's `onCompleted`, with a message already
 * translated; `<Toasts />` (in AppProviders) shows them. Each toast is a polite status inside a live region that is
 * always on the page, so screen readers announce it without interrupting; it closes by itself (not while hovered),
 * and has a labelled close button.
 */
import { Notifications, notifications } from "@mantine/notifications";
import i18n from "../i18n";

/** Long enough to read a short sentence twice; a toast under the pointer stays open. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function notifySuccess(message: string) {
  notifications.show({
    message,
    color: "teal",
    role: "status",
    withBorder: true,
    closeButtonProps: { "aria-label": i18n.t("toast.close") },
  });
}

/** Where toasts appear: the top right, above the header and any dialog. */
export function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={3} aria-live="polite" />;
}
