/** Loaded for logged-in people only: visitors, and so the landing route, never download the bell and its panel. */
import { lazy } from "react";

export const LazyNotificationBell = lazy(() => import("./NotificationBell").then((m) => ({ default: m.NotificationBell })));
