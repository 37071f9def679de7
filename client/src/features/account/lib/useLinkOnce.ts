/**
 * Opening a single-use link from an email (verify the address, confirm a new one): the link is used as soon as the
 * page opens, once per token even when React runs effects twice in development (a second request would find it used
 * and call it dead). What a refusal means is the page's to say; network and server trouble read the same everywhere.
 */
import { useEffect, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AuthError, authErrorMessage } from "./api";

export type LinkState<P extends string> = "using" | "done" | "dead" | "failed" | P;

export function useLinkOnce<P extends string = never>(
  token: string,
  use: (token: string) => Promise<unknown>,
  /** The page's own reading of a refusal (a field error); null when it is none of them. */
  problemOf: (err: AuthError) => "dead" | P | null,
): { state: LinkState<P>; error: string | null } {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [state, setState] = useState<LinkState<P>>(token ? "using" : "dead");
  const [error, setError] = useState<string | null>(null);
  const usedFor = useRef<string | null>(null);
  // The latest callbacks, so a new render's closures do not use the link again.
  const latest = useRef({ use, problemOf });
  latest.current = { use, problemOf };

  useEffect(() => {
    if (!token || usedFor.current === token) return;
    usedFor.current = token;
    setState("using");
    latest.current.use(token).then(
      () => {
        setState("done");
        // Whatever shows the address asks again.
        void client.refetchQueries({ include: "active" }).catch(() => undefined);
      },
      (err: unknown) => {
        const problem = err instanceof AuthError ? latest.current.problemOf(err) : null;
        if (problem) return setState(problem);
        setError(
          err instanceof AuthError ? authErrorMessage(err, ["NETWORK", "SERVICE_UNAVAILABLE", "RATE_LIMITED"], t) : t("errors.UNKNOWN"),
        );
        setState("failed");
      },
    );
  }, [token, client, t]);

  return { state, error };
}
