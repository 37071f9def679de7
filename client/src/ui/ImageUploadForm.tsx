/**
 * An image upload form (the profile photo, an employer's logo): the current image next to a preview of the new one,
 * pick a PNG, JPEG or WebP of at most 2 MiB (checked here before anything is sent), upload it as base64, or remove the
 * current image. `messages` is the i18n prefix of the form's words (`profile.avatar`, `employer.logo`: `label`, `hint`,
 * `placeholder`, `preview`, `previewAlt`, `upload`, `remove`, `uploaded`, `removed`, `badType`, `tooLarge`, `choose`);
 * the caller draws the current image and runs the mutations. A failure puts the server's field message on the file
 * input and says what went wrong above it (`errorMessage`, by default the server's message).
 */
import { useState, type ReactNode } from "react";
import { Alert, Button, FileInput, Group, Image, Stack, Text, type ImageProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { SavedNote } from "./SavedNote";
import { readServerError, type ServerError } from "../lib/graphqlErrors";

/** The prefixes P of which `P.{suffix}` is a translation key. */
type PrefixesOf<S extends string> = ParseKeys extends infer K ? (K extends `${infer P}.${S}` ? P : never) : never;
/** The i18n prefixes that have all the form's words. */
type ImageFormWords = PrefixesOf<"label"> &
  PrefixesOf<"hint"> &
  PrefixesOf<"placeholder"> &
  PrefixesOf<"choose"> &
  PrefixesOf<"badType"> &
  PrefixesOf<"tooLarge"> &
  PrefixesOf<"upload"> &
  PrefixesOf<"uploaded"> &
  PrefixesOf<"remove"> &
  PrefixesOf<"removed"> &
  PrefixesOf<"preview"> &
  PrefixesOf<"previewAlt">;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What an upload mutation takes (AvatarInput, EmployerLogoInput). */
export interface ImageUploadInput {
  contentType: string;
  dataBase64: string;
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

export function ImageUploadForm({
  messages,
  labelledBy,
  current,
  currentCaption,
  hasImage,
  previewStyle,
  onUpload,
  uploading,
  onRemove,
  removing,
  clearStatusOnRemove = false,
  errorMessage,
}: {
  messages: ImageFormWords;
  labelledBy: string;
  /** The current image (or what stands for it), 96 px. */
  current: ReactNode;
  currentCaption: string;
  /** Whether there is an image to remove. */
  hasImage: boolean;
  previewStyle: Pick<ImageProps, "radius" | "fit">;
  onUpload: (input: ImageUploadInput) => Promise<unknown>;
  uploading: boolean;
  onRemove: () => Promise<unknown>;
  removing: boolean;
  /** Whether the last "uploaded"/"removed" note goes away as soon as a removal starts. */
  clearStatusOnRemove?: boolean;
  errorMessage?: (e: ServerError) => string;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const failure = (err: unknown) => {
    const e = readServerError(err);
    return { e, message: errorMessage ? errorMessage(e) : e.message || t("errors.UNKNOWN") };
  };

  async function pick(next: File | null) {
    setStatus(null);
    setFormError(null);
    setFieldError(null);
    setFile(next);
    setPreview(null);
    if (!next) return;
    if (!IMAGE_TYPES.includes(next.type)) return setFieldError(t(`${messages}.badType`));
    if (next.size > IMAGE_MAX_BYTES) return setFieldError(t(`${messages}.tooLarge`));
    setPreview(await readAsDataUrl(next));
  }

  async function upload() {
    if (!file || !preview || fieldError) return setFieldError(fieldError ?? t(`${messages}.choose`));
    setFormError(null);
    try {
      await onUpload({ contentType: file.type, dataBase64: preview.slice(preview.indexOf(",") + 1) });
      setFile(null);
      setPreview(null);
      setStatus(t(`${messages}.uploaded`));
    } catch (err) {
      const { e, message } = failure(err);
      const msg = Object.values(e.fields)[0];
      if (msg) setFieldError(msg);
      setFormError(message);
    }
  }

  async function remove() {
    setFormError(null);
    if (clearStatusOnRemove) setStatus(null);
    try {
      await onRemove();
      setStatus(t(`${messages}.removed`));
    } catch (err) {
      setFormError(failure(err).message);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void upload();
      }}
      noValidate
      aria-labelledby={labelledBy}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <Group gap="lg" align="center">
          <Stack gap={4} align="center">
            {current}
            <Text size="xs">{currentCaption}</Text>
          </Stack>
          {preview && (
            <Stack gap={4} align="center">
              <Image src={preview} alt={t(`${messages}.previewAlt`)} w={96} h={96} {...previewStyle} />
              <Text size="xs">{t(`${messages}.preview`)}</Text>
            </Stack>
          )}
        </Group>
        <FileInput
          label={t(`${messages}.label`)}
          description={t(`${messages}.hint`)}
          placeholder={t(`${messages}.placeholder`)}
          // Mantine draws this placeholder as text (gray-5, 2:1 on white); the theme's dimmed grey keeps 4.5:1.
          styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
          accept={IMAGE_TYPES.join(",")}
          clearable
          value={file}
          onChange={(f) => void pick(f)}
          error={fieldError}
        />
        <Group justify="space-between">
          <SavedNote show={!!status} message={status ?? undefined} />
          <Group gap="xs">
            {hasImage && (
              <Button variant="outline" color="var(--tf-text-danger)" onClick={() => void remove()} loading={removing}>
                {t(`${messages}.remove`)}
              </Button>
            )}
            <Button type="submit" loading={uploading} disabled={!preview}>
              {t(`${messages}.upload`)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
