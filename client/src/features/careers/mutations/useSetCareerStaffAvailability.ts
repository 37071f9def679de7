/**
 * Makes the viewer available (or no longer) as a mentor or coach. The answer is the viewer's own entries; the staff
 * list (talent admins) is dropped from the cache and read again, as someone joined or left it.
 */
import { useMutation } from "@apollo/client/react";
import { SetCareerStaffAvailabilityDocument } from "../../../__generated__/graphql";

export function useSetCareerStaffAvailability() {
  return useMutation(SetCareerStaffAvailabilityDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "careerStaff" });
      cache.gc();
    },
  });
}
