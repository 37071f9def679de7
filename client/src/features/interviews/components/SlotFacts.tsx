/** When a mock interview is (in the viewer's locale and time zone), how long, what it practises and who interviews. */
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { InterviewFocus } from "../../../__generated__/graphql";
import { formatDateTime } from "../../../lib/format";
import { personName } from "../../../lib/personName";
import { useInterviewWords } from "../lib/learner";

export function SlotFacts({
  slot,
}: {
  slot: { startsAt: string; durationMinutes: number; focus: InterviewFocus; host: { displayName: string } | null };
}) {
  const { t, i18n } = useTranslation();
  const { focusName } = useInterviewWords();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="indigo" c="var(--tf-text-strong)" tt="none">
        {focusName(slot.focus)}
      </Badge>
      <Text size="sm">
        <time dateTime={slot.startsAt}>{formatDateTime(slot.startsAt, i18n.language)}</time>
        {" · "}
        {t("interviews.minutes", { count: slot.durationMinutes })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("interviews.learner.withHost", { name: personName(slot.host, t) })}
      </Text>
    </Group>
  );
}
