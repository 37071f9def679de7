/**
 * DismissForumReport: the answer shows the content again (isUnderReview false); the moderators' counts change
 * (lib/forumCache afterReportReviewed).
 */
import { useMutation } from "@apollo/client/react";
import { DismissForumReportDocument } from "../../../__generated__/graphql";
import { afterReportReviewed } from "../lib/forumCache";

export function useDismissForumReport() {
  return useMutation(DismissForumReportDocument, { update: (cache) => afterReportReviewed(cache, null) });
}
