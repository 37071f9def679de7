/**
 * ?page= and ?search= as state. Other parameters (for example ?campaign= on /jobs) are kept as they are.
 */
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { parsePage } from "../lib/pageParam";

export function usePagedSearchParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get("page"));
  const search = params.get("search")?.trim() ?? "";

  const setPage = useCallback(
    (next: number) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        p.set("page", String(next));
        return p;
      });
      window.scrollTo?.({ top: 0 });
    },
    [setParams],
  );

  const setSearch = useCallback(
    (next: string) => {
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next) p.set("search", next);
        else p.delete("search");
        p.set("page", "1");
        return p;
      });
    },
    [setParams],
  );

  return { page, search, setPage, setSearch, params };
}
