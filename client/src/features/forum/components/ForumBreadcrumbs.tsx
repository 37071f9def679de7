/**
 * SPEC §2 forum top links: Forum (/forum/feed), Browse tags (/forum/tag/browse), then a final item without a link
 * naming where the reader is (the SPEC's "untitled" last item: it has no route of its own).
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
      <Text component="span" aria-current="page">
        {current ?? ""}
      </Text>
    </Breadcrumbs>
  );
}
