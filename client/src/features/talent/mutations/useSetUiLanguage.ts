/** Saves the interface language. It answers with the person's uiLanguage and settings, which the normalized cache (User by id) updates in place. */
import { useMutation } from "@apollo/client/react";
import { SetUiLanguageDocument } from "../../../__generated__/graphql";

export function useSetUiLanguage() {
  return useMutation(SetUiLanguageDocument);
}
