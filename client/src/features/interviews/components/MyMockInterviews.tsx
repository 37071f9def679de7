/**
 * "My mock interviews" on /interviews: the viewer's bookings ahead (soonest first) and past (latest first), each list
 * paged on its own, with cancelling behind a confirmation that says when it counts as late.
 */
import { useState } from "react";
import { Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { MyInterviewBookingsDocument, type BookingCard_BookingFragment, type InterviewSlotWindow } from "../../../__generated__/graphql";
import { isLateCancellation } from "@server/talent/modules/interviews/rules/booking";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { PagedListBody } from "../../../ui/PagedListBody";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { useCancelInterviewBooking } from "../mutations/useCancelInterviewBooking";
import { BookingCard } from "./BookingCard";

function BookingList({ window, onCancel }: { window: InterviewSlotWindow; onCancel: (booking: BookingCard_BookingFragment) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(MyInterviewBookingsDocument, { variables: { window, page }, fetchPolicy: "cache-and-network" });
  const key = window === "UPCOMING" ? "upcoming" : "past";
  const headingId = `interview-bookings-${key}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t(`interviews.learner.bookings.${key}.title`)}
      </Title>
      <PagedListBody
        messages={`interviews.learner.bookings.${key}`}
        result={query.data?.myInterviewBookings}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => setPage(1)}
      >
        {(items) => (
          <Stack component="ul" className="plain-list" gap="sm">
            {items.map((b) => (
              <BookingCard key={b.id} booking={b} onCancel={() => onCancel(b)} />
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );
}

export function MyMockInterviews() {
  const { t } = useTranslation();
  const [cancel, { loading }] = useCancelInterviewBooking();
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (booking: BookingCard_BookingFragment) => {
      const { data } = await cancel({ variables: { bookingId: booking.id } });
      const late = data?.cancelInterviewBooking.lateCancellation ?? false;
      return t(late ? "interviews.learner.bookings.cancelledLate" : "interviews.learner.bookings.cancelled", { topic: booking.slot.topic });
    },
    t("interviews.learner.bookings.cancelFailed"),
    async () => undefined,
  );
  const late = pending ? isLateCancellation(new Date(pending.slot.startsAt), new Date()) : false;

  return (
    <Stack gap="md" component="section" aria-labelledby="my-mock-interviews-heading">
      <Title order={2} size="h3" id="my-mock-interviews-heading">
        {t("interviews.learner.bookings.title")}
      </Title>
      <ActionFeedback done={done} error={error} />
      <BookingList window="UPCOMING" onCancel={setPending} />
      <BookingList window="PAST" onCancel={setPending} />
      <ConfirmDialog
        opened={pending != null}
        title={t("interviews.learner.bookings.confirmTitle")}
        body={
          pending
            ? t(late ? "interviews.learner.bookings.confirmLate" : "interviews.learner.bookings.confirmBody", { topic: pending.slot.topic })
            : ""
        }
        confirmLabel={t("interviews.learner.bookings.confirm")}
        cancelLabel={t("interviews.learner.bookings.keep")}
        loading={loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
