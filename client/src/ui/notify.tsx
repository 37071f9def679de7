/**
 * Toasts for completed actions. `notifySuccess` is called from a mutation hook's `onCompleted`, with a message already
 * translated; `<Toasts />` (in AppProviders) shows them. Each toast is a polite status inside a live region that is
 * always on the page, so screen readers announce it without interrupting; it closes by itself (not while hovered),
 * and has a labelled close button.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { notifications, useNotifications } from "@mantine/notifications";
import i18n from "../i18n";

// The toasts' container (transitions, drag to dismiss, scroll lock) is not needed to show the first page: it loads a
// few seconds after (when the browser is idle), well before anyone can have finished an action, or at the first toast
// if that comes sooner.
const Notifications = lazy(() => import("./ToastContainer"));
const CONTAINER_DELAY_MS = 3000;

function useContainerDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === "function") idle = requestIdleCallback(() => setDue(true), { timeout: CONTAINER_DELAY_MS });
      else setDue(true);
    }, CONTAINER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return due;
}

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
  const due = useContainerDue();
  const pending = useNotifications().notifications.length > 0;
  if (!due && !pending) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={3} aria-live="polite" />
    </Suspense>
  );
}
