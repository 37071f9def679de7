/** ReportForumPost: the reporter may not report it again and sees it as reported (lib/forumCache afterContentReported). */
import { useMutation } from "@apollo/client/react";
import { ReportForumPostDocument } from "../../../__generated__/graphql";
import { afterContentReported } from "../lib/forumCache";

export function useReportForumPost() {
  return useMutation(ReportForumPostDocument, {
    update: (cache, _result, { variables }) => afterContentReported(cache, { __typename: "ForumPost", id: String(variables!.id) }),
  });
}
