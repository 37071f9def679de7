/**
 * SPEC §2 forum top links: Forum (/forum/feed), Browse tags (/forum/tag/browse), then a final item without a link
 * naming where the reader is (the SPEC's "untitled" last item: it has no route of its own; pages without a name for
 * it leave it empty). A trail in the WAI-ARIA breadcrumb pattern: a labelled nav around an ordered list, the last item
 * marked as the current page, the separators hidden from screen readers. A long last item (a post's title) moves to
 * its own line and ends in an ellipsis rather than widening a phone's page; its full text stays in the DOM for screen
 * readers and in the tooltip.
 */
import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

function Separator() {
  return (
    <Text span c="dimmed" aria-hidden="true" mx={6} lh={1}>
      /
    </Text>
  );
}

export function ForumBreadcrumbs({ current }: { current?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("forum.breadcrumbs")}>
      <Group component="ol" className="plain-list" gap={0} wrap="wrap" style={{ rowGap: 4 }}>
        <li style={{ display: "flex", alignItems: "center", whiteSpace: "nowrap" }}>
          <Anchor component={Link} to="/forum/feed">
            {t("forum.crumbForum")}
          </Anchor>
          <Separator />
        </li>
        <li style={{ display: "flex", alignItems: "center", whiteSpace: "nowrap" }}>
          <Anchor component={Link} to="/forum/tag/browse">
            {t("forum.crumbBrowseTags")}
          </Anchor>
          <Separator />
        </li>
        <li style={{ minWidth: 0, maxWidth: "100%" }}>
          <Text component="span" display="block" aria-current="page" truncate="end" maw="100%" title={current || undefined}>
            {current ?? ""}
          </Text>
        </li>
      </Group>
    </nav>
  );
}
