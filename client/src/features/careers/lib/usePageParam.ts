/** A page number kept in its own query parameter (two paged lists share the Reviews tab): ?{name}=, 1 when absent. */
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { parsePage } from "../../../lib/pageParam";

export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(name));
  const setPage = useCallback(
    (next: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next > 1) p.set(name, String(next));
        else p.delete(name);
        return p;
      }),
    [setParams, name],
  );
  return [page, setPage];
}
