/**
 * /classroom/:slug/grading?status=&page= (the class's instructors and COURSE_ADMIN): work waiting for marking, oldest
 * first, 20 a page — learner, lesson, when it was handed in, the write-up and link — each with a mark form (mark out
 * of 100 and feedback). A saved mark takes it off the waiting list. A toggle shows the marked ones instead. The server
 * checks the mark and feedback; its per-field errors show next to the fields.
 */
import { useState } from "react";
import { Anchor, Badge, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CLASSROOM_TEXT_MAX } from "@server/courses/modules/classroom/rules/classroom";
import { ClassGradingQueueDocument, type ClassGradingQueueQuery } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ClassStaffFrame, type StaffClass } from "../components/staff/ClassStaffFrame";
import { formatDateTime } from "../components/staff/dates";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";
import { parsePage } from "../../../lib/pageParam";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { useMarkSubmission } from "../mutations/useMarkSubmission";

type Submission = NonNullable<ClassGradingQueueQuery["class"]>["gradingQueue"]["items"][number];

/** Only http(s) links are shown as links (the server checks too); anything else stays text. */
const isWebLink = (link: string) => /^https?:\/\//i.test(link);

function MarkForm({ submission, onMarked }: { submission: Submission; onMarked: (note: string) => void }) {
  const { t } = useTranslation();
  const [markSubmission, state] = useMarkSubmission();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ mark: number | string; feedback: string }>({
    initialValues: { mark: "", feedback: "" },
    validate: {
      mark: (v) => (v === "" || v == null ? t("validation.required") : null),
      feedback: (v) => (!v.trim() ? t("validation.required") : null),
    },
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const mark = Number(v.mark);
      await markSubmission({ variables: { id: submission.id, mark, feedback: v.feedback.trim() } });
      onMarked(t("classroomStaff.grading.marked", { name: personName(submission.learner, t), lesson: submission.lesson.title, mark }));
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(code === "BAD_USER_INPUT" ? t("classroomStaff.grading.badInput") : message || t("classroomStaff.grading.markError"));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("classroomStaff.grading.formLabel", { name: personName(submission.learner, t), lesson: submission.lesson.title })}
    >
      <Stack gap="xs">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <NumberInput
          label={t("classroomStaff.grading.mark")}
          description={t("classroomStaff.grading.passMark", { mark: submission.lesson.passMark })}
          required
          allowDecimal={false}
          clampBehavior="none"
          w={220}
          {...form.getInputProps("mark")}
        />
        <Textarea
          label={t("classroomStaff.grading.feedback")}
          required
          autosize
          minRows={3}
          maxLength={CLASSROOM_TEXT_MAX.feedback}
          {...form.getInputProps("feedback")}
        />
        <Group>
          <Button type="submit" loading={state.loading}>
            {t("classroomStaff.grading.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SubmissionCard({ submission, onMarked }: { submission: Submission; onMarked: (note: string) => void }) {
  const { t, i18n } = useTranslation();
  const s = submission;
  const headingId = `submission-${s.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {s.lesson.title}
            </Title>
            <Text size="sm">
              <LearnerName user={s.learner} /> ·{" "}
              {t("classroomStaff.grading.handedIn", { date: formatDateTime(s.submittedAt, i18n.language) })}
            </Text>
          </Stack>
          {s.status === "MARKED" && s.mark != null && (
            <Badge color={s.passed ? "green" : "red"} variant="light" c="var(--tf-text-strong)">
              {t("classroomStaff.grading.markBadge", { mark: s.mark })}
            </Badge>
          )}
        </Group>
        {s.text && (
          <Paper bg="var(--tf-surface-muted)" p="sm" radius="sm">
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {s.text}
            </Text>
          </Paper>
        )}
        {s.link && (
          <Text size="sm">
            {t("classroomStaff.grading.link")}{" "}
            {isWebLink(s.link) ? (
              <Anchor href={s.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: "anywhere" }}>
                {s.link}
              </Anchor>
            ) : (
              <span style={{ overflowWrap: "anywhere" }}>{s.link}</span>
            )}
          </Text>
        )}
        {s.status === "SUBMITTED" ? (
          <MarkForm submission={s} onMarked={onMarked} />
        ) : (
          <Stack gap={4}>
            {s.feedback && (
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                <Text span fw={600} size="sm">
                  {t("classroomStaff.grading.feedback")}:
                </Text>{" "}
                {s.feedback}
              </Text>
            )}
            {s.markedAt && (
              <Text size="sm" c="dimmed">
                {s.markedBy
                  ? t("classroomStaff.grading.markedBy", { name: s.markedBy.displayName, date: formatDateTime(s.markedAt, i18n.language) })
                  : t("classroomStaff.grading.markedAt", { date: formatDateTime(s.markedAt, i18n.language) })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function GradingQueue({ cls }: { cls: StaffClass }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = params.get("status") === "marked" ? "MARKED" : "SUBMITTED";
  const page = parsePage(params.get("page"));
  const query = useQuery(ClassGradingQueueDocument, {
    ...PARTIAL_DATA,
    variables: { slug: cls.slug, status, page },
    fetchPolicy: "cache-and-network",
  });
  const [done, setDone] = useState<string | null>(null);
  const queue = query.data?.class?.gradingQueue;
  const items = queue?.items ?? [];
  const update = (next: { status?: string; page?: number }) => {
    const p: Record<string, string> = {};
    const s = next.status ?? (status === "MARKED" ? "marked" : "waiting");
    if (s === "marked") p.status = "marked";
    p.page = String(next.page ?? 1);
    setParams(p);
  };
  const onMarked = (note: string) => {
    setDone(note);
    void query.refetch();
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("classroomStaff.grading.show")}
        w="fit-content"
        value={status === "MARKED" ? "marked" : "waiting"}
        onChange={(v) => {
          setDone(null);
          update({ status: v, page: 1 });
        }}
        data={[
          { value: "waiting", label: t("classroomStaff.grading.waiting") },
          { value: "marked", label: t("classroomStaff.grading.markedTab") },
        ]}
      />
      <ActionFeedback done={done} error={null} />
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{
          loading: t("classroomStaff.grading.loading"),
          error: t("classroomStaff.grading.error"),
          empty: status === "MARKED" ? t("classroomStaff.grading.emptyMarked") : t("classroomStaff.grading.empty"),
        }}
      >
        <Text size="sm" c="dimmed">
          {queue && !queue.pageInfo.countIsExact
            ? t("classroomStaff.grading.countMore", { total: queue.pageInfo.knownCount })
            : t("classroomStaff.grading.count", { count: queue?.pageInfo.knownCount ?? items.length })}
        </Text>
        <Stack gap="md">
          {items.map((s) => (
            <SubmissionCard key={s.id} submission={s} onMarked={onMarked} />
          ))}
        </Stack>
        <ListPagination page={page} pageInfo={queue?.pageInfo} onChange={(p) => update({ page: p })} />
      </QueryListBody>
    </Stack>
  );
}

export default function GradingPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <ClassStaffFrame slug={slug} title={t("classroomStaff.grading.title")}>
      {(cls) => <GradingQueue cls={cls} />}
    </ClassStaffFrame>
  );
}
