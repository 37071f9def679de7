/**
 * The dated history of an application's stages, oldest first, as a Mantine Timeline. Programme applications by
 * default; other applications (jobs) pass `statusLabel` for their own status names.
 */
import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";

type Stage<S> = { status: S; at: string; note: string | null };

/** A programme application's stages are named by the programme words; any other history names its own. */
type HistoryProps<S extends string> =
  { history: Stage<ApplicationStatus>[]; statusLabel?: undefined } | { history: Stage<S>[]; statusLabel: (status: S) => string };

export function ApplicationHistory<S extends string = ApplicationStatus>(props: HistoryProps<S>) {
  const { t, i18n } = useTranslation();
  const history: (Stage<string> & { label: string })[] =
    props.statusLabel === undefined
      ? props.history.map((h) => ({ ...h, label: t(`programmes.status.${h.status}`) }))
      : props.history.map((h) => ({ ...h, label: props.statusLabel(h.status) }));
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((h, i) => (
        <Timeline.Item key={i} title={h.label}>
          <Text size="xs" c="dimmed">
            <time dateTime={h.at}>{formatDate(h.at, i18n.language)}</time>
          </Text>
          {h.note && <Text size="sm">{h.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
