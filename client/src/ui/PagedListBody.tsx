/**
 * The body of a server-paged list page: loading, error with retry, empty (no items, no match, or a page past the
 * end), or the summary + items + pagination. `messages` is the i18n prefix of the list (`courses`, `jobs`, …).
 */
import type { ReactNode } from "react";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListError, ListLoading, type ListSkeletonVariant } from "./ListStates";
import { ListPagination } from "./ListPagination";
import { ListSummary } from "./ListSummary";
import type { PagedList_PageInfoFragment } from "../__generated__/graphql";

interface Props<T> {
  messages: string;
  result: { items: T[]; pageInfo: PagedList_PageInfoFragment } | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => unknown;
  page: number;
  search: string;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  /** The loading placeholders' shape (rows by default). */
  skeleton?: ListSkeletonVariant;
  children: (items: T[]) => ReactNode;
}

export function PagedListBody<T>({
  messages,
  result,
  loading,
  error,
  refetch,
  page,
  search,
  setPage,
  setSearch,
  skeleton,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  if (loading && !result) return <ListLoading label={t(`${messages}.loading`)} variant={skeleton} />;
  if (error && !result) return <ListError message={t(`${messages}.error`)} onRetry={() => void refetch()} />;
  if (!result) return null;
  if (result.items.length === 0) {
    const outOfRange = page > 1 && result.pageInfo.totalCount > 0;
    return (
      <ListEmpty
        message={outOfRange ? t("list.outOfRange", { page }) : search ? t(`${messages}.emptySearch`, { search }) : t(`${messages}.empty`)}
        action={
          outOfRange ? (
            <Anchor component="button" type="button" onClick={() => setPage(1)}>
              {t("list.backToFirst")}
            </Anchor>
          ) : search ? (
            <Anchor component="button" type="button" onClick={() => setSearch("")}>
              {t("list.clearSearch")}
            </Anchor>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <ListSummary pageInfo={result.pageInfo} shown={result.items.length} search={search} />
      {children(result.items)}
      <ListPagination page={result.pageInfo.page} totalPages={result.pageInfo.totalPages} onChange={setPage} />
    </>
  );
}
