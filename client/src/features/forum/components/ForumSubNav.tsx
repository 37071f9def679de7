/**
 * The forum's sections. Everyone: Feed, Browse tags, History, Bookmarks. People who moderate something
 * (`forumViewerIsModerator`: forum admins, and instructors of a class) get the forum admin menu instead, in the SPEC §6
 * order: Dashboard (/forum/admin/), Feed, Support (/forum/support), Reports (/forum/report/all), History, Bookmarks,
 * Tags (/forum/tag/browse). The server limits what each of them sees there (an instructor: their classes).
 * A section stays current on its sub-routes (/forum/history/comments is History; ?status= keeps Reports current).
 * Until the answer is in, the everyday sections show (the answer is cached for the session).
 */
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ForumViewerIsModeratorDocument } from "../../../__generated__/graphql";
import { LinkTabs } from "./LinkTabs";

export function ForumSubNav() {
  const { t } = useTranslation();
  const moderator = useQuery(ForumViewerIsModeratorDocument).data?.forumViewerIsModerator ?? false;
  const feed = { key: "feed", to: "/forum/feed", label: t("forum.nav.feed") };
  const history = { key: "history", to: "/forum/history", label: t("forum.nav.history") };
  const bookmarks = { key: "bookmarks", to: "/forum/bookmark", label: t("forum.nav.bookmarks") };
  const tabs = moderator
    ? [
        { key: "dashboard", to: "/forum/admin/", label: t("forum.admin.nav.dashboard") },
        feed,
        { key: "support", to: "/forum/support", label: t("forum.admin.nav.support") },
        { key: "reports", to: "/forum/report/all", label: t("forum.admin.nav.reports") },
        history,
        bookmarks,
        { key: "tags", to: "/forum/tag/browse", label: t("forum.admin.nav.tags") },
      ]
    : [feed, { key: "tags", to: "/forum/tag/browse", label: t("forum.nav.tags") }, history, bookmarks];
  return <LinkTabs label={t("forum.nav.label")} tabs={tabs} end={false} />;
}
