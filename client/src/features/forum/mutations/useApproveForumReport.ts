/**
 * ApproveForumReport: the reported content is deleted, so the cache drops it (lib/forumCache afterReportReviewed). Its
 * answer does not say what that content was; the report as listed does, so the mutate function takes the report.
 */
import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { ApproveForumReportDocument } from "../../../__generated__/graphql";
import { afterReportReviewed } from "../lib/forumCache";

/** A report with the post and comment it is about (null once deleted). */
export interface ApprovedReport {
  id: string;
  post?: { id: string } | null;
  comment?: { id: string } | null;
}

export function useApproveForumReport() {
  const [mutate, result] = useMutation(ApproveForumReportDocument);
  const approve = useCallback(
    (report: ApprovedReport) => {
      const content = { postId: report.post?.id ?? null, commentId: report.comment?.id ?? null };
      return mutate({ variables: { id: report.id }, update: (cache) => afterReportReviewed(cache, content) });
    },
    [mutate],
  );
  return [approve, result] as const;
}
