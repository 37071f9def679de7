/** Takes back (deletes) a pending representative request; the viewer's request is then read again wherever it is shown. */
import { useMutation } from "@apollo/client/react";
import { CancelEmployerAccessRequestDocument } from "../../../__generated__/graphql";
import { forgetMyRequest } from "../lib/myRequestCache";

export function useCancelEmployerAccessRequest() {
  return useMutation(CancelEmployerAccessRequestDocument, { update: forgetMyRequest });
}
