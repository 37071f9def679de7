/** Uploads an employer's logo (base64). It answers with the employer's `logoUrl`, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UploadEmployerLogoDocument } from "../../../__generated__/graphql";

export function useUploadEmployerLogo() {
  return useMutation(UploadEmployerLogoDocument);
}
