/** Log in, sign up (saving the current interface language) and log out, then reset the Apollo store so every active query (the viewer first) refetches. */
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import * as api from "./api";
import { useSetUiLanguage } from "../../talent";
import i18n, { LANGUAGES, type Language } from "../../../i18n";
import { toUiLanguage } from "../../../lib/uiLanguage";

export function useAuthActions() {
  const client = useApolloClient();
  const [saveUiLanguage] = useSetUiLanguage();
  const signup = useCallback(
    async (input: api.SignupInput) => {
      const viewer = await api.signup(input);
      // A new account keeps the language it signed up in (saved per person, applied at every later log-in).
      const lng = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
      await saveUiLanguage({ variables: { language: toUiLanguage(lng) } }).catch(() => undefined);
      await client.resetStore();
      return viewer;
    },
    [client, saveUiLanguage],
  );
  const login = useCallback(
    async (input: api.LoginInput) => {
      const viewer = await api.login(input);
      await client.resetStore();
      return viewer;
    },
    [client],
  );
  const logout = useCallback(async () => {
    await api.logout();
    // Drop everything the viewer could see, then refetch what is on screen as a visitor.
    await client.clearStore();
    // A page only a logged-in person may see answers its own query with UNAUTHENTICATED and shows it (or leads to
    // log in): that refusal is the page's to show, not an error of logging out.
    await client.refetchQueries({ include: "active" }).catch(() => undefined);
  }, [client]);
  return { signup, login, logout };
}
