/**
 * The body of a server-paged list page: loading, error with retry, empty (no items, no match, or a page past the
 * end), or the summary + items + pagination. `messages` is the i18n prefix of the list (`courses`, `jobs`, …).
 */
import type { ReactNode } from "react";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { ListEmpty, ListError, ListLoading, type ListSkeletonVariant } from "./ListStates";
import { ListPagination } from "./ListPagination";
import { ListSummary } from "./ListSummary";
import type { PagedList_PageInfoFragment } from "../__generated__/graphql";

/** The prefixes P of which `P.{suffix}` is a translation key. */
type PrefixesOf<S extends string> = ParseKeys extends infer K ? (K extends `${infer P}.${S}` ? P : never) : never;
/** A list's words: the prefix of its `loading` and `error` keys (and `empty`, `emptySearch` where it says them). */
export type ListWords = PrefixesOf<"loading"> & PrefixesOf<"error">;

interface Props<T> {
  messages: ListWords;
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
  const { t, i18n } = useTranslation();
  // Not every list words an empty search or has one empty message (some say their own): looked up before use, and
  // shown as the key when missing, as i18next does.
  const listWord = (key: string, options?: { search: string }) => (i18n.exists(key) ? t(key as ParseKeys, options) : key);
  if (loading && !result) return <ListLoading label={t(`${messages}.loading`)} variant={skeleton} />;
  if (error && !result) return <ListError message={t(`${messages}.error`)} onRetry={() => void refetch()} />;
  if (!result) return null;
  if (result.items.length === 0) {
    const outOfRange = page > 1 && result.pageInfo.knownCount > 0;
    return (
      <ListEmpty
        message={
          outOfRange
            ? t("list.outOfRange", { page })
            : search
              ? listWord(`${messages}.emptySearch`, { search })
              : listWord(`${messages}.empty`)
        }
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
      <ListPagination page={result.pageInfo.page} pageInfo={result.pageInfo} onChange={setPage} />
    </>
  );
}
