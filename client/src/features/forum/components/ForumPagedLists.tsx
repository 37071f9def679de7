/**
 * The frame and lists shared by the forum's list pages (History and Bookmarks with their tabs; the feed's list):
 * breadcrumbs, one h1, the tabs as links, and server-paged lists of post cards or comment cards, 6 a page (SPEC §9)
 * with ?page=. Lists that query themselves re-read on every visit (cache-and-network): posts, comments and bookmarks
 * change on other pages.
 */
import type { ReactNode } from "react";
import { Stack, Title } from "@mantine/core";
import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type forumWords from "../i18n/en.json";
import type { CommentCard_CommentFragment, PagedList_PageInfoFragment, PostCard_PostFragment } from "../../../__generated__/graphql";
import { PagedListBody, type ListWords } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { CommentCard } from "./CommentCard";
import { ForumBreadcrumbs } from "./ForumBreadcrumbs";
import { LinkTabs, type LinkTab } from "./LinkTabs";
import { PostCard } from "./PostCard";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { FORUM_POST_PAGE_SIZE } from "@server/forum/modules/shared/rules/listing";

export function ForumTabbedPage({
  title,
  tabLabel,
  tabsLabel,
  tabs,
  children,
}: {
  title: string;
  tabLabel: string;
  tabsLabel: string;
  tabs: LinkTab[];
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageTitle title={`${title}: ${tabLabel}`} />
      <ForumBreadcrumbs current={title} />
      <Title order={1}>{title}</Title>
      <LinkTabs label={tabsLabel} tabs={tabs} />
      {children}
    </Stack>
  );
}

type Page<T> = { items: T[]; pageInfo: PagedList_PageInfoFragment };

interface ListProps<T> {
  /** i18n prefix with loading, error and empty texts. */
  messages: ListWords;
  /** The list's accessible name. */
  label: string;
  result: Page<T> | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => unknown;
  page: number;
  setPage: (page: number) => void;
}

/** A page of cards in a labelled list, with the loading, error and empty states and the pagination. */
function PagedCards<T extends { id: string }>({ label, render, ...props }: ListProps<T> & { render: (item: T) => ReactNode }) {
  return (
    <PagedListBody {...props} search="" setSearch={() => undefined}>
      {(items) => (
        <Stack component="ul" gap="sm" className="plain-list" aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </Stack>
      )}
    </PagedListBody>
  );
}

export const renderPost = (post: PostCard_PostFragment) => <PostCard post={post} />;
export const renderComment = (comment: CommentCard_CommentFragment) => <CommentCard comment={comment} />;

/** Post cards for a page the caller queried itself (the feed). */
export function PostPagedList(props: ListProps<PostCard_PostFragment & { id: string }>) {
  return <PagedCards {...props} render={renderPost} />;
}

/**
 * A server-paged forum list that queries itself: `document` is asked for ?page= (6 a page) plus `variables`, re-read
 * on every visit; `select` picks the page out of its answer.
 */
export function ForumQueryList<TData, TVariables extends { page: number; pageSize?: number | null }, T extends { id: string }>({
  document,
  variables,
  select,
  ...rest
}: {
  document: TypedDocumentNode<TData, TVariables>;
  variables?: Omit<TVariables, "page" | "pageSize">;
  select: (data: TData) => Page<T>;
  messages: ListWords;
  label: string;
  render: (item: T) => ReactNode;
}) {
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(document, {
    ...PARTIAL_DATA,
    variables: { ...variables, page, pageSize: FORUM_POST_PAGE_SIZE } as TVariables,
    fetchPolicy: "cache-and-network",
  } as useQuery.Options<TData, TVariables>);
  return <PagedCards result={data ? select(data as TData) : undefined} {...{ loading, error, refetch, page, setPage }} {...rest} />;
}

type ForumSection = typeof forumWords.forum;
/** The sets of tabs, each by the prefix of its words, with the tabs those words name. */
interface TabWords {
  "forum.bookmarks.tabs": keyof ForumSection["bookmarks"]["tabs"];
  "forum.history.tabs": keyof ForumSection["history"]["tabs"];
  "forum.classForum.tabs": keyof ForumSection["classForum"]["tabs"];
}
// One function per set, so each `{prefix}.{tab}` is checked to be a key.
const TAB_LABELS: { [P in keyof TabWords]: (t: TFunction, tab: TabWords[P]) => string } = {
  "forum.bookmarks.tabs": (t, tab) => t(`forum.bookmarks.tabs.${tab}`),
  "forum.history.tabs": (t, tab) => t(`forum.history.tabs.${tab}`),
  "forum.classForum.tabs": (t, tab) => t(`forum.classForum.tabs.${tab}`),
};

/** The tab links for a set of tabs: `paths` maps each to its route, labels come from `{prefix}.{tab}`. */
export function useTabLinks<P extends keyof TabWords, T extends TabWords[P]>(
  tabs: readonly T[],
  paths: Record<T, string>,
  prefix: P,
): LinkTab[] {
  const { t } = useTranslation();
  const label = TAB_LABELS[prefix];
  return tabs.map((tab) => ({ key: tab, to: paths[tab], label: label(t, tab) }));
}
