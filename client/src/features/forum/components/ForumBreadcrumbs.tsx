/**
 * SPEC §2 forum top links: Forum (/forum/feed), Browse tags (/forum/tag/browse), then a final item without a link
 * naming where the reader is (the SPEC's "untitled" last item: it has no route of its own). A long last item (a post's
 * title) moves to its own line and ends in an ellipsis rather than widening a phone's page; its full text stays in the
 * DOM for screen readers and in the tooltip.
 */
import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function ForumBreadcrumbs({ current }: { current?: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs component="nav" aria-label={t("forum.breadcrumbs", "Breadcrumbs")}>
      <Anchor component={Link} to="/forum/feed">
        {t("forum.crumbForum", "Forum")}
      </Anchor>
      <Anchor component={Link} to="/forum/tag/browse">
        {t("forum.crumbBrowseTags", "Browse tags")}
      </Anchor>
      <Text component="span" aria-current="page" truncate="end" maw="100%" title={current || undefined}>
        {current ?? ""}
      </Text>
    </Breadcrumbs>
  );
}
