/**
 * The learner's resume and portfolio reviews on /careers, newest first: what was asked and when, and the feedback
 * once given (or that it is waiting). Ask for a review opens the form, unless one of each kind is waiting.
 */
import { useId, useState } from "react";
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CareerReviewCard_ReviewFragment } from "../../../__generated__/graphql";
import { CAREER_REVIEW_KINDS } from "@server/talent/modules/careers/rules/limits";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { formatDate } from "../../../lib/format";
import { LatestFeedback } from "./ProjectDetails";
import { ReviewRequestForm } from "./ReviewRequestForm";
import { useCareerWords } from "./labels";

type Review = CareerReviewCard_ReviewFragment;
const HEADING_ID = "career-reviews-heading";

/** What was asked for: the link and the learner's note (the body of a review card here and in the staff's queue). */
export function ReviewRequestDetails({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { reviewKindName } = useCareerWords();
  return (
    <Stack gap="xs">
      <Anchor
        href={review.link}
        target="_blank"
        rel="noreferrer"
        size="sm"
        style={{ overflowWrap: "anywhere" }}
        aria-label={t("careers.reviews.linkOf", { kind: reviewKindName(review.kind), link: review.link })}
      >
        {review.link}
      </Anchor>
      <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {review.note}
      </Text>
    </Stack>
  );
}

function CareerReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useTranslation();
  const { reviewKindName } = useCareerWords();
  const headingId = useId();
  const done = review.completedAt != null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {t("careers.reviews.cardTitle", { kind: reviewKindName(review.kind) })}
          </Title>
          <Badge color={done ? "teal" : "blue"} variant="light" c="var(--tf-text-strong)" tt="none">
            {t(done ? "careers.reviews.done" : "careers.reviews.waiting")}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t("careers.reviews.requested", { date: formatDate(review.requestedAt, i18n.language) })}
        </Text>
        <ReviewRequestDetails review={review} />
        <LatestFeedback feedback={review.feedback} reviewer={review.reviewer} at={review.completedAt} />
      </Stack>
    </Paper>
  );
}

export function CareerReviews({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation();
  const { reviewKindInline } = useCareerWords();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const waitingKinds = CAREER_REVIEW_KINDS.filter((k) => reviews.some((r) => r.kind === k && r.completedAt == null));
  const allWaiting = waitingKinds.length === CAREER_REVIEW_KINDS.length;
  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3" id={HEADING_ID}>
            {t("careers.reviews.title")}
          </Title>
          <Text size="sm">{t("careers.reviews.intro")}</Text>
        </Stack>
        <Button
          disabled={allWaiting}
          onClick={() => {
            setDone(null);
            setAsking(true);
          }}
        >
          {t("careers.reviews.ask")}
        </Button>
      </Group>
      {allWaiting && (
        <Text size="sm" c="dimmed">
          {t("careers.reviews.allWaiting")}
        </Text>
      )}
      <ActionFeedback done={done} error={null} />
      {reviews.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t("careers.reviews.empty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("careers.reviews.listLabel")}>
          {reviews.map((r) => (
            <CareerReviewCard key={r.id} review={r} />
          ))}
        </Stack>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("careers.reviews.form.title")}
        size="lg"
        centered
        closeButtonProps={{ "aria-label": t("careers.form.close") }}
      >
        {asking && (
          <ReviewRequestForm
            waitingKinds={waitingKinds}
            onSaved={(r) => setDone(t("careers.reviews.requestedNote", { kind: reviewKindInline(r.kind) }))}
            onClose={() => setAsking(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}
