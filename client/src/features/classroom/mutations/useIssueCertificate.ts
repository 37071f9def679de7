/** Issue a certificate. The certificates list is re-read so that the new one appears in it. */
import { useMutation } from "@apollo/client/react";
import { AdminCertificatesDocument, IssueCertificateDocument } from "../../../__generated__/graphql";

export function useIssueCertificate() {
  return useMutation(IssueCertificateDocument, { refetchQueries: [AdminCertificatesDocument] });
}
