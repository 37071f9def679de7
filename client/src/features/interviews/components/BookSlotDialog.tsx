/**
 * Booking an open slot: the slot's facts and the interview terms to tick (every one) before Book. The server's refusal
 * (someone booked it first, too many upcoming bookings, a new term) is shown in the dialog; a new term is read again.
 */
import { useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { OpenSlotCard_SlotFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { EditModal } from "../../../ui/EditModal";
import { useBookInterviewSlot } from "../mutations/useBookInterviewSlot";
import { SlotFacts } from "./SlotFacts";
import { allAccepted, TermsChecklist } from "./TermsChecklist";

export function BookSlotDialog({
  slot,
  terms,
  onClose,
  onBooked,
  onTermsChanged,
}: {
  slot: OpenSlotCard_SlotFragment | null;
  terms: readonly { id: string; text: string }[];
  onClose: () => void;
  onBooked: (slot: OpenSlotCard_SlotFragment) => void;
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditModal item={slot} title={() => t("interviews.learner.book.title")} closeLabel={t("interviews.learner.close")} onClose={onClose}>
      {(s) => <BookForm slot={s} terms={terms} onClose={onClose} onBooked={onBooked} onTermsChanged={onTermsChanged} />}
    </EditModal>
  );
}

function BookForm({
  slot,
  terms,
  onClose,
  onBooked,
  onTermsChanged,
}: {
  slot: OpenSlotCard_SlotFragment;
  terms: readonly { id: string; text: string }[];
  onClose: () => void;
  onBooked: (slot: OpenSlotCard_SlotFragment) => void;
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  const [book, { loading }] = useBookInterviewSlot();
  const [accepted, setAccepted] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onBook = async () => {
    setError(null);
    try {
      await book({ variables: { slotId: slot.id, acceptedTermIds: accepted } });
      onBooked(slot);
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      if (code === "BAD_USER_INPUT" && fields.acceptedTermIds) {
        // The terms changed since the page loaded: read them again for the learner to tick the new ones.
        setError(t("interviews.learner.terms.changed"));
        onTermsChanged();
      } else if (code === "NETWORK") setError(t("errors.NETWORK"));
      else if (code === "FORBIDDEN") setError(t("interviews.learner.book.forbidden"));
      else setError(message || t("errors.UNKNOWN"));
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{slot.topic}</Text>
        <SlotFacts slot={slot} />
      </Stack>
      <Text size="sm">{t("interviews.learner.book.intro")}</Text>
      <TermsChecklist terms={terms} accepted={accepted} onChange={setAccepted} />
      {error && (
        <Alert color="red" variant="light" role="alert" title={t("interviews.learner.book.failed")}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t("interviews.learner.close")}
        </Button>
        <Button onClick={() => void onBook()} disabled={!allAccepted(terms, accepted)} loading={loading}>
          {t("interviews.learner.book.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}
