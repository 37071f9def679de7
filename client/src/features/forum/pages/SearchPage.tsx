/**
 * /forum/search?q=&scope=: the forum search (SPEC §5) from the layout's search box. Blank text shows a hint and asks
 * nothing (the server would find nothing). Sections by scope: Tags (with follow toggles; classroom tags excluded by
 * the server), Classes (the viewer's classes → their class forum, /forum/class-forum/{slug}), Posts (post cards, at
 * most 5) and, for All, People (names only: the product has no public profile page to link to).
 */
import { useId, type ReactNode } from "react";
import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumSearchDocument, type ForumSearchScope } from "../../../__generated__/graphql";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { ForumTagItem } from "../components/ForumTagItem";
import { PostCard } from "../components/PostCard";
import { ListEmpty, QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { parseScope } from "../lib/forumSearchParams";
import { classForumPath } from "../lib/forumTabs";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { FORUM_SEARCH_LIMITS } from "@server/forum/modules/search/rules/search";

function ResultSection<T extends { id: string }>({
  title,
  items,
  empty,
  render,
}: {
  title: string;
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" className="plain-list" aria-labelledby={id}>
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const shows = (scope: ForumSearchScope, section: ForumSearchScope) => scope === "ALL" || scope === section;

export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const text = params.get("q")?.trim() ?? "";
  const scope = parseScope(params.get("scope"));
  const query = useQuery(ForumSearchDocument, { ...PARTIAL_DATA, variables: { text, scope }, skip: !text });
  const result = query.data?.forumSearch;
  const values = { text, scope: t(`forum.search.scopes.${scope}`) };

  return (
    <Stack gap="lg">
      <PageTitle title={text ? t("forum.searchPage.titleFor", { text }) : t("forum.searchPage.title")} />
      <ForumBreadcrumbs current={t("forum.searchPage.crumb")} />
      <div>
        <Title order={1}>{t("forum.searchPage.title")}</Title>
        {text && (
          <Text c="dimmed" mt={4} aria-live="polite">
            {t("forum.searchPage.summary", values)}
          </Text>
        )}
      </div>
      {!text ? (
        <ListEmpty message={t("forum.searchPage.hint")} />
      ) : (
        <QueryListBody
          query={{ data: result, loading: query.loading, error: query.error, refetch: query.refetch }}
          isEmpty={false}
          messages={{ loading: t("forum.searchPage.loading"), error: t("forum.searchPage.error"), empty: "" }}
        >
          {result && (
            <Stack gap="xl">
              {shows(scope, "TAG") && (
                <ResultSection
                  title={t("forum.searchPage.tags")}
                  items={result.tags}
                  empty={t("forum.searchPage.noTags", values)}
                  render={(tag) => <ForumTagItem tag={tag} />}
                />
              )}
              {shows(scope, "CLASS") && (
                <ResultSection
                  title={t("forum.searchPage.classes")}
                  items={result.classes}
                  empty={t("forum.searchPage.noClasses", values)}
                  render={(c) => (
                    <Paper withBorder radius="md" p="sm">
                      {/* A class, its class forum and its CLASSROOM tag share one slug. */}
                      <Anchor component={Link} to={classForumPath(c.id)} fw={600}>
                        {c.name}
                      </Anchor>
                      {c.description && (
                        <Text size="sm" c="dimmed">
                          {c.description}
                        </Text>
                      )}
                    </Paper>
                  )}
                />
              )}
              {shows(scope, "POST") && (
                <ResultSection
                  title={t("forum.searchPage.posts")}
                  items={result.posts.slice(0, FORUM_SEARCH_LIMITS.posts)}
                  empty={t("forum.searchPage.noPosts", values)}
                  render={(post) => <PostCard post={post} headingOrder={3} />}
                />
              )}
              {scope === "ALL" && (
                <ResultSection
                  title={t("forum.searchPage.people")}
                  items={result.people ?? []}
                  empty={result.people ? t("forum.searchPage.noPeople", values) : t("person.listUnavailable")}
                  render={(person) => <Text>{person.displayName}</Text>}
                />
              )}
            </Stack>
          )}
        </QueryListBody>
      )}
    </Stack>
  );
}
