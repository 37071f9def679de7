import { lazy, type ComponentType } from "react";
import { loadTranslations } from "../i18n";
import type { TranslatedFeature } from "../i18n/bundles";

/**
 * A route's page as its own chunk, shown once both the page and its feature's words have loaded. Words that fail to
 * download do not take the page down (React would keep the failure for good): they are asked for again with the next
 * page or language switch.
 */
export function lazyPage<P extends object>(feature: TranslatedFeature, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadTranslations(feature).catch(() => undefined)]).then(([page]) => page));
}
