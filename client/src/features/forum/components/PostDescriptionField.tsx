/**
 * A post's description as people write it (the general post form and the class post form): Markdown, with Write and
 * Preview tabs (MarkdownEditor); the form sends the Markdown, which the server renders and sanitizes. Takes the
 * form's input props (value, onChange, error…).
 */
import { useTranslation } from "react-i18next";
import { MarkdownEditor, type MarkdownEditorProps } from "./MarkdownEditor";

export function PostDescriptionField(props: Omit<MarkdownEditorProps, "label">) {
  const { t } = useTranslation();
  return <MarkdownEditor label={t("forumPostForm.description")} withAsterisk {...props} />;
}
