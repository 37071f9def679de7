/**
 * One of the learner's mock-interview bookings: its status, topic, focus, time and host; the meeting link while it is
 * booked; cancelling (with the late-cancellation hint within 24 hours of the start); why the host cancelled; and the
 * host's feedback once given.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingCard_BookingFragment, InterviewBookingStatus } from "../../../__generated__/graphql";
import { bookingCancellable, isLateCancellation } from "@server/talent/modules/interviews/rules/booking";
import { formatDateTime } from "../../../lib/format";
import { useInterviewWords } from "../lib/learner";
import { BookingFeedback } from "./BookingFeedback";
import { SlotFacts } from "./SlotFacts";

const STATUS_COLOR: Record<InterviewBookingStatus, string> = { BOOKED: "blue", CANCELLED: "gray", ATTENDED: "teal", MISSED: "orange" };

export function BookingCard({ booking, onCancel }: { booking: BookingCard_BookingFragment; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const { statusName } = useInterviewWords();
  const { slot } = booking;
  const now = new Date();
  const startsAt = new Date(slot.startsAt);
  const booked = booking.status === "BOOKED";
  const ahead = booked && bookingCancellable(startsAt, now);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={4} size="h4">
            {slot.topic}
          </Title>
          <Badge variant="light" color={STATUS_COLOR[booking.status]} c="var(--tf-text-strong)" tt="none">
            {statusName(booking.status)}
          </Badge>
        </Group>
        <SlotFacts slot={slot} />
        {ahead && slot.meetingUrl && (
          <Text size="sm">
            {t("interviews.learner.bookings.meeting")}{" "}
            <Anchor href={slot.meetingUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: "anywhere" }}>
              {slot.meetingUrl}
            </Anchor>
          </Text>
        )}
        {booked && !ahead && <Text size="sm">{t("interviews.learner.bookings.awaitingFeedback")}</Text>}
        {booking.status === "CANCELLED" &&
          (slot.cancelledAt ? (
            <Text size="sm">{t("interviews.learner.bookings.hostCancelled", { reason: slot.cancellationReason ?? "" })}</Text>
          ) : (
            <Text size="sm">
              {t(booking.lateCancellation ? "interviews.learner.bookings.youCancelledLate" : "interviews.learner.bookings.youCancelled", {
                date: formatDateTime(booking.cancelledAt ?? booking.bookedAt, i18n.language),
              })}
            </Text>
          ))}
        {ahead && (
          <Stack gap={4} align="flex-start">
            <Button
              size="xs"
              variant="default"
              onClick={onCancel}
              aria-label={t("interviews.learner.bookings.cancelOne", { topic: slot.topic })}
            >
              {t("interviews.learner.bookings.cancel")}
            </Button>
            {isLateCancellation(startsAt, now) && (
              <Text size="xs" c="var(--tf-text-warning)">
                {t("interviews.learner.bookings.lateHint")}
              </Text>
            )}
          </Stack>
        )}
        {booking.feedback && <BookingFeedback feedback={booking.feedback} />}
      </Stack>
    </Paper>
  );
}
