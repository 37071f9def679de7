/**
 * ?page= and ?search= as state. Other parameters (for example ?campaign= on /jobs) are kept as they are.
 * `useFilterParam` is one more filter of such a list (?industry=…): changing it goes back to page 1, like the search.
 */
import { useCallback } from "react";
import { useSearchParams, type SetURLSearchParams } from "react-router";
import { parsePage } from "../lib/pageParam";

/** Sets ?{name}= (an empty value removes it) and goes back to page 1. */
function setFilter(setParams: SetURLSearchParams, name: string, value: string) {
  setParams((prev) => {
    const p = new URLSearchParams(prev);
    if (value) p.set(name, value);
    else p.delete(name);
    p.set("page", "1");
    return p;
  });
}

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

  const setSearch = useCallback((next: string) => setFilter(setParams, "search", next), [setParams]);

  return { page, search, setPage, setSearch, params };
}

/** ?{name}= (trimmed; "" when absent) and its setter. */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name)?.trim() ?? "";
  const setValue = useCallback((next: string) => setFilter(setParams, name, next), [setParams, name]);
  return [value, setValue];
}
