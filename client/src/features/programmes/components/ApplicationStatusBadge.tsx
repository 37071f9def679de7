/** An application's status as a light badge. */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../__generated__/graphql";
import { APPLICATION_STATUS_COLOR } from "../lib/status";

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={APPLICATION_STATUS_COLOR[status]} variant="light" c="var(--tf-text-strong)">
      {t(`programmes.status.${status}`)}
    </Badge>
  );
}
