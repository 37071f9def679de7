/** An open mock-interview slot on /interviews, with its Book action (named after the slot: many look alike). */
import { Button, Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OpenSlotCard_SlotFragment } from "../../../__generated__/graphql";
import { formatDateTime } from "../../../lib/format";
import { SlotFacts } from "./SlotFacts";

export function OpenSlotCard({ slot, onBook }: { slot: OpenSlotCard_SlotFragment; onBook: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {slot.topic}
        </Title>
        <SlotFacts slot={slot} />
        <Button
          mt="auto"
          style={{ alignSelf: "flex-start" }}
          onClick={onBook}
          aria-label={t("interviews.learner.slots.bookOne", { topic: slot.topic, time: formatDateTime(slot.startsAt, i18n.language) })}
        >
          {t("interviews.learner.slots.book")}
        </Button>
      </Stack>
    </Paper>
  );
}
