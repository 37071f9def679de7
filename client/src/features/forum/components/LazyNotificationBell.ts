/** Loaded for logged-in people only: visitors, and so the landing route, never download the bell and its panel. */
import { lazy } from "react";
import { loadTranslations } from "../../../i18n";

export const LazyNotificationBell = lazy(() =>
  Promise.all([import("./NotificationBell"), loadTranslations("forum").catch(() => undefined)]).then(([m]) => ({
    default: m.NotificationBell,
  })),
);
