/** Saves an employer's profile. It answers with the employer (CompanyForm_employer), which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { UpdateEmployerDocument } from "../../../__generated__/graphql";

export function useUpdateEmployer() {
  return useMutation(UpdateEmployerDocument);
}
