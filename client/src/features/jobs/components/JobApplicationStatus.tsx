/**
 * A job application's status: its badge (colour plus the status name, never colour alone) and the dated
 * history of its stages, oldest first (the programmes' ApplicationHistory timeline with job status names).
 */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { JobApplicationStatus } from "../../../__generated__/graphql";
import { ApplicationHistory } from "../../programmes";

export const JOB_APPLICATION_STATUSES: JobApplicationStatus[] = [
  "APPLIED",
  "REVIEWED",
  "INTERVIEWING",
  "OFFERED",
  "HIRED",
  "DECLINED",
  "WITHDRAWN",
];

export const JOB_APPLICATION_STATUS_COLOR: Record<JobApplicationStatus, string> = {
  APPLIED: "blue",
  REVIEWED: "cyan",
  INTERVIEWING: "violet",
  OFFERED: "yellow",
  HIRED: "green",
  DECLINED: "red",
  WITHDRAWN: "gray",
};

export function JobApplicationStatusBadge({ status }: { status: JobApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={JOB_APPLICATION_STATUS_COLOR[status]} variant="light" c="var(--tf-text-strong)">
      {t(`jobApplications.status.${status}`)}
    </Badge>
  );
}

export function JobApplicationHistory({ history }: { history: { status: JobApplicationStatus; at: string; note: string | null }[] }) {
  const { t } = useTranslation();
  return <ApplicationHistory history={history} statusLabel={(s) => t(`jobApplications.status.${s}`)} />;
}
