import { lazy, type ComponentType } from "react";
import { loadTranslations } from "../i18n";
import type { TranslatedFeature } from "../i18n/bundles";

/** A route's page as its own chunk, shown once both the page and its feature's words have loaded. */
export function lazyPage<P extends object>(feature: TranslatedFeature, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadTranslations(feature)]).then(([page]) => page));
}
