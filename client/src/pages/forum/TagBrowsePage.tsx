/**
 * /forum/tag/browse: every category (GENERAL, SKILL, CAREER) with its description, tag count and up to 4 of its tags
 * (SPEC §9 "up to 4 in browse"; followed first, then the most followed), and on demand its full tag list by name,
 * 8 a page, each tag with description, followers count and follow toggle. Each category pages on its own (local
 * state: three lists share one URL).
 */
import { useId, useState } from "react";
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ForumTagBrowseDocument, ForumTagListDocument, type ForumTagBrowseQuery } from "../../__generated__/graphql";
import { ForumBreadcrumbs } from "../../components/forum/ForumBreadcrumbs";
import { ForumTagItem } from "../../components/forum/ForumTagItem";
import { QueryListBody } from "../../components/ListStates";
import { PagedListBody } from "../../components/PagedListBody";
import { PageTitle } from "../../components/PageTitle";

export const TAG_LIST_PAGE_SIZE = 8;

type Category = ForumTagBrowseQuery["forumCategories"][number];

function CategoryTagList({ category, id }: { category: Category; id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ForumTagListDocument, {
    variables: { category: category.name, page, pageSize: TAG_LIST_PAGE_SIZE },
  });
  const label = t("forum.browse.allTagsOf", { category: t(`forum.category.${category.name}`) });
  return (
    <Stack gap="sm" id={id}>
      <PagedListBody messages="forum.browse.list" result={data?.forumTags} search="" setSearch={() => undefined} {...{ loading, error, refetch, page, setPage }}>
        {(items) => (
          <Stack component="ul" gap="xs" className="plain-list" aria-label={label}>
            {items.map((tag) => (
              <li key={tag.id}>
                <ForumTagItem tag={tag} />
              </li>
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );
}

function CategorySection({ category }: { category: Category }) {
  const { t } = useTranslation();
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const name = t(`forum.category.${category.name}`);
  return (
    <Stack component="section" gap="sm" aria-labelledby={`${id}-title`}>
      <Group gap="sm" align="center">
        <Title order={2} size="h3" id={`${id}-title`}>
          {name}
        </Title>
        <Badge variant="light">{t("forum.browse.tagCount", { count: category.tagCount })}</Badge>
      </Group>
      {category.description && <Text c="dimmed">{category.description}</Text>}
      {category.tags.length === 0 ? (
        <Text size="sm">{t("forum.browse.noTags")}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" className="plain-list" aria-label={t("forum.browse.topTagsOf", { category: name })}>
          {category.tags.map((tag) => (
            <li key={tag.id}>
              <ForumTagItem tag={tag} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {category.tagCount > category.tags.length && (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={showAll}
          aria-controls={showAll ? `${id}-all` : undefined}
          onClick={() => setShowAll((v) => !v)}
          style={{ alignSelf: "flex-start" }}
        >
          {showAll ? t("forum.browse.hideAll", { category: name }) : t("forum.browse.showAll", { count: category.tagCount, category: name })}
        </Button>
      )}
      {showAll && <CategoryTagList category={category} id={`${id}-all`} />}
    </Stack>
  );
}

export default function TagBrowsePage() {
  const { t } = useTranslation();
  const query = useQuery(ForumTagBrowseDocument);
  const categories = query.data?.forumCategories ?? [];
  return (
    <Stack gap="lg">
      <PageTitle title={t("forum.browse.title")} />
      <ForumBreadcrumbs current={t("forum.browse.crumb")} />
      <div>
        <Title order={1}>{t("forum.browse.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("forum.browse.intro")}
        </Text>
      </div>
      <QueryListBody
        query={query}
        isEmpty={categories.length === 0}
        messages={{ loading: t("forum.browse.loading"), error: t("forum.browse.error"), empty: t("forum.browse.empty") }}
      >
        <Stack gap="xl">
          {categories.map((c) => (
            <CategorySection key={c.id} category={c} />
          ))}
        </Stack>
      </QueryListBody>
    </Stack>
  );
}
