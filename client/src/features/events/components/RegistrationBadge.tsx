/** The viewer's registration at a glance: "Registered", or "Waitlisted · #3". Nothing when there is none. */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventRegistrationStatus } from "../../../__generated__/graphql";

export function RegistrationBadge({
  registration,
}: {
  registration: { status: EventRegistrationStatus; waitlistPosition: number | null } | null;
}) {
  const { t } = useTranslation();
  if (!registration || registration.status === "Cancelled") return null;
  const registered = registration.status === "Registered";
  return (
    <Badge variant="light" color={registered ? "teal" : "orange"} c="var(--tf-text-strong)" radius="sm" tt="none">
      {registered
        ? t("events.status.Registered")
        : registration.waitlistPosition != null
          ? t("events.status.waitlistedAt", { position: registration.waitlistPosition })
          : t("events.status.Waitlisted")}
    </Badge>
  );
}
