/** Removes an employer's logo. It answers with the employer's `logoUrl`, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { RemoveEmployerLogoDocument } from "../../../__generated__/graphql";

export function useRemoveEmployerLogo() {
  return useMutation(RemoveEmployerLogoDocument);
}
