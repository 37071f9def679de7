/** A lesson's status for the viewer (SPEC §4): Not started, In progress or Completed. */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { LessonStatus } from "../../../__generated__/graphql";

const COLOR = { NONE: "gray", IN_PROGRESS: "yellow", COMPLETED: "green" } as const;

export function LessonStatusBadge({ status }: { status: LessonStatus | null }) {
  const { t } = useTranslation();
  const key = status ?? "NONE";
  return (
    <Badge color={COLOR[key]} variant="light" c="var(--tf-text-strong)">
      {t(`classroom.status.${key}`)}
    </Badge>
  );
}
