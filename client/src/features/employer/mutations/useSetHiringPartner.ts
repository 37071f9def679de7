/** Flags an employer as a hiring partner or not (JOB_ADMIN). It answers with the flag, which the normalized cache updates in place. */
import { useMutation } from "@apollo/client/react";
import { SetHiringPartnerDocument } from "../../../__generated__/graphql";

export function useSetHiringPartner() {
  return useMutation(SetHiringPartnerDocument);
}
