/**
 * Makes the viewer available (or no longer) as a mentor or coach. The answer is the viewer's own entries; the staff
 * list (talent admins) is dropped from the cache and read again, as someone joined or left it.
 */
import { useMutation } from "@apollo/client/react";
import { SetCareerStaffAvailabilityDocument } from "../../../__generated__/graphql";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify";

export function useSetCareerStaffAvailability() {
  const { t } = useTranslation();
  return useMutation(SetCareerStaffAvailabilityDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "careerStaff" });
      cache.gc();
    },
    onCompleted: () => notifySuccess(t("toast.availabilitySaved")),
  });
}
