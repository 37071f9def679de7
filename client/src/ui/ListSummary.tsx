import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PagedList_PageInfoFragment } from "../__generated__/graphql";

/** "Showing 13–20 of 20" (or "of 1,000+" past what the server counts), announced politely when the page changes. */
export function ListSummary({ pageInfo, shown, search }: { pageInfo: PagedList_PageInfoFragment; shown: number; search: string }) {
  const { t } = useTranslation();
  if (shown === 0) return null;
  const from = (pageInfo.page - 1) * pageInfo.pageSize + 1;
  const values = { from, to: from + shown - 1, total: pageInfo.knownCount, search };
  const text = pageInfo.countIsExact
    ? search
      ? t("list.summarySearch", values)
      : t("list.summary", values)
    : search
      ? t("list.summarySearchMore", values)
      : t("list.summaryMore", values);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}
