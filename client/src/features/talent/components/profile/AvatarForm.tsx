/** Avatar (`?form=avatar`): pick a PNG, JPEG or WebP of at most 2 MiB, preview it, upload it as base64; or remove it. */
import { Avatar } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRemoveAvatar } from "../../mutations/useRemoveAvatar";
import { useUploadAvatar } from "../../mutations/useUploadAvatar";
import { ImageUploadForm } from "../../../../ui/ImageUploadForm";
import type { ProfileUser } from "./types";

export function AvatarForm({ viewer }: { viewer: ProfileUser }) {
  const { t } = useTranslation();
  const [upload, uploadState] = useUploadAvatar();
  const [remove, removeState] = useRemoveAvatar();
  return (
    <ImageUploadForm
      messages="profile.avatar"
      labelledBy="profile-form-heading"
      current={
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
      }
      currentCaption={t("profile.avatar.current")}
      hasImage={!!viewer.avatarUrl}
      previewStyle={{ radius: "xl", fit: "cover" }}
      onUpload={(input) => upload({ variables: { input } })}
      uploading={uploadState.loading}
      onRemove={() => remove()}
      removing={removeState.loading}
    />
  );
}
