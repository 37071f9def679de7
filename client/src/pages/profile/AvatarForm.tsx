/** Avatar (`?form=avatar`): pick a PNG, JPEG or WebP of at most 2 MiB, preview it, upload it as base64; or remove it. */
import { useState } from "react";
import { Alert, Avatar, Button, FileInput, Group, Image, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { RemoveAvatarDocument, UploadAvatarDocument } from "../../__generated__/graphql";
import { SavedNote } from "../../components/SavedNote";
import { readServerError } from "../../lib/graphqlErrors";
import type { ProfileUser } from "./types";

export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

export function AvatarForm({ viewer }: { viewer: ProfileUser }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [upload, uploadState] = useMutation(UploadAvatarDocument);
  const [remove, removeState] = useMutation(RemoveAvatarDocument);

  async function pick(next: File | null) {
    setStatus(null);
    setFormError(null);
    setFieldError(null);
    setFile(next);
    setPreview(null);
    if (!next) return;
    if (!AVATAR_TYPES.includes(next.type)) return setFieldError(t("profile.avatar.badType"));
    if (next.size > AVATAR_MAX_BYTES) return setFieldError(t("profile.avatar.tooLarge"));
    setPreview(await readAsDataUrl(next));
  }

  async function onUpload() {
    if (!file || !preview || fieldError) return setFieldError(fieldError ?? t("profile.avatar.choose"));
    setFormError(null);
    try {
      await upload({ variables: { input: { contentType: file.type, dataBase64: preview.slice(preview.indexOf(",") + 1) } } });
      setFile(null);
      setPreview(null);
      setStatus(t("profile.avatar.uploaded"));
    } catch (err) {
      const e = readServerError(err);
      const msg = Object.values(e.fields)[0];
      if (msg) setFieldError(msg);
      setFormError(e.message || t("errors.UNKNOWN"));
    }
  }

  async function onRemove() {
    setFormError(null);
    try {
      await remove();
      setStatus(t("profile.avatar.removed"));
    } catch (err) {
      setFormError(readServerError(err).message || t("errors.UNKNOWN"));
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onUpload();
      }}
      noValidate
      aria-labelledby="profile-form-heading"
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <Group gap="lg" align="center">
          <Stack gap={4} align="center">
            <Avatar
              src={viewer.avatarUrl}
              alt={viewer.avatarUrl ? t("profile.avatarAlt", { name: viewer.displayName }) : undefined}
              size={96}
              radius="xl"
              color="indigo"
              variant="filled"
            >
              {`${viewer.firstName.charAt(0)}${viewer.lastName.charAt(0)}`}
            </Avatar>
            <Text size="xs">{t("profile.avatar.current")}</Text>
          </Stack>
          {preview && (
            <Stack gap={4} align="center">
              <Image src={preview} alt={t("profile.avatar.previewAlt")} w={96} h={96} radius="xl" fit="cover" />
              <Text size="xs">{t("profile.avatar.preview")}</Text>
            </Stack>
          )}
        </Group>
        <FileInput
          label={t("profile.avatar.label")}
          description={t("profile.avatar.hint")}
          placeholder={t("profile.avatar.placeholder")}
          // Mantine draws this placeholder as text (gray-5, 2:1 on white); the theme's dimmed grey keeps 4.5:1.
          styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
          accept={AVATAR_TYPES.join(",")}
          clearable
          value={file}
          onChange={(f) => void pick(f)}
          error={fieldError}
        />
        <Group justify="space-between">
          <SavedNote show={!!status} message={status ?? undefined} />
          <Group gap="xs">
            {viewer.avatarUrl && (
              <Button variant="outline" color="red.8" onClick={() => void onRemove()} loading={removeState.loading}>
                {t("profile.avatar.remove")}
              </Button>
            )}
            <Button type="submit" loading={uploadState.loading} disabled={!preview}>
              {t("profile.avatar.upload")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
