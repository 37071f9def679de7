/**
 * Revoke a certificate with a reason. The answer updates the certificate in the cache; the list re-reads its page
 * either way.
 */
import { useMutation } from "@apollo/client/react";
import { RevokeCertificateDocument } from "../../../__generated__/graphql";

export function useRevokeCertificate() {
  return useMutation(RevokeCertificateDocument);
}
