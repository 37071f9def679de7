/**
 * An employer's logo on its edit page: the current one (or its initial), pick a PNG, JPEG or WebP of at most 2 MiB
 * (checked here before anything is sent), preview it, upload it as base64 (like the avatar), or remove the logo.
 */
import { useTranslation } from "react-i18next";
import type { EmployerLogoForm_EmployerFragment } from "../../../__generated__/graphql";
import { ImageUploadForm } from "../../../ui/ImageUploadForm";
import { EmployerLogo } from "./EmployerSummaryCard";
import { companyErrorMessage } from "./CompanyForm";
import { useRemoveEmployerLogo } from "../mutations/useRemoveEmployerLogo";
import { useUploadEmployerLogo } from "../mutations/useUploadEmployerLogo";

export function EmployerLogoForm({ employer, labelledBy }: { employer: EmployerLogoForm_EmployerFragment; labelledBy: string }) {
  const { t } = useTranslation();
  const [upload, uploadState] = useUploadEmployerLogo();
  const [remove, removeState] = useRemoveEmployerLogo();
  return (
    <ImageUploadForm
      messages="employer.logo"
      labelledBy={labelledBy}
      current={<EmployerLogo title={employer.title} logoUrl={employer.logoUrl} size={96} />}
      currentCaption={employer.logoUrl ? t("employer.logo.current") : t("employer.logo.none")}
      hasImage={!!employer.logoUrl}
      previewStyle={{ fit: "contain", radius: "sm" }}
      onUpload={(input) => upload({ variables: { id: employer.id, input } })}
      uploading={uploadState.loading}
      onRemove={() => remove({ variables: { id: employer.id } })}
      removing={removeState.loading}
      clearStatusOnRemove
      errorMessage={(e) => companyErrorMessage(e.code, e.message, t)}
    />
  );
}
