import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Links such as `/settings#settings-job` land on their section once it is rendered (`ready`): scrolled to the top and
 * focused, so keyboard and screen-reader users start there too.
 */
export function useScrollToHash(ready: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (!ready || !location.hash) return;
    const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    el?.scrollIntoView?.({ block: "start" });
    el?.focus?.({ preventScroll: true });
  }, [ready, location.hash]);
}
