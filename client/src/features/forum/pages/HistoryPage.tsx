/**
 * /forum/history (Posts), /forum/history/comments (Comments) and /forum/history/announcements (Announcements): the
 * viewer's own posts, comments and announcements, 6 a page with ?page=. The Announcements tab is part of the "full
 * set" (lib/forumTabs: people who make announcements); for anyone else its route says so instead of listing.
 */
import { Alert, Anchor, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumHistoryCommentsDocument, ForumHistoryPostsDocument, ViewerDocument } from "../../../__generated__/graphql";
import { ForumQueryList, ForumTabbedPage, renderComment, renderPost, useTabLinks } from "../components/ForumPagedLists";
import { ListLoading } from "../../../ui/ListStates";
import { HISTORY_TAB_PATHS, historyTabsFor, type HistoryTab } from "../lib/forumTabs";

export default function HistoryPage({ tab }: { tab: HistoryTab }) {
  const { t } = useTranslation();
  const viewerQuery = useQuery(ViewerDocument);
  const roles = viewerQuery.data?.viewer?.roles ?? [];
  const allowed = historyTabsFor(roles);
  const tabs = useTabLinks(allowed, HISTORY_TAB_PATHS, "forum.history.tabs");

  let body;
  if (tab === "announcements" && !allowed.includes("announcements")) {
    body = viewerQuery.data ? (
      <Alert variant="light" color="blue" title={t("forum.history.announcementsOnlyTitle")}>
        <Text size="sm">{t("forum.history.announcementsOnly")}</Text>
        <Anchor component={Link} to={HISTORY_TAB_PATHS.posts} size="sm" underline="always">
          {t("forum.history.backToPosts")}
        </Anchor>
      </Alert>
    ) : (
      <ListLoading label={t("app.loading")} />
    );
  } else if (tab === "comments") {
    body = (
      <ForumQueryList
        document={ForumHistoryCommentsDocument}
        select={(d) => d.myForumComments}
        messages="forum.history.commentsList"
        label={t("forum.history.commentsLabel")}
        render={renderComment}
      />
    );
  } else {
    body = (
      <ForumQueryList
        key={tab}
        document={ForumHistoryPostsDocument}
        variables={{ announcements: tab === "announcements" }}
        select={(d) => d.myForumPosts}
        messages={`forum.history.${tab}List`}
        label={t(`forum.history.${tab}Label`)}
        render={renderPost}
      />
    );
  }

  return (
    <ForumTabbedPage
      title={t("forum.history.title")}
      tabLabel={t(`forum.history.tabs.${tab}`)}
      tabsLabel={t("forum.history.tabsLabel")}
      tabs={tabs}
    >
      {body}
    </ForumTabbedPage>
  );
}
