/**
 * /skills/admin/assessments?flags=&test=&page= (TALENT_ADMIN): the assessments review queue — finished verify attempts
 * whose proctoring signals raised the chosen integrity flags (Review and Suspicious unless others are ticked), of every
 * test or one, newest first, the server's page size. Each row names the learner, the test, when it finished, the score
 * and whether it passed, the flag (coloured by severity) and a withdrawn result, and links to the attempt's review.
 * Filters and page live in the URL. Other people, and anyone the server answers FORBIDDEN, see the not-allowed state.
 */
import { Anchor, Badge, Checkbox, Group, NativeSelect, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminAssessmentTestsDocument,
  AdminAssessmentsPageDocument,
  ViewerDocument,
  type AdminAssessmentsPage_AttemptFragment,
  type IntegrityFlag,
} from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { SkillsAdminSubNav } from "../components/admin/SkillsAdminSubNav";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { PagedListBody } from "../../../ui/PagedListBody";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { formatDateTime } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { IntegrityFlagBadge } from "../components/IntegritySummary";
import { attemptFinishedAt, attemptReviewHref, FLAG_CHOICES, flagsParam, parseFlags } from "../lib/assessments";
import { topicTitle } from "../lib/skillTests";

type Attempt = AdminAssessmentsPage_AttemptFragment;

function useTestName() {
  const { t } = useTranslation();
  return (test: { topic: string; level: Attempt["test"]["level"] }) =>
    t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) });
}

/** The flags (at least one stays ticked) and the test, both kept in the URL; changing either goes back to page 1. */
function Filters({ flags, testId }: { flags: IntegrityFlag[]; testId: string }) {
  const { t } = useTranslation();
  const testName = useTestName();
  const [, setParams] = useSearchParams();
  const tests = useQuery(AdminAssessmentTestsDocument).data?.skillTests ?? [];
  const set = (name: string, value: string | null) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value) p.set(name, value);
      else p.delete(name);
      p.set("page", "1");
      return p;
    });
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Checkbox.Group
        label={t("adminAssessments.filters.flags")}
        value={flags}
        onChange={(next) => next.length > 0 && set("flags", flagsParam(next as IntegrityFlag[]))}
      >
        <Group gap="md" mt={6}>
          {FLAG_CHOICES.map((f) => (
            <Checkbox key={f} value={f} label={t(`adminAssessments.flag.${f}`)} disabled={flags.length === 1 && flags[0] === f} />
          ))}
        </Group>
      </Checkbox.Group>
      <NativeSelect
        label={t("adminAssessments.filters.test")}
        value={testId}
        onChange={(e) => set("test", e.currentTarget.value)}
        data={[
          { value: "", label: t("adminAssessments.filters.allTests") },
          ...tests.map((test) => ({ value: test.id, label: testName(test) })),
          // A test named in the URL stays shown while the list of tests loads.
          ...(testId && !tests.some((test) => test.id === testId) ? [{ value: testId, label: testId }] : []),
        ]}
        miw={220}
      />
    </Group>
  );
}

function AttemptRow({ attempt }: { attempt: Attempt }) {
  const { t, i18n } = useTranslation();
  const testName = useTestName();
  const finishedAt = attemptFinishedAt(attempt);
  const name = testName(attempt.test);
  return (
    <Table.Tr>
      <Table.Td>
        <LearnerName user={attempt.learner} />
      </Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{finishedAt ? formatDateTime(finishedAt, i18n.language) : "—"}</Table.Td>
      <Table.Td>
        {attempt.result ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {t("adminAssessments.score", { score: attempt.result.score, total: attempt.result.total })}
            </Text>
            <Badge color={attempt.result.passed ? "teal" : "red"} variant="light" c="var(--tf-text-strong)" tt="none">
              {t(attempt.result.passed ? "adminAssessments.passed" : "adminAssessments.notPassed")}
            </Badge>
            {attempt.withdrawnAt && (
              <Badge color="gray" variant="outline" c="var(--tf-text-strong)" tt="none">
                {t("adminAssessments.withdrawn")}
              </Badge>
            )}
          </Group>
        ) : (
          "—"
        )}
      </Table.Td>
      <Table.Td>{attempt.integrity ? <IntegrityFlagBadge flag={attempt.integrity.flag} /> : "—"}</Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={attemptReviewHref(attempt.id)}
          size="sm"
          aria-label={t("adminAssessments.reviewLabel", { name: attempt.learner.displayName, test: name })}
        >
          {t("adminAssessments.review")}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

export default function AdminAssessmentsPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const isTalentAdmin = viewer.data?.viewer?.roles.includes("TALENT_ADMIN") ?? false;
  const { page, setPage, params } = usePagedSearchParams();
  const flags = parseFlags(params.get("flags"));
  const testId = params.get("test")?.trim() ?? "";
  const { data, loading, error, refetch } = useQuery(AdminAssessmentsPageDocument, {
    variables: { flags, testId: testId || null, page },
    skip: !isTalentAdmin,
    fetchPolicy: "cache-and-network",
  });
  const forbidden = error != null && readServerError(error).code === "FORBIDDEN";
  return (
    <AdminPage
      allowed={viewer.loading && !viewer.data ? null : isTalentAdmin && !forbidden}
      subNav={<SkillsAdminSubNav />}
      title={t("adminAssessments.title")}
      notAllowedTitle={t("adminAssessments.notAllowedTitle")}
      notAllowedBody={t("adminAssessments.notAllowedBody")}
    >
      <Stack gap="md">
        <Text c="dimmed">{t("adminAssessments.intro")}</Text>
        <Filters flags={flags} testId={testId} />
        <PagedListBody
          messages="adminAssessments.list"
          result={data?.skillAttemptsForReview}
          search=""
          setSearch={() => {}}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => (
            <DataTable
              ariaLabel={t("adminAssessments.list.tableLabel")}
              columns={[
                t("adminAssessments.columns.learner"),
                t("adminAssessments.columns.test"),
                t("adminAssessments.columns.finished"),
                t("adminAssessments.columns.result"),
                t("adminAssessments.columns.flag"),
                t("adminAssessments.columns.review"),
              ]}
            >
              {items.map((a) => (
                <AttemptRow key={a.id} attempt={a} />
              ))}
            </DataTable>
          )}
        </PagedListBody>
      </Stack>
    </AdminPage>
  );
}
