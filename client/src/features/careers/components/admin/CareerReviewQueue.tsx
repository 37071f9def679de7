/**
 * The Reviews tab of /careers/admin?tab=reviews: portfolio projects waiting for review (approve, or request changes,
 * with feedback) and resume and portfolio reviews waiting for feedback, each oldest first, 20 a page (?projectsPage=
 * and ?reviewsPage=). Instructors see their own learners' work, talent admins everyone's.
 */
import { useId, useState } from "react";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  AdminPendingCareerReviewsDocument,
  AdminPendingPortfolioProjectsDocument,
  type PendingProjectCard_ProjectFragment,
  type PendingReviewCard_ReviewFragment,
} from "../../../../__generated__/graphql";
import { CAREER_PAGE_SIZE } from "@server/talent/modules/careers/rules/limits";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { EditModal } from "../../../../ui/EditModal";
import { PagedListBody } from "../../../../ui/PagedListBody";
import { formatDate } from "../../../../lib/format";
import { usePageParam } from "../../lib/usePageParam";
import { useReviewPortfolioProject } from "../../mutations/useReviewPortfolioProject";
import { useCompleteCareerReview } from "../../mutations/useCompleteCareerReview";
import { LatestFeedback, ProjectDetails } from "../ProjectDetails";
import { ReviewRequestDetails } from "../CareerReviews";
import { useCareerWords } from "../labels";
import { FeedbackForm } from "./FeedbackForm";

type Project = PendingProjectCard_ProjectFragment;
type Review = PendingReviewCard_ReviewFragment;
const listStyle = { listStyle: "none" } as const;

function PendingProjectCard({ project, onReview }: { project: Project; onReview: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
          {project.title}
        </Title>
        <Text size="sm">
          {t("careers.admin.reviews.byOn", { name: project.learner.displayName, date: formatDate(project.submittedAt, i18n.language) })}
        </Text>
        <ProjectDetails project={project} />
        <LatestFeedback feedback={project.feedback} reviewer={project.reviewer} at={project.reviewedAt} />
        <Button
          size="xs"
          variant="light"
          style={{ alignSelf: "flex-start" }}
          onClick={onReview}
          aria-label={t("careers.admin.reviews.reviewProjectOf", { title: project.title, name: project.learner.displayName })}
        >
          {t("careers.admin.reviews.reviewProject")}
        </Button>
      </Stack>
    </Paper>
  );
}

function PendingReviewCard({ review, onComplete }: { review: Review; onComplete: () => void }) {
  const { t, i18n } = useTranslation();
  const { reviewKindName, reviewKindInline } = useCareerWords();
  const headingId = useId();
  const kind = reviewKindName(review.kind);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {t("careers.admin.reviews.reviewTitle", { kind, name: review.learner.displayName })}
        </Title>
        <Text size="xs" c="dimmed">
          {t("careers.reviews.requested", { date: formatDate(review.requestedAt, i18n.language) })}
        </Text>
        <ReviewRequestDetails review={review} />
        <Button
          size="xs"
          variant="light"
          style={{ alignSelf: "flex-start" }}
          onClick={onComplete}
          aria-label={t("careers.admin.reviews.giveFeedbackOn", { kind: reviewKindInline(review.kind), name: review.learner.displayName })}
        >
          {t("careers.admin.reviews.giveFeedback")}
        </Button>
      </Stack>
    </Paper>
  );
}

function PendingProjects({ onDone }: { onDone: (note: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = usePageParam("projectsPage");
  const query = useQuery(AdminPendingPortfolioProjectsDocument, {
    variables: { page, pageSize: CAREER_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [reviewing, setReviewing] = useState<Project | null>(null);
  const [review] = useReviewPortfolioProject();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t("careers.admin.reviews.projectsTitle")}
      </Title>
      <PagedListBody
        messages="careers.admin.reviews.projects"
        result={(query.data ?? query.previousData)?.pendingPortfolioProjects}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => {}}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-label={t("careers.admin.reviews.projectsTitle")}>
            {items.map((p) => (
              <PendingProjectCard key={p.id} project={p} onReview={() => setReviewing(p)} />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <EditModal
        item={reviewing}
        title={(p) => t("careers.admin.reviews.reviewProjectOf", { title: p.title, name: p.learner.displayName })}
        closeLabel={t("careers.form.close")}
        onClose={() => setReviewing(null)}
      >
        {(p) => (
          <FeedbackForm
            label={t("careers.admin.reviews.feedback")}
            hint={t("careers.admin.reviews.projectFeedbackHint")}
            actions={[
              { key: "changes", label: t("careers.admin.reviews.requestChanges") },
              { key: "approve", label: t("careers.admin.reviews.approve") },
            ]}
            onSave={async (feedback, action) => {
              const approve = action === "approve";
              await review({ variables: { id: p.id, approve, feedback } });
              onDone(
                t(approve ? "careers.admin.reviews.approved" : "careers.admin.reviews.changesRequested", {
                  title: p.title,
                  name: p.learner.displayName,
                }),
              );
            }}
            onClose={() => setReviewing(null)}
          />
        )}
      </EditModal>
    </Stack>
  );
}

function PendingReviews({ onDone }: { onDone: (note: string) => void }) {
  const { t } = useTranslation();
  const { reviewKindName, reviewKindInline } = useCareerWords();
  const headingId = useId();
  const [page, setPage] = usePageParam("reviewsPage");
  const query = useQuery(AdminPendingCareerReviewsDocument, {
    variables: { page, pageSize: CAREER_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [completing, setCompleting] = useState<Review | null>(null);
  const [complete] = useCompleteCareerReview();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t("careers.admin.reviews.reviewsTitle")}
      </Title>
      <PagedListBody
        messages="careers.admin.reviews.reviews"
        result={(query.data ?? query.previousData)?.pendingCareerReviews}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => {}}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={listStyle} aria-label={t("careers.admin.reviews.reviewsTitle")}>
            {items.map((r) => (
              <PendingReviewCard key={r.id} review={r} onComplete={() => setCompleting(r)} />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <EditModal
        item={completing}
        title={(r) => t("careers.admin.reviews.reviewTitle", { kind: reviewKindName(r.kind), name: r.learner.displayName })}
        closeLabel={t("careers.form.close")}
        onClose={() => setCompleting(null)}
      >
        {(r) => (
          <FeedbackForm
            label={t("careers.admin.reviews.feedback")}
            hint={t("careers.admin.reviews.reviewFeedbackHint")}
            actions={[{ key: "send", label: t("careers.admin.reviews.sendFeedback") }]}
            onSave={async (feedback) => {
              await complete({ variables: { id: r.id, feedback } });
              onDone(t("careers.admin.reviews.feedbackSent", { kind: reviewKindInline(r.kind), name: r.learner.displayName }));
            }}
            onClose={() => setCompleting(null)}
          />
        )}
      </EditModal>
    </Stack>
  );
}

export function CareerReviewQueue() {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="xl">
      <ActionFeedback done={done} error={null} />
      <PendingProjects onDone={setDone} />
      <PendingReviews onDone={setDone} />
    </Stack>
  );
}
