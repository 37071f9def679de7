/** ReportForumComment: the reporter may not report it again and sees it as reported (lib/forumCache afterContentReported). */
import { useMutation } from "@apollo/client/react";
import { ReportForumCommentDocument } from "../../../__generated__/graphql";
import { afterContentReported } from "../lib/forumCache";

export function useReportForumComment() {
  return useMutation(ReportForumCommentDocument, {
    update: (cache, _result, { variables }) => afterContentReported(cache, { __typename: "ForumComment", id: String(variables!.id) }),
  });
}
