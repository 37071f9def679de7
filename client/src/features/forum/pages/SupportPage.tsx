/**
 * /forum/support (the forum admin menu's Support: forum admins and class instructors): the support questions of the
 * classes the viewer moderates (every class for forum admins), unresolved first and then newest, 6 a page with ?page=,
 * as post cards (Support and Resolved badges, votes, the moderators' menu). Re-read on every visit (students ask and
 * questions get resolved elsewhere). Anyone who moderates nothing gets the "for forum moderators" state.
 */
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ForumSupportPostsDocument } from "../../../__generated__/graphql";
import { ForumAdminPage, isForbidden } from "../components/ForumAdminPage";
import { PostPagedList } from "../components/ForumPagedLists";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { SUPPORT_PAGE_SIZE } from "@server/forum/modules/moderation/rules/moderation";

export default function SupportPage() {
  const { t } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(ForumSupportPostsDocument, {
    ...PARTIAL_DATA,
    variables: { page, pageSize: SUPPORT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  return (
    <ForumAdminPage title={t("forum.admin.support.title")} intro={t("forum.admin.support.intro")} forbidden={isForbidden(error)}>
      <PostPagedList
        messages="forum.admin.support"
        label={t("forum.admin.support.listLabel")}
        result={data?.forumSupportPosts}
        {...{ loading, error, refetch, page, setPage }}
      />
    </ForumAdminPage>
  );
}
