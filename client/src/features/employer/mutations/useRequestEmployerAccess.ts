/** Sends a company representative's request; the viewer's request is then read again wherever it is shown. */
import { useMutation } from "@apollo/client/react";
import { RequestEmployerAccessDocument } from "../../../__generated__/graphql";
import { forgetMyRequest } from "../lib/myRequestCache";

export function useRequestEmployerAccess() {
  return useMutation(RequestEmployerAccessDocument, { update: forgetMyRequest });
}
