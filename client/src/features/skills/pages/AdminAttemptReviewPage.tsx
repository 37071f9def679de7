/**
 * /skills/admin/assessments/:id (TALENT_ADMIN): one skill-test attempt under review — the learner, the test, when it
 * started, its deadline and submission, the grade against the pass mark with each question right, wrong or
 * unanswered, and the integrity summary. A graded verify attempt whose result stands can be withdrawn: the dialog asks
 * for the reason the learner will read (the server's per-field message shows on the field); afterwards, and for an
 * attempt withdrawn before, the page says when and why. Other people, and anyone the server answers FORBIDDEN, see the
 * not-allowed state; an unknown attempt is not found.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminAttemptReviewPageDocument,
  ViewerDocument,
  type AdminAttemptReviewPage_AttemptFragment,
} from "../../../__generated__/graphql";
import { ActionFeedback, InlineActionError } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { SkillsAdminSubNav } from "../components/admin/SkillsAdminSubNav";
import { DataTable } from "../../../ui/DataTable";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { Fact } from "../../../ui/Fact";
import { ListLoading } from "../../../ui/ListStates";
import { formatDateTime } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { IntegritySummary } from "../components/IntegritySummary";
import { useWithdrawSkillAttemptResult } from "../mutations/useWithdrawSkillAttemptResult";
import { ASSESSMENTS_PATH } from "../lib/assessments";
import { topicTitle } from "../lib/skillTests";
import { passMarkPoints } from "@server/talent/modules/skills/rules/tests";

type Attempt = AdminAttemptReviewPage_AttemptFragment;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={ASSESSMENTS_PATH} size="sm">
      {`← ${t("adminAssessments.attempt.back")}`}
    </Anchor>
  );
}

function Facts({ attempt, testName }: { attempt: Attempt; testName: string }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
      <Fact
        label={t("adminAssessments.attempt.learner")}
        value={
          <>
            <span title={attempt.learner.id}>{attempt.learner.displayName}</span>
            {attempt.learner.email && (
              <Text span size="sm" c="dimmed" fw={400} display="block">
                {attempt.learner.email}
              </Text>
            )}
          </>
        }
      />
      <Fact label={t("adminAssessments.attempt.test")} value={`${testName} (${t(`skills.attempt.mode.${attempt.mode}`)})`} />
      <Fact label={t("adminAssessments.attempt.status")} value={t(`adminAssessments.attempt.statuses.${attempt.status}`)} />
      <Fact label={t("adminAssessments.attempt.started")} value={when(attempt.startedAt)} />
      <Fact
        label={t("adminAssessments.attempt.deadline")}
        value={attempt.deadline ? when(attempt.deadline) : t("adminAssessments.attempt.noDeadline")}
      />
      <Fact
        label={t("adminAssessments.attempt.submitted")}
        value={attempt.submittedAt ? when(attempt.submittedAt) : t("adminAssessments.attempt.notSubmitted")}
      />
    </SimpleGrid>
  );
}

function Result({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const result = attempt.result;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-result-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="review-result-heading">
          {t("adminAssessments.result.heading")}
        </Title>
        {!result ? (
          <Text size="sm">{t("adminAssessments.result.none")}</Text>
        ) : (
          <>
            <Group gap="sm" align="baseline">
              <Text fz={28} fw={800} lh={1}>
                {t("skills.result.score", { score: result.score, total: result.total })}
              </Text>
              <Badge size="lg" color={result.passed ? "teal" : "red"} variant="light" c="var(--tf-text-strong)" tt="none">
                {t(result.passed ? "adminAssessments.passed" : "adminAssessments.notPassed")}
              </Badge>
            </Group>
            <Text size="sm">
              {t("skills.result.correctCount", { correct: result.correctCount, count: result.breakdown.length })}{" "}
              {t("skills.result.passMark", {
                points: passMarkPoints({ total: result.total, passMarkPercent: result.passMarkPercent }),
                total: result.total,
                percent: result.passMarkPercent,
              })}
            </Text>
            <DataTable
              ariaLabel={t("adminAssessments.result.tableLabel")}
              minWidth={520}
              columns={[
                t("adminAssessments.result.question"),
                t("adminAssessments.result.prompt"),
                t("adminAssessments.result.outcome"),
                t("adminAssessments.result.points"),
              ]}
            >
              {result.breakdown.map((line, i) => {
                const [color, key] = !line.answered
                  ? (["gray", "unanswered"] as const)
                  : line.correct
                    ? (["teal", "correct"] as const)
                    : (["red", "incorrect"] as const);
                return (
                  <Table.Tr key={line.question.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{t("skills.result.questionNumber", { number: i + 1 })}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={line.question.prompt}>
                        {line.question.prompt}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={color} variant="light" c="var(--tf-text-strong)" tt="none">
                        {t(`skills.result.${key}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{line.points}</Table.Td>
                  </Table.Tr>
                );
              })}
            </DataTable>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The reason is the server's to judge (its limits live with its services): a refusal's per-field message shows on the
 * field, and nothing changes.
 */
function WithdrawDialog({
  attempt,
  opened,
  onClose,
  onWithdrawn,
  onConflict,
}: {
  attempt: Attempt;
  opened: boolean;
  onClose: () => void;
  onWithdrawn: () => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const [withdraw, { loading }] = useWithdrawSkillAttemptResult();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { reason: "" } });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await withdraw({ variables: { attemptId: attempt.id, reason } });
      form.reset();
      onWithdrawn();
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      if (code === "BAD_USER_INPUT") {
        form.setErrors(fields);
        if (!fields.reason) setFormError(message || t("adminAssessments.withdraw.error"));
      } else if (code === "CONFLICT") {
        // Someone withdrew it meanwhile (or it is not a graded verify attempt): show the attempt as it now is.
        setFormError(message);
        onConflict();
      } else {
        setFormError(t("adminAssessments.withdraw.error"));
      }
    }
  });
  const name = attempt.learner.displayName;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("adminAssessments.withdraw.title")}
      centered
      closeButtonProps={{ "aria-label": t("adminAssessments.withdraw.keep") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t("adminAssessments.withdraw.body", { name })}</Text>
          <Textarea
            label={t("adminAssessments.withdraw.reason")}
            description={t("adminAssessments.withdraw.reasonHint", { name })}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps("reason")}
          />
          <InlineActionError error={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={loading}>
              {t("adminAssessments.withdraw.keep")}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {t("adminAssessments.withdraw.confirm")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Withdrawal({ attempt, onConflict }: { attempt: Attempt; onConflict: () => void }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // The button that opened the dialog is gone once the result is withdrawn: the notice that replaces it takes the focus.
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  if (attempt.withdrawnAt) {
    return (
      <Stack gap="sm">
        {done && <ActionFeedback done={t("adminAssessments.withdraw.done")} error={null} />}
        <Alert ref={notice} tabIndex={-1} role="status" color="gray" variant="light" title={t("adminAssessments.withdraw.withdrawnTitle")}>
          {t("adminAssessments.withdraw.withdrawnOn", {
            date: formatDateTime(attempt.withdrawnAt, i18n.language),
            reason: attempt.withdrawalReason ?? "",
          })}
        </Alert>
      </Stack>
    );
  }
  // As the server allows: a graded verify attempt's result (passed or not).
  if (attempt.mode !== "VERIFY" || !attempt.result) return null;
  return (
    <>
      <Group>
        <Button color="red" variant="light" c="var(--tf-text-danger)" onClick={() => setOpened(true)}>
          {t("adminAssessments.withdraw.button")}
        </Button>
      </Group>
      <WithdrawDialog
        attempt={attempt}
        opened={opened}
        onClose={() => setOpened(false)}
        onWithdrawn={() => {
          setOpened(false);
          setDone(true);
        }}
        onConflict={onConflict}
      />
    </>
  );
}

export default function AdminAttemptReviewPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const viewer = useQuery(ViewerDocument);
  const isTalentAdmin = viewer.data?.viewer?.roles.includes("TALENT_ADMIN") ?? false;
  const query = useQuery(AdminAttemptReviewPageDocument, {
    variables: { id },
    skip: !isTalentAdmin,
    fetchPolicy: "cache-and-network",
  });
  const attempt = query.data?.skillAttempt;
  const forbidden = query.error != null && readServerError(query.error).code === "FORBIDDEN";
  const frame = {
    subNav: (
      <Stack gap="xs">
        <SkillsAdminSubNav />
        <BackLink />
      </Stack>
    ),
    notAllowedTitle: t("adminAssessments.notAllowedTitle"),
    notAllowedBody: t("adminAssessments.notAllowedBody"),
  };

  if (!isTalentAdmin || forbidden || (!query.data && query.loading)) {
    return (
      <AdminPage
        allowed={viewer.loading && !viewer.data ? null : isTalentAdmin && !forbidden}
        title={t("adminAssessments.attempt.reviewTitle")}
        {...frame}
      >
        <ListLoading label={t("adminAssessments.attempt.loading")} />
      </AdminPage>
    );
  }
  if (!query.data && query.error) {
    return (
      <DetailLoadError
        title={t("adminAssessments.attempt.reviewTitle")}
        message={t("adminAssessments.attempt.error")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!attempt) {
    return (
      <DetailNotFound
        title={t("adminAssessments.attempt.notFound")}
        body={t("adminAssessments.attempt.notFoundBody")}
        backTo={ASSESSMENTS_PATH}
        backLabel={t("adminAssessments.attempt.back")}
      />
    );
  }

  const testName = t("skills.testName", { topic: topicTitle(attempt.test.topic), level: t(`skills.level.${attempt.test.level}`) });
  const questionNumbers = new Map(attempt.result?.breakdown.map((line, i) => [line.question.id, i + 1]) ?? []);
  return (
    <AdminPage allowed title={t("adminAssessments.attempt.title", { test: testName, name: attempt.learner.displayName })} {...frame}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="review-attempt-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="review-attempt-heading">
              {t("adminAssessments.attempt.heading")}
            </Title>
            <Facts attempt={attempt} testName={testName} />
            <Withdrawal attempt={attempt} onConflict={() => void query.refetch()} />
          </Stack>
        </Paper>
        <IntegritySummary
          summary={attempt.integrity}
          questionLabel={(questionId) => {
            const number = questionNumbers.get(questionId);
            return number ? t("skills.result.questionNumber", { number }) : null;
          }}
        />
        <Result attempt={attempt} />
      </Stack>
    </AdminPage>
  );
}
