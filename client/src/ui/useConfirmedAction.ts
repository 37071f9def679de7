/**
 * A row action behind a confirm dialog (confirm a payment, approve an agreement, reject…): remember which row and
 * action the admin picked, run it when they confirm, report what happened, and re-read the list either way (the
 * server is the judge of what changed).
 */
import { useState } from "react";
import { readServerError } from "../lib/graphqlErrors";

export function useConfirmedAction<P>(perform: (picked: P) => Promise<string>, fallbackError: string, reload: () => Promise<unknown>) {
  const [pending, setPending] = useState<P | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (pending == null) return;
    setDone(null);
    setError(null);
    try {
      setDone(await perform(pending));
    } catch (e) {
      setError(readServerError(e).message || fallbackError);
    }
    setPending(null);
    await reload();
  };

  return { pending, setPending, done, error, run };
}
