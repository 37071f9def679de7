/**
 * Switches one optional email on or off. The answer carries the person's preferences and settings entries, which the
 * normalized cache (User by id) updates in place, so the switch and the settings table show the new state.
 */
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SetEmailPreferenceDocument } from "../../../__generated__/graphql";
import { notifySuccess } from "../../../ui/notify";

export function useSetEmailPreference() {
  const { t } = useTranslation();
  return useMutation(SetEmailPreferenceDocument, { onCompleted: () => notifySuccess(t("settings.emailSaved")) });
}
