/**
 * Where people write a post's or comment's body: Markdown in a growing textarea (Write), and what it will look like
 * (Preview), rendered by the same pure module the server renders with (@server …/rules/markdown), loaded the first
 * time Preview opens so the form's own chunk stays small. The server's message for the field shows under the
 * textarea, and an error brings Write back.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Loader, Tabs, Text, Textarea, type TextareaProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ForumBody } from "./ForumBody";

type Render = (markdown: string) => string;
let loading: Promise<Render> | null = null;
/** The renderer, imported once (markdown-it and highlight.js: their own chunk). */
export function loadMarkdownRenderer(): Promise<Render> {
  loading ??= import("@server/forum/modules/posts/rules/markdown").then((m) => m.renderForumMarkdown);
  return loading;
}

function Preview({ markdown }: { markdown: string }) {
  const { t } = useTranslation();
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadMarkdownRenderer().then(
      (r) => live && setRender(() => r),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Text c="var(--tf-text-danger)">{t("forumPostForm.markdown.previewError")}</Text>;
  if (!render) return <Loader size="sm" aria-label={t("forumPostForm.markdown.previewLoading")} />;
  if (!markdown.trim()) return <Text c="dimmed">{t("forumPostForm.markdown.previewEmpty")}</Text>;
  return <ForumBody html={render(markdown)} />;
}

export interface MarkdownEditorProps extends Omit<TextareaProps, "value" | "onChange"> {
  value?: string;
  onChange: (value: string) => void;
  label: ReactNode;
}

export function MarkdownEditor({
  value = "",
  onChange,
  label,
  error,
  description,
  minRows = 8,
  maxRows = 24,
  ...rest
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>("write");
  useEffect(() => {
    if (error) setTab("write");
  }, [error]);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false} variant="outline">
      <Tabs.List>
        <Tabs.Tab value="write">{t("forumPostForm.markdown.write")}</Tabs.Tab>
        <Tabs.Tab value="preview">{t("forumPostForm.markdown.preview")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label={label}
          description={description ?? t("forumPostForm.descriptionHint")}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error}
          autosize
          minRows={minRows}
          maxRows={maxRows}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          {...rest}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs" aria-live="polite">
        <Text size="sm" fw={500} mb={4}>
          {label}
        </Text>
        <Preview markdown={value} />
      </Tabs.Panel>
    </Tabs>
  );
}
