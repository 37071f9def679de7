/** Work handed in for an assignment or project: the write-up ("Your work") and an optional link. */
import { useState } from "react";
import { Button, Stack, TextInput, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CLASSROOM_TEXT_MAX } from "@server/courses/modules/classroom/rules/classroom";

export function WorkForm({
  loading,
  fieldErrors,
  disabled,
  onSubmit,
}: {
  loading: boolean;
  fieldErrors: Record<string, string>;
  disabled?: boolean;
  onSubmit: (input: { text: string; link: string | null }) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [link, setLink] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit({ text, link: link.trim() || null }).then((ok) => {
          if (ok) {
            setText("");
            setLink("");
          }
        });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t("classroom.lesson.yourWork")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={fieldErrors.text}
          autosize
          minRows={4}
          maxLength={CLASSROOM_TEXT_MAX.work}
          required
          disabled={disabled}
        />
        <TextInput
          label={t("classroom.lesson.link")}
          inputMode="url"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={fieldErrors.link}
          placeholder="https://"
          disabled={disabled}
        />
        <div>
          <Button type="submit" loading={loading} disabled={disabled}>
            {t("classroom.lesson.handIn")}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
