/**
 * The dated history of an application's stages, oldest first, as a Mantine Timeline. Programme applications by
 * default; other applications (jobs) pass `statusLabel` for their own status names.
 */
import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";

export function ApplicationHistory<S extends string = ApplicationStatus>({
  history,
  statusLabel,
}: {
  history: { status: S; at: string; note: string | null }[];
  statusLabel?: (status: S) => string;
}) {
  const { t, i18n } = useTranslation();
  const label = statusLabel ?? ((s: S) => t(`programmes.status.${s}`));
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((h, i) => (
        <Timeline.Item key={i} title={label(h.status)}>
          <Text size="xs" c="dimmed">
            <time dateTime={h.at}>{formatDate(h.at, i18n.language)}</time>
          </Text>
          {h.note && <Text size="sm">{h.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
