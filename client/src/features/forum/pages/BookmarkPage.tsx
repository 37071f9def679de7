/**
 * /forum/bookmark (Posts) and /forum/bookmark/comments (Comments): what the viewer bookmarked, most recently
 * bookmarked first, 6 a page with ?page=. Removing a bookmark keeps the card on the page (its toggle unpressed, so it
 * can be bookmarked again); the list is re-read on the next visit.
 */
import { useTranslation } from "react-i18next";
import { ForumBookmarkedCommentsDocument, ForumBookmarkedPostsDocument } from "../../../__generated__/graphql";
import { ForumQueryList, ForumTabbedPage, renderComment, renderPost, useTabLinks } from "../components/ForumPagedLists";
import { BOOKMARK_TAB_PATHS, bookmarkTabs, type BookmarkTab } from "../lib/forumTabs";

export default function BookmarkPage({ tab }: { tab: BookmarkTab }) {
  const { t } = useTranslation();
  const tabs = useTabLinks(bookmarkTabs(), BOOKMARK_TAB_PATHS, "forum.bookmarks.tabs");
  return (
    <ForumTabbedPage
      title={t("forum.bookmarks.title")}
      tabLabel={t(`forum.bookmarks.tabs.${tab}`)}
      tabsLabel={t("forum.bookmarks.tabsLabel")}
      tabs={tabs}
    >
      {tab === "comments" ? (
        <ForumQueryList
          document={ForumBookmarkedCommentsDocument}
          select={(d) => d.forumBookmarkedComments}
          messages="forum.bookmarks.commentsList"
          label={t("forum.bookmarks.commentsLabel")}
          render={renderComment}
        />
      ) : (
        <ForumQueryList
          document={ForumBookmarkedPostsDocument}
          select={(d) => d.forumBookmarkedPosts}
          messages="forum.bookmarks.postsList"
          label={t("forum.bookmarks.postsLabel")}
          render={renderPost}
        />
      )}
    </ForumTabbedPage>
  );
}
