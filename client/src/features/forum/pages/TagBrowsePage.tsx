/**
 * /forum/tag/browse: every category (GENERAL, SKILL, CAREER) with its description, tag count and up to 4 of its tags
 * (SPEC §9 "up to 4 in browse"; followed first, then the most followed), and on demand its full tag list by name,
 * 8 a page, each tag with description, followers count and follow toggle. Each category pages on its own (local
 * state: three lists share one URL).
 *
 * Forum admins (forumViewerIsAdmin) also manage the tags here: "New tag" in each category, Edit and Delete on each
 * tag (components/ForumTagAdmin); other people see none of it.
 */
import { useId, useState } from "react";
import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  ForumTagBrowseDocument,
  ForumTagListDocument,
  type ForumTagBrowseQuery,
  type ForumTagItem_TagFragment,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { DeleteTagDialog, TagAdminActions, TagFormModal, type ManagedTag, type TagFormTarget } from "../components/ForumTagAdmin";
import { ForumTagItem } from "../components/ForumTagItem";
import { QueryListBody } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { FORUM_TAG_PAGE_SIZE } from "@server/forum/modules/tags/rules/tags";

type Category = ForumTagBrowseQuery["forumCategories"][number];

/** What an admin can do from the lists (null for everyone else: no controls). */
interface TagAdmin {
  edit: (target: TagFormTarget) => void;
  remove: (tag: ManagedTag) => void;
}

/** A tag of `category` as listed, with the admin's actions on it. */
function TagCard({ tag, category, admin }: { tag: ForumTagItem_TagFragment; category: Category; admin: TagAdmin | null }) {
  const actions = admin && (
    <TagAdminActions tag={tag} onEdit={() => admin.edit({ category: category.name, tag })} onDelete={() => admin.remove(tag)} />
  );
  return <ForumTagItem tag={tag} actions={actions} />;
}

function CategoryTagList({ category, id, admin }: { category: Category; id: string; admin: TagAdmin | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ForumTagListDocument, {
    variables: { category: category.name, page, pageSize: FORUM_TAG_PAGE_SIZE },
  });
  const label = t("forum.browse.allTagsOf", { category: t(`forum.category.${category.name}`) });
  return (
    <Stack gap="sm" id={id}>
      <PagedListBody
        messages="forum.browse.list"
        result={data?.forumTags}
        search=""
        setSearch={() => undefined}
        {...{ loading, error, refetch, page, setPage }}
      >
        {(items) => (
          <Stack component="ul" gap="xs" className="plain-list" aria-label={label}>
            {items.map((tag) => (
              <li key={tag.id}>
                <TagCard tag={tag} category={category} admin={admin} />
              </li>
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );
}

function CategorySection({ category, admin }: { category: Category; admin: TagAdmin | null }) {
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
        {admin && (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t("forum.tagAdmin.newIn", { category: name })}
            onClick={() => admin.edit({ category: category.name })}
          >
            {t("forum.tagAdmin.new")}
          </Button>
        )}
      </Group>
      {category.description && <Text c="dimmed">{category.description}</Text>}
      {category.tags.length === 0 ? (
        <Text size="sm">{t("forum.browse.noTags")}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          className="plain-list"
          aria-label={t("forum.browse.topTagsOf", { category: name })}
        >
          {category.tags.map((tag) => (
            <li key={tag.id}>
              <TagCard tag={tag} category={category} admin={admin} />
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
          {showAll
            ? t("forum.browse.hideAll", { category: name })
            : t("forum.browse.showAll", { count: category.tagCount, category: name })}
        </Button>
      )}
      {showAll && <CategoryTagList category={category} id={`${id}-all`} admin={admin} />}
    </Stack>
  );
}

export default function TagBrowsePage() {
  const { t } = useTranslation();
  const query = useQuery(ForumTagBrowseDocument);
  const categories = query.data?.forumCategories ?? [];
  const [editing, setEditing] = useState<TagFormTarget | null>(null);
  const [deleting, setDeleting] = useState<ManagedTag | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setDone(null);
      set(v);
    };
  const admin: TagAdmin | null = query.data?.forumViewerIsAdmin ? { edit: open(setEditing), remove: open(setDeleting) } : null;
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
      <ActionFeedback done={done} error={null} />
      <QueryListBody
        query={query}
        isEmpty={categories.length === 0}
        messages={{ loading: t("forum.browse.loading"), error: t("forum.browse.error"), empty: t("forum.browse.empty") }}
      >
        <Stack gap="xl">
          {categories.map((c) => (
            <CategorySection key={c.id} category={c} admin={admin} />
          ))}
        </Stack>
      </QueryListBody>
      {admin && (
        <>
          <TagFormModal target={editing} onClose={() => setEditing(null)} onSaved={setDone} />
          <DeleteTagDialog tag={deleting} onClose={() => setDeleting(null)} onDeleted={setDone} />
        </>
      )}
    </Stack>
  );
}
