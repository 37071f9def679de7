/**
 * The interface language is saved per person (setUiLanguage) and applied at log-in: when a viewer appears (app load
 * with a session, log-in, sign-up) their saved language replaces the local one. `useChangeLanguage` switches the
 * interface and, for a logged-in person, saves the choice.
 */
import { useCallback, useEffect, useRef } from "react";
import { useApolloClient } from "@apollo/client/react";
import { ViewerDocument, type ViewerQuery } from "../../../__generated__/graphql";
import { useSetUiLanguage } from "../mutations/useSetUiLanguage";
import i18n, { setLanguage, type Language } from "../../../i18n";
import { fromUiLanguage, toUiLanguage } from "../../../lib/uiLanguage";

export function useApplyViewerLanguage(viewer: ViewerQuery["viewer"] | null | undefined) {
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!viewer) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === viewer.id) return;
    appliedFor.current = viewer.id;
    const saved = fromUiLanguage(viewer.uiLanguage);
    if (saved && saved !== i18n.language) void setLanguage(saved);
  }, [viewer]);
}

export function useChangeLanguage() {
  const client = useApolloClient();
  const [save] = useSetUiLanguage();
  return useCallback(
    async (lng: Language) => {
      await setLanguage(lng);
      const loggedIn = !!client.readQuery({ query: ViewerDocument })?.viewer;
      if (!loggedIn) return;
      try {
        await save({ variables: { language: toUiLanguage(lng) } });
      } catch {
        /* The interface already switched; saving is retried the next time the person picks a language. */
      }
    },
    [client, save],
  );
}
