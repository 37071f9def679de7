/**
 * Tag management by forum admins on the tag browser: Edit / Delete on each tag, a dialog to create or edit a
 * tag (name, description, category: no CLASSROOM, class tags come with their classes) and a confirm dialog to delete
 * one. The server is the judge: its per-field messages land next to the fields, a taken id (CONFLICT) and a refused
 * delete (a tag in use) are said in the dialog, which stays open so the admin can correct or keep the tag.
 *
 * After a change every mounted tag list (browser, full lists, sidebar) is read again, since the server orders and counts
 * the tags; a deleted tag is also evicted from the cache (ForumTag is normalized by id), so no other list shows it (the
 * mutation hooks: mutations/useCreateForumTag, useUpdateForumTag, useDeleteForumTag).
 */
import { useState } from "react";
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type forumWords from "../i18n/en.json";
import type { ForumCategoryName } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { InlineActionError } from "../../../ui/ActionFeedback";
import { useCreateForumTag } from "../mutations/useCreateForumTag";
import { useDeleteForumTag } from "../mutations/useDeleteForumTag";
import { useUpdateForumTag } from "../mutations/useUpdateForumTag";

/** ForumTagInput limits (schema/forum.graphql). */
const LIMITS = { name: 40, description: 300 } as const;
/** The categories a tag may be filed in (CLASSROOM tags belong to their classes). */
const TAG_CATEGORIES: ForumCategoryName[] = ["GENERAL", "SKILL", "CAREER"];

export interface ManagedTag {
  id: string;
  name: string;
  description: string;
}

/** What the tag dialog is open for: a new tag in a category, or a tag to edit (with the category it is listed in). */
export type TagFormTarget = { category: ForumCategoryName; tag?: ManagedTag };

/** Edit and Delete for one tag, named with the tag (a page lists many). */
export function TagAdminActions({ tag, onEdit, onDelete }: { tag: ManagedTag; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={4}>
      <Button size="compact-xs" variant="default" aria-label={t("forum.tagAdmin.editNamed", { name: tag.name })} onClick={onEdit}>
        {t("forum.tagAdmin.edit")}
      </Button>
      <Button size="compact-xs" variant="default" aria-label={t("forum.tagAdmin.deleteNamed", { name: tag.name })} onClick={onDelete}>
        {t("forum.tagAdmin.delete")}
      </Button>
    </Group>
  );
}

export function TagFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: TagFormTarget | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const title = !target
    ? ""
    : target.tag
      ? t("forum.tagAdmin.editTitle", { name: target.tag.name })
      : t("forum.tagAdmin.createTitle", { category: t(`forum.category.${target.category}`) });
  return (
    <Modal opened={target != null} onClose={onClose} title={title} centered closeButtonProps={{ "aria-label": t("forum.tagAdmin.cancel") }}>
      {target && <TagForm key={target.tag?.id ?? target.category} target={target} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function TagForm({ target, onClose, onSaved }: { target: TagFormTarget; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation();
  const [create, created] = useCreateForumTag();
  const [update, updated] = useUpdateForumTag();
  const [formError, setFormError] = useState<string | null>(null);
  // No length checks here: the server's per-field messages are the ones shown (the inputs cap what can be typed).
  const form = useForm({
    initialValues: { name: target.tag?.name ?? "", description: target.tag?.description ?? "", category: target.category },
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    const input = { name: v.name.trim(), description: v.description.trim(), category: v.category };
    try {
      if (target.tag) {
        const result = await update({ variables: { id: target.tag.id, input } });
        onSaved(t("forum.tagAdmin.saved", { name: result.data?.updateForumTag.name ?? input.name }));
      } else {
        const result = await create({ variables: { input } });
        onSaved(t("forum.tagAdmin.created", { name: result.data?.createForumTag.name ?? input.name }));
      }
      onClose();
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      if (code === "BAD_USER_INPUT") form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("forum.tagAdmin.badInput")
          : code === "CONFLICT"
            ? t("forum.tagAdmin.duplicate")
            : message || t("forum.tagAdmin.saveError"),
      );
    }
  });
  const f = (key: keyof typeof forumWords.forum.tagAdmin.fields) => t(`forum.tagAdmin.fields.${key}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <InlineActionError error={formError} />
        {target.tag && (
          <Text size="sm" c="dimmed">
            {t("forum.tagAdmin.idFixed", { id: target.tag.id })}
          </Text>
        )}
        <TextInput
          label={f("name")}
          description={f("nameHint")}
          required
          maxLength={LIMITS.name}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Textarea
          label={f("description")}
          description={f("descriptionHint")}
          autosize
          minRows={2}
          maxLength={LIMITS.description}
          {...form.getInputProps("description")}
        />
        <NativeSelect
          label={f("category")}
          data={TAG_CATEGORIES.map((c) => ({ value: c, label: t(`forum.category.${c}`) }))}
          {...form.getInputProps("category")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={created.loading || updated.loading}>
            {t("forum.tagAdmin.cancel")}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {target.tag ? t("forum.tagAdmin.save") : t("forum.tagAdmin.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DeleteTagDialog({
  tag,
  onClose,
  onDeleted,
}: {
  tag: ManagedTag | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [remove, { loading }] = useDeleteForumTag();
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!tag) return;
    setError(null);
    try {
      await remove({ variables: { id: tag.id } });
      onDeleted(t("forum.tagAdmin.deleted", { name: tag.name }));
      close();
    } catch (e) {
      const { code, message } = readServerError(e);
      setError(code === "CONFLICT" ? t("forum.tagAdmin.inUse", { name: tag.name }) : message || t("forum.tagAdmin.deleteError"));
    }
  };
  return (
    <ConfirmDialog
      opened={tag != null}
      title={tag ? t("forum.tagAdmin.deleteTitle", { name: tag.name }) : ""}
      body={t("forum.tagAdmin.deleteBody")}
      confirmLabel={t("forum.tagAdmin.delete")}
      cancelLabel={t("forum.tagAdmin.keep")}
      loading={loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
