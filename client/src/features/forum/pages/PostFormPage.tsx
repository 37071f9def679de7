/**
 * /forum/post/new and /forum/post/:idSlug/edit (logged in): the post form — title, description (Markdown, with a
 * Preview tab; the server renders and sanitizes it, and an edit starts from the stored source) and 1-5 tags picked from the
 * forum's tags grouped by category (classroom tags are not offered: class forums are posted to from the class). A new
 * post may carry an image, uploaded (uploadForumPostImage) right after the post is created; then the author lands on
 * the post. When editing, the form is prefilled and the image can be replaced or removed. The server is the reference
 * for every rule: its per-field messages land next to the fields. Only the author may edit (viewerMayEdit).
 */
import { useRef, useState } from "react";
import { Alert, Button, FileInput, Group, Image, MultiSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import {
  ForumPostFormDocument,
  ForumPostFormTagsDocument,
  type ForumPostFormQuery,
  type ForumPostInput,
} from "../../../__generated__/graphql";
import { DetailNotFound } from "../../../ui/DetailPageStates";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, ImageUploadForm, readAsDataUrl, type ImageUploadInput } from "../../../ui/ImageUploadForm";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { postPath } from "../components/PostCard";
import { PostDescriptionField } from "../components/PostDescriptionField";
import { readServerError } from "../../../lib/graphqlErrors";
import { useCreateForumPost } from "../mutations/useCreateForumPost";
import { useRemoveForumPostImage } from "../mutations/useRemoveForumPostImage";
import { useUpdateForumPost } from "../mutations/useUpdateForumPost";
import { useUploadForumPostImage } from "../mutations/useUploadForumPostImage";
import { POST_TAG_LIMITS, POST_TITLE_LIMITS } from "@server/forum/modules/posts/rules/posts";

/** The server's post rules: tags per post, and the title's length as an input bound (the server judges it without markup). */
const MAX_TAGS = POST_TAG_LIMITS.max;
const TITLE_MAX = POST_TITLE_LIMITS.max;

type EditedPost = NonNullable<ForumPostFormQuery["forumPost"]>;

interface PostValues {
  title: string;
  description: string;
  tagIds: string[];
}

/** The checks that need no server: something in every field, at most 5 tags. Keyed like ForumPostInput. */
function validatePost(v: PostValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = t("forumPostForm.required");
  if (!v.description.trim()) errors.description = t("forumPostForm.required");
  if (v.tagIds.length === 0) errors.tagIds = t("forumPostForm.required");
  else if (v.tagIds.length > MAX_TAGS) errors.tagIds = t("forumPostForm.tooManyTags");
  return errors;
}

/** The tags people may file a post under, grouped by category for the picker. */
function useTagOptions() {
  const { t } = useTranslation();
  const query = useQuery(ForumPostFormTagsDocument);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const tag of query.data?.forumTags.items ?? []) {
    if (tag.category.name === "CLASSROOM") continue;
    const group = t(`forum.category.${tag.category.name}`);
    groups.set(group, [...(groups.get(group) ?? []), { value: tag.id, label: tag.name }]);
  }
  return { query, data: [...groups].map(([group, items]) => ({ group, items })) };
}

/**
 * A picked image, checked here before anything is sent (the server checks again). Reading the file is asynchronous:
 * `input()` waits for the latest pick's read, so publishing straight after picking still sends the image.
 */
function useImagePick() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef<Promise<ImageUploadInput | null>>(Promise.resolve(null));
  const read = async (next: File | null): Promise<ImageUploadInput | null> => {
    setFile(next);
    setPreview(null);
    setError(null);
    if (!next) return null;
    if (!IMAGE_TYPES.includes(next.type)) return (setError(t("forumPostForm.image.badType")), null);
    if (next.size > IMAGE_MAX_BYTES) return (setError(t("forumPostForm.image.tooLarge")), null);
    const url = await readAsDataUrl(next);
    setPreview(url);
    return { contentType: next.type, dataBase64: url.slice(url.indexOf(",") + 1) };
  };
  const pick = (next: File | null) => (latest.current = read(next));
  const input = (): Promise<ImageUploadInput | null> => latest.current;
  return { file, preview, error, pick, input };
}

function PostForm({ post }: { post: EditedPost | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tags = useTagOptions();
  const image = useImagePick();
  const [create, createState] = useCreateForumPost();
  const [update, updateState] = useUpdateForumPost();
  const [upload, uploadState] = useUploadForumPostImage();
  const [removeImage, removeState] = useRemoveForumPostImage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PostValues>({
    initialValues: {
      title: post?.title ?? "",
      description: post?.markdown ?? "",
      tagIds: post?.tags.map((tag) => tag.id) ?? [],
    },
    validate: (v) => validatePost(v, t),
  });

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    const input: ForumPostInput = { title: v.title.trim(), description: v.description, tagIds: v.tagIds };
    let savedId: string;
    try {
      if (post) {
        const { data } = await update({ variables: { id: post.id, input } });
        savedId = data?.updateForumPost.id ?? post.id;
      } else {
        const { data } = await create({ variables: { input } });
        savedId = data!.createForumPost.id;
      }
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("forumPostForm.badInput")
          : code === "FORBIDDEN"
            ? t("forumPostForm.forbidden")
            : code === "NOT_FOUND"
              ? t("forumPostForm.notFound")
              : message || t("forumPostForm.error"),
      );
      return;
    }
    const picked = post ? null : await image.input();
    if (picked) {
      try {
        await upload({ variables: { id: savedId, input: picked } });
      } catch {
        // The post exists: open its edit page, where the image can be tried again.
        void navigate(`${postPath(savedId)}/edit`);
        return;
      }
    }
    void navigate(postPath(savedId));
  });

  const cancelTo = post ? postPath(post.id) : "/forum/feed?page=1";
  const busy = createState.loading || updateState.loading || uploadState.loading;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate aria-label={t(post ? "forumPostForm.editTitle" : "forumPostForm.newTitle")}>
          <Stack gap="md">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              label={t("forumPostForm.title")}
              description={t("forumPostForm.titleHint")}
              withAsterisk
              maxLength={TITLE_MAX}
              {...form.getInputProps("title")}
            />
            <PostDescriptionField {...form.getInputProps("description")} />
            {tags.query.error && !tags.query.data ? (
              <ListError message={t("forumPostForm.tagsError")} onRetry={() => void tags.query.refetch()} />
            ) : (
              <MultiSelect
                label={t("forumPostForm.tags")}
                description={t("forumPostForm.tagsHint")}
                placeholder={tags.query.loading ? t("forumPostForm.tagsLoading") : t("forumPostForm.tagsPlaceholder")}
                withAsterisk
                searchable
                hidePickedOptions
                maxValues={MAX_TAGS}
                data={tags.data}
                {...form.getInputProps("tagIds")}
              />
            )}
            {!post && (
              <Group align="flex-end" gap="md">
                <FileInput
                  label={t("forumPostForm.image.label")}
                  description={t("forumPostForm.image.hint")}
                  placeholder={t("forumPostForm.image.placeholder")}
                  styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
                  accept={IMAGE_TYPES.join(",")}
                  clearable
                  value={image.file}
                  onChange={(f) => void image.pick(f)}
                  error={image.error}
                  style={{ flex: 1, minWidth: 240 }}
                />
                {image.preview && (
                  <Image src={image.preview} alt={t("forumPostForm.image.previewAlt")} w={96} h={96} radius="sm" fit="cover" />
                )}
              </Group>
            )}
            <Group>
              <Button type="submit" loading={busy}>
                {post ? t("forumPostForm.save") : t("forumPostForm.create")}
              </Button>
              <Button component={Link} to={cancelTo} variant="default">
                {t("forumPostForm.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {post && (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4" id="forum-post-image">
              {t("forumPostForm.imageTitle")}
            </Title>
            <Text size="sm">{t("forumPostForm.imageIntro")}</Text>
            <ImageUploadForm
              messages="forumPostForm.image"
              labelledBy="forum-post-image"
              current={
                post.imageUrl ? (
                  <Image src={post.imageUrl} alt={t("forumPostForm.currentImage")} w={96} h={96} radius="sm" fit="cover" />
                ) : (
                  <Paper w={96} h={96} withBorder radius="sm" />
                )
              }
              currentCaption={post.imageUrl ? t("forumPostForm.currentImage") : t("forumPostForm.noImage")}
              hasImage={!!post.imageUrl}
              previewStyle={{ radius: "sm", fit: "cover" }}
              onUpload={(input) => upload({ variables: { id: post.id, input } })}
              uploading={uploadState.loading}
              onRemove={() => removeImage({ variables: { id: post.id } })}
              removing={removeState.loading}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function EditPost({ idSlug }: { idSlug: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(ForumPostFormDocument, { variables: { id: idSlug }, fetchPolicy: "network-only" });
  if (loading && !data) return <ListLoading label={t("forumPostForm.loading")} />;
  if (error && !data) return <ListError message={t("forumPost.page.error")} onRetry={() => void refetch()} />;
  const post = data?.forumPost;
  if (!post) {
    return (
      <DetailNotFound
        title={t("forumPost.page.notFoundTitle")}
        body={t("forumPost.page.notFoundBody")}
        backTo="/forum/feed?page=1"
        backLabel={t("forumPost.page.backToFeed")}
      />
    );
  }
  if (!post.viewerMayEdit) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t("forumPostForm.forbidden")}
      </Alert>
    );
  }
  return <PostForm key={post.id} post={post} />;
}

export default function PostFormPage() {
  const { t } = useTranslation();
  const { idSlug } = useParams();
  const title = idSlug ? t("forumPostForm.editTitle") : t("forumPostForm.newTitle");
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ForumBreadcrumbs current={title} />
      <Title order={1}>{title}</Title>
      {idSlug ? <EditPost idSlug={idSlug} /> : <PostForm post={null} />}
    </Stack>
  );
}
