/**
 * The forum's sections: Feed, Browse tags, History, Bookmarks — the same for everyone today. The forum admin menu
 * (docs/roles.md: dashboard, support, reports for INSTRUCTOR) adds only pages that exist, and those admin pages come
 * with the moderation issue. A section stays current on its tab routes (/forum/history/comments is History).
 */
import { useTranslation } from "react-i18next";
import { LinkTabs } from "./LinkTabs";

export function ForumSubNav() {
  const { t } = useTranslation();
  const tabs = [
    { key: "feed", to: "/forum/feed", label: t("forum.nav.feed") },
    { key: "tags", to: "/forum/tag/browse", label: t("forum.nav.tags") },
    { key: "history", to: "/forum/history", label: t("forum.nav.history") },
    { key: "bookmarks", to: "/forum/bookmark", label: t("forum.nav.bookmarks") },
  ];
  return <LinkTabs label={t("forum.nav.label")} tabs={tabs} end={false} />;
}
