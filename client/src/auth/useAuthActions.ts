/** Log in, sign up and log out, then reset the Apollo store so every active query (the viewer first) refetches. */
import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import * as api from "./api";

export function useAuthActions() {
  const client = useApolloClient();
  const signup = useCallback(
    async (input: api.SignupInput) => {
      const viewer = await api.signup(input);
      await client.resetStore();
      return viewer;
    },
    [client],
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
    await client.refetchQueries({ include: "active" });
  }, [client]);
  return { signup, login, logout };
}
