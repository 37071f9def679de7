/**
 * "Book a mock interview" on /interviews: for learners in career services, the open slots (paged, ?focus= and ?page=
 * in the address) with Book, which asks for the interview terms; for everyone else, why mock interviews are not theirs
 * to book (they come with a certified-associate course) and where to find one.
 */
import { useState } from "react";
import { Alert, Anchor, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { OpenInterviewSlotsDocument, type InterviewFocus, type OpenSlotCard_SlotFragment } from "../../../__generated__/graphql";
import { INTERVIEW_FOCUSES } from "@server/talent/modules/interviews/rules/limits";
import { PagedListBody } from "../../../ui/PagedListBody";
import { useFilterParam, usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { useInterviewWords } from "../lib/learner";
import { BookSlotDialog } from "./BookSlotDialog";
import { OpenSlotCard } from "./OpenSlotCard";

const HEADING_ID = "book-mock-interview-heading";

export function BookMockInterview({
  access,
  terms,
  onTermsChanged,
}: {
  access: boolean;
  terms: readonly { id: string; text: string }[];
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h3" id={HEADING_ID}>
        {t("interviews.learner.slots.title")}
      </Title>
      {access ? (
        <OpenSlots terms={terms} onTermsChanged={onTermsChanged} />
      ) : (
        <Alert color="blue" variant="light" title={t("interviews.learner.access.title")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("interviews.learner.access.body")}</Text>
            <Anchor component={Link} to="/courses" size="sm">
              {t("interviews.learner.access.courses")}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function OpenSlots({ terms, onTermsChanged }: { terms: readonly { id: string; text: string }[]; onTermsChanged: () => void }) {
  const { t } = useTranslation();
  const { focusName } = useInterviewWords();
  const { page, setPage } = usePagedSearchParams();
  const [focusParam, setFocus] = useFilterParam("focus");
  const focus = INTERVIEW_FOCUSES.find((f) => f === focusParam) ?? null;
  const query = useQuery(OpenInterviewSlotsDocument, { variables: { focus, page }, fetchPolicy: "cache-and-network" });
  const [booking, setBooking] = useState<OpenSlotCard_SlotFragment | null>(null);
  const [booked, setBooked] = useState<string | null>(null);

  return (
    <>
      <Text size="sm">{t("interviews.learner.slots.intro")}</Text>
      <NativeSelect
        label={t("interviews.learner.slots.focus")}
        value={focus ?? ""}
        onChange={(e) => setFocus(e.currentTarget.value)}
        data={[
          { value: "", label: t("interviews.learner.slots.anyFocus") },
          ...INTERVIEW_FOCUSES.map((f) => ({ value: f, label: focusName(f as InterviewFocus) })),
        ]}
        maw={320}
      />
      {booked && (
        <Alert color="green" variant="light" role="status">
          {booked}
        </Alert>
      )}
      <PagedListBody
        messages="interviews.learner.slots"
        result={query.data?.openInterviewSlots}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search={focus ? focusName(focus) : ""}
        setPage={setPage}
        setSearch={() => setFocus("")}
      >
        {(items) => (
          <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {items.map((slot) => (
              <OpenSlotCard
                key={slot.id}
                slot={slot}
                onBook={() => {
                  setBooked(null);
                  setBooking(slot);
                }}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedListBody>
      <BookSlotDialog
        slot={booking}
        terms={terms}
        onClose={() => setBooking(null)}
        onTermsChanged={onTermsChanged}
        onBooked={(slot) => {
          setBooking(null);
          setBooked(t("interviews.learner.slots.booked", { topic: slot.topic }));
        }}
      />
    </>
  );
}
