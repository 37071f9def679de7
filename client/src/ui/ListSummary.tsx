import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PagedList_PageInfoFragment } from "../__generated__/graphql";

/** "Showing 13–20 of 20", announced politely when the page changes. */
export function ListSummary({ pageInfo, shown, search }: { pageInfo: PagedList_PageInfoFragment; shown: number; search: string }) {
  const { t } = useTranslation();
  if (shown === 0) return null;
  const from = (pageInfo.page - 1) * pageInfo.pageSize + 1;
  const values = { from, to: from + shown - 1, total: pageInfo.totalCount, search };
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {search ? t("list.summarySearch", values) : t("list.summary", values)}
    </Text>
  );
}
