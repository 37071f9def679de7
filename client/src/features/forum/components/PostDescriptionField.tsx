/**
 * A post's description as people write it (the general post form and the class post form): plain text in a growing
 * textarea, blank lines making paragraphs; the form sends it as simple HTML (lib/forumText textToHtml), which the
 * server sanitizes. Takes the form's input props (value, onChange, error…).
 */
import { Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function PostDescriptionField(props: TextareaProps) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t("forumPostForm.description")}
      description={t("forumPostForm.descriptionHint")}
      withAsterisk
      autosize
      minRows={8}
      maxRows={24}
      {...props}
    />
  );
}
