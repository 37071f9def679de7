/**
 * /forum/report/all?status=PENDING|APPROVED|DISMISSED|all&page= (the forum admin menu's Reports: forum admins see
 * every report, a class's instructors their class's): reports pending first then newest, 5 a page (SPEC §9). No
 * `status` means PENDING (what waits for review; the dashboard's count leads here). Each report shows its status, the
 * post's title linking to the post (with `#comment` for a reported comment; plain and marked deleted once gone), the
 * content's excerpt (kept after deletion), the reason, who reported it and when, and who wrote the content; and, while
 * the viewer may review it, Approve and delete / Dismiss behind a confirm dialog. After a review the list is read
 * again and the cache drops what was deleted (lib/forumCache afterReportReviewed). Anyone who moderates nothing gets
 * the "for forum moderators" state.
 */
import { useId } from "react";
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumReportsDocument, type ForumReportStatus, type ReportCard_ReportFragment } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { commentPath } from "../components/CommentCard";
import { ForumAdminPage, isForbidden } from "../components/ForumAdminPage";
import { ForumAuthor } from "../components/ForumAuthor";
import { postPath } from "../components/PostCard";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { formatDate } from "../../../lib/format";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { useApproveForumReport } from "../mutations/useApproveForumReport";
import { useDismissForumReport } from "../mutations/useDismissForumReport";
import { REPORTS_PAGE_SIZE } from "@server/forum/modules/moderation/rules/moderation";

const STATUSES: ForumReportStatus[] = ["PENDING", "APPROVED", "DISMISSED"];
type Filter = ForumReportStatus | "all";
type Decision = "approve" | "dismiss";

const STATUS_COLOR: Record<ForumReportStatus, string> = { PENDING: "orange", APPROVED: "red", DISMISSED: "gray" };

export function parseReportFilter(value: string | null): Filter {
  if (value === "all") return "all";
  return STATUSES.includes(value as ForumReportStatus) ? (value as ForumReportStatus) : "PENDING";
}

function ReportCard({ report, onReview }: { report: ReportCard_ReportFragment; onReview: (decision: Decision) => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // A reported comment still there says so; otherwise the title is the post's (a deleted comment's report too).
  const isComment = report.comment != null;
  const to = report.post ? (report.comment ? commentPath(report.post.id, report.comment.id) : postPath(report.post.id)) : null;
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Title order={2} size="h4" id={headingId} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {isComment && (
              <Text span inherit c="dimmed" fw={500}>
                {t("forum.reports.page.kind.comment")}{" "}
              </Text>
            )}
            {to ? (
              <Anchor component={Link} to={to} inherit>
                {report.postTitle}
              </Anchor>
            ) : (
              <>
                {report.postTitle}{" "}
                <Text span inherit c="dimmed" fw={500}>
                  ({t("forum.reports.page.deleted")})
                </Text>
              </>
            )}
          </Title>
          <Badge variant="light" color={STATUS_COLOR[report.status]} c="var(--tf-text-strong)" radius="sm" style={{ flexShrink: 0 }}>
            {t(`forum.reports.status.${report.status}`)}
          </Badge>
        </Group>
        {report.excerpt && (
          <Text
            component="blockquote"
            size="sm"
            c="var(--tf-text-strong)"
            m={0}
            pl="sm"
            aria-label={t("forum.reports.page.reportedContent")}
            style={{ borderLeft: "3px solid var(--mantine-color-gray-4)", overflowWrap: "anywhere" }}
          >
            {report.excerpt}
          </Text>
        )}
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Text span fw={600} inherit>
            {t("forum.reports.page.reason")}:
          </Text>{" "}
          {report.reason}
        </Text>
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t("forum.reports.page.reporter")}
            </Text>
            <ForumAuthor author={report.reporter} date={report.createdDate} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t("forum.reports.page.author")}
            </Text>
            <Text size="sm" fw={600} c="var(--tf-text-strong)">
              {personName(report.author, t)}
            </Text>
          </Stack>
        </Group>
        {report.reviewedDate && (
          <Text size="sm" c="dimmed">
            {t("forum.reports.page.reviewed", { date: formatDate(report.reviewedDate, i18n.language) })}
          </Text>
        )}
        {report.viewerMayReview && (
          <Group gap="xs">
            <Button
              color="red.8"
              size="sm"
              aria-label={t("forum.reports.page.approveNamed", { title: report.postTitle })}
              onClick={() => onReview("approve")}
            >
              {t("forum.reports.page.approve")}
            </Button>
            <Button
              variant="default"
              size="sm"
              aria-label={t("forum.reports.page.dismissNamed", { title: report.postTitle })}
              onClick={() => onReview("dismiss")}
            >
              {t("forum.reports.page.dismiss")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default function ReportsPage() {
  const { t } = useTranslation();
  const filterLabelId = useId();
  const { page, setPage } = usePagedSearchParams();
  const [params, setParams] = useSearchParams();
  const filter = parseReportFilter(params.get("status"));
  const query = useQuery(ForumReportsDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: REPORTS_PAGE_SIZE, status: filter === "all" ? null : filter },
    fetchPolicy: "cache-and-network",
  });
  const [approve] = useApproveForumReport();
  const [dismiss] = useDismissForumReport();
  const review = useConfirmedAction(
    async ({ report, decision }: { report: ReportCard_ReportFragment; decision: Decision }) => {
      if (decision === "approve") {
        await approve(report);
        return t("forum.reports.page.approved");
      }
      await dismiss({ variables: { id: report.id } });
      return t("forum.reports.page.dismissed");
    },
    t("forum.reports.page.actionError"),
    query.refetch,
  );
  const setFilter = (value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set("status", value);
      p.set("page", "1");
      return p;
    });
  const result = query.data?.forumReports;
  const pending = review.pending;

  return (
    <ForumAdminPage title={t("forum.reports.page.title")} intro={t("forum.reports.page.intro")} forbidden={isForbidden(query.error)}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={filterLabelId}>
          {t("forum.reports.page.filter")}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={setFilter}
          data={[
            ...STATUSES.map((s) => ({ value: s, label: t(`forum.reports.status.${s}`) })),
            { value: "all", label: t("forum.reports.page.all") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      </Stack>
      <ActionFeedback done={review.done} error={review.error} />
      {result?.pageInfo.knownCount === 0 ? (
        <ListEmpty message={t(`forum.reports.page.empty.${filter}`)} />
      ) : (
        <PagedListBody
          messages="forum.reports.page"
          result={result}
          loading={query.loading}
          error={query.error}
          refetch={query.refetch}
          page={page}
          search=""
          setPage={setPage}
          setSearch={() => undefined}
        >
          {(items) => (
            <Stack component="ul" className="plain-list" gap="sm" aria-label={t("forum.reports.page.listLabel")}>
              {items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} onReview={(decision) => review.setPending({ report, decision })} />
                </li>
              ))}
            </Stack>
          )}
        </PagedListBody>
      )}
      <ConfirmDialog
        opened={pending != null}
        title={pending?.decision === "approve" ? t("forum.reports.page.confirmApproveTitle") : t("forum.reports.page.confirmDismissTitle")}
        body={pending?.decision === "approve" ? t("forum.reports.page.confirmApproveBody") : t("forum.reports.page.confirmDismissBody")}
        confirmLabel={pending?.decision === "approve" ? t("forum.reports.page.approve") : t("forum.reports.page.dismiss")}
        cancelLabel={t("forum.reports.page.keep")}
        color={pending?.decision === "approve" ? "red" : "indigo"}
        onConfirm={() => void review.run()}
        onClose={() => review.setPending(null)}
      />
    </ForumAdminPage>
  );
}
