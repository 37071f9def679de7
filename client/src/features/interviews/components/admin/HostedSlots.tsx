/**
 * The Slots tab of /interviews/admin?tab=slots&window=upcoming|past&page=: the mock-interview slots the viewer hosts
 * (talent admins: every host's, with the host's name), upcoming soonest first or past latest first, a page of 20 at a
 * time. Each slot shows its time in the viewer's locale, length, focus, topic and whether it is open, booked or
 * cancelled, with the booking's learner and status. Actions: publish a slot, cancel one that has not started (with a
 * reason), and give or edit the feedback on a booked slot once it has started. A FORBIDDEN answer shows the
 * not-allowed state.
 */
import { useId, useState } from "react";
import { Anchor, Badge, Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminHostedInterviewSlotsDocument,
  type HostedSlots_BookingFragment,
  type HostedSlots_SlotFragment,
  type InterviewSlotWindow,
} from "../../../../__generated__/graphql";
import { INTERVIEW_PAGE_SIZE } from "@server/talent/modules/interviews/rules/limits";
import { feedbackOpen } from "@server/talent/modules/interviews/rules/booking";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { EditModal } from "../../../../ui/EditModal";
import { NotAllowed } from "../../../../ui/NotAllowed";
import { PagedListBody } from "../../../../ui/PagedListBody";
import { usePagedSearchParams } from "../../../../ui/usePagedSearchParams";
import { formatDateTime } from "../../../../lib/format";
import { readServerError } from "../../../../lib/graphqlErrors";
import { PublishSlotForm } from "./PublishSlotForm";
import { CancelSlotForm } from "./CancelSlotForm";
import { FeedbackForm } from "./FeedbackForm";
import { useFocusName, useStatusName } from "./labels";

type Slot = HostedSlots_SlotFragment;
type SlotWindow = "upcoming" | "past";
const WINDOWS: readonly SlotWindow[] = ["upcoming", "past"];
const WINDOW_ARG: Record<SlotWindow, InterviewSlotWindow> = { upcoming: "UPCOMING", past: "PAST" };

const STATUS_COLOR: Record<HostedSlots_BookingFragment["status"], string> = {
  BOOKED: "blue",
  ATTENDED: "teal",
  MISSED: "orange",
  CANCELLED: "gray",
};

function useWhen() {
  const { i18n } = useTranslation();
  return (slot: Slot) => formatDateTime(slot.startsAt, i18n.language);
}

/** What the host may do with the slot now: cancel it before it starts; write feedback on a standing booking after. */
function slotActions(slot: Slot, now: Date) {
  const startsAt = new Date(slot.startsAt);
  const standing = slot.cancelledAt == null;
  const booking = slot.booking && slot.booking.status !== "CANCELLED" ? slot.booking : null;
  return {
    cancel: standing && now < startsAt,
    feedback: standing && booking != null && feedbackOpen(startsAt, now) ? booking : null,
  };
}

function Ratings({ feedback }: { feedback: NonNullable<HostedSlots_BookingFragment["feedback"]> }) {
  const { t } = useTranslation();
  if (!feedback.attended) return null;
  return (
    <Text size="sm">
      {t("interviews.admin.slots.ratings", {
        communication: feedback.communication,
        problemSolving: feedback.problemSolving,
        technicalDepth: feedback.technicalDepth,
      })}
    </Text>
  );
}

function BookingLine({ booking }: { booking: HostedSlots_BookingFragment }) {
  const { t, i18n } = useTranslation();
  const statusName = useStatusName();
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t("interviews.admin.slots.learner", { name: booking.learner.displayName })}</Text>
        <Badge color={STATUS_COLOR[booking.status]} variant="light" c="var(--tf-text-strong)" tt="none">
          {statusName(booking.status)}
        </Badge>
        {booking.lateCancellation && (
          <Badge color="orange" variant="outline" c="var(--tf-text-strong)" tt="none">
            {t("interviews.admin.slots.lateCancellation")}
          </Badge>
        )}
      </Group>
      {booking.feedback && (
        <>
          <Text size="xs" c="dimmed">
            {t("interviews.admin.slots.feedbackGiven", { date: formatDateTime(booking.feedback.givenAt, i18n.language) })}
          </Text>
          <Ratings feedback={booking.feedback} />
        </>
      )}
    </Stack>
  );
}

function SlotCard({
  slot,
  showHost,
  now,
  onCancel,
  onFeedback,
}: {
  slot: Slot;
  showHost: boolean;
  now: Date;
  onCancel: (slot: Slot) => void;
  onFeedback: (slot: Slot) => void;
}) {
  const { t } = useTranslation();
  const focusName = useFocusName();
  const when = useWhen()(slot);
  const headingId = useId();
  const actions = slotActions(slot, now);
  const state = slot.cancelledAt ? "cancelled" : slot.booked ? "booked" : "open";
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {when}
          </Title>
          <Group gap={6} wrap="wrap">
            <Badge color="indigo" variant="light" c="var(--tf-text-strong)" tt="none">
              {focusName(slot.focus)}
            </Badge>
            {/* A booked slot shows its booking's status with the learner instead. */}
            {state !== "booked" && (
              <Badge
                color={state === "open" ? "teal" : "gray"}
                variant={state === "open" ? "light" : "outline"}
                c="var(--tf-text-strong)"
                tt="none"
              >
                {t(`interviews.admin.slots.state.${state}`)}
              </Badge>
            )}
          </Group>
        </Group>
        <Text fw={500} style={{ overflowWrap: "anywhere" }}>
          {slot.topic}
        </Text>
        <Text size="sm" c="dimmed">
          {showHost
            ? t("interviews.admin.slots.lengthAndHost", {
                length: t("interviews.minutes", { count: slot.durationMinutes }),
                name: slot.host.displayName,
              })
            : t("interviews.minutes", { count: slot.durationMinutes })}
        </Text>
        {slot.cancelledAt ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("interviews.admin.slots.cancelledBecause", { reason: slot.cancellationReason ?? "" })}
          </Text>
        ) : (
          slot.meetingUrl && (
            <Anchor href={slot.meetingUrl} target="_blank" rel="noreferrer" size="sm">
              {t("interviews.admin.slots.meeting")}
            </Anchor>
          )
        )}
        {slot.booking && <BookingLine booking={slot.booking} />}
        {(actions.cancel || actions.feedback) && (
          <Group gap="xs" wrap="wrap">
            {actions.feedback && (
              <Button
                size="xs"
                variant="light"
                aria-label={t(
                  actions.feedback.feedback ? "interviews.admin.slots.editFeedbackFor" : "interviews.admin.slots.giveFeedbackFor",
                  {
                    name: actions.feedback.learner.displayName,
                    when,
                  },
                )}
                onClick={() => onFeedback(slot)}
              >
                {t(actions.feedback.feedback ? "interviews.admin.slots.editFeedback" : "interviews.admin.slots.giveFeedback")}
              </Button>
            )}
            {actions.cancel && (
              <Button
                size="xs"
                variant="light"
                color="red"
                c="var(--tf-text-danger)"
                aria-label={t("interviews.admin.slots.cancelFor", { when })}
                onClick={() => onCancel(slot)}
              >
                {t("interviews.admin.slots.cancel")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Upcoming or past, in the URL (upcoming when absent); a change goes back to page 1. */
function useWindowParam() {
  const [, setParams] = useSearchParams();
  return (next: SlotWindow) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set("window", next);
      p.delete("page");
      return p;
    });
}

export function HostedSlots({ showHost, notAllowed }: { showHost: boolean; notAllowed: { title: string; body: string } }) {
  const { t } = useTranslation();
  const when = useWhen();
  const windowLabelId = useId();
  const { page, setPage, params } = usePagedSearchParams();
  const slotWindow: SlotWindow = params.get("window") === "past" ? "past" : "upcoming";
  const query = useQuery(AdminHostedInterviewSlotsDocument, {
    variables: { window: WINDOW_ARG[slotWindow], page, pageSize: INTERVIEW_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [publishing, setPublishing] = useState(false);
  const [cancelling, setCancelling] = useState<Slot | null>(null);
  const [reviewing, setReviewing] = useState<Slot | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const setWindow = useWindowParam();
  const now = new Date();

  if (query.error && readServerError(query.error).code === "FORBIDDEN")
    return <NotAllowed title={notAllowed.title} body={notAllowed.body} />;
  const open = (set: (slot: Slot | null) => void) => (slot: Slot) => {
    setDone(null);
    set(slot);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={windowLabelId}>
            {t("interviews.admin.slots.windowLabel")}
          </Text>
          <SegmentedControl
            aria-labelledby={windowLabelId}
            value={slotWindow}
            onChange={(value) => setWindow(value as SlotWindow)}
            data={WINDOWS.map((w) => ({ value: w, label: t(`interviews.admin.slots.window.${w}`) }))}
          />
        </Stack>
        <Button
          onClick={() => {
            setDone(null);
            setPublishing(true);
          }}
        >
          {t("interviews.admin.publish.open")}
        </Button>
      </Group>
      <ActionFeedback done={done} error={null} />
      <PagedListBody
        messages={`interviews.admin.slots.${slotWindow}`}
        result={(query.data ?? query.previousData)?.hostedInterviewSlots}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => {}}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("interviews.admin.slots.listLabel")}>
            {items.map((slot) => (
              <SlotCard
                key={slot.id}
                slot={slot}
                showHost={showHost}
                now={now}
                onCancel={open(setCancelling)}
                onFeedback={open(setReviewing)}
              />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <Modal
        opened={publishing}
        onClose={() => setPublishing(false)}
        title={t("interviews.admin.publish.title")}
        size="lg"
        centered
        closeButtonProps={{ "aria-label": t("interviews.admin.close") }}
      >
        {publishing && (
          <PublishSlotForm
            onPublished={(slot) => setDone(t("interviews.admin.slots.published", { when: when(slot), topic: slot.topic }))}
            onClose={() => setPublishing(false)}
          />
        )}
      </Modal>
      <EditModal
        item={cancelling}
        title={() => t("interviews.admin.cancel.title")}
        closeLabel={t("interviews.admin.close")}
        onClose={() => setCancelling(null)}
      >
        {(slot) => (
          <CancelSlotForm
            slot={slot}
            when={when(slot)}
            onCancelled={() => setDone(t("interviews.admin.slots.cancelled", { when: when(slot) }))}
            onClose={() => setCancelling(null)}
          />
        )}
      </EditModal>
      <EditModal
        item={reviewing}
        title={(slot) => t("interviews.admin.feedback.title", { name: slot.booking?.learner.displayName ?? "", when: when(slot) })}
        closeLabel={t("interviews.admin.close")}
        onClose={() => setReviewing(null)}
      >
        {(slot) =>
          slot.booking && (
            <FeedbackForm
              booking={slot.booking}
              onSaved={(name) => setDone(t("interviews.admin.slots.feedbackSaved", { name }))}
              onClose={() => setReviewing(null)}
            />
          )
        }
      </EditModal>
    </Stack>
  );
}
