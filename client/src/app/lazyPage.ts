import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadTranslations } from "../i18n";
import type { TranslatedFeature } from "../i18n/bundles";

/** A lazy page that can start downloading before it renders (main.tsx starts the first page's with the app's words). */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): void };

/**
 * A route's page as its own chunk, shown once both the page and its feature's words have loaded. Words that fail to
 * download do not take the page down (React would keep the failure for good): they are asked for again with the next
 * page or language switch.
 */
export function lazyPage<P extends object>(feature: TranslatedFeature, load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= Promise.all([load(), loadTranslations(feature).catch(() => undefined)]).then(([page]) => page));
  // A failed chunk download is not kept: the next render or preload asks again.
  const factory = () => start().catch((error: unknown) => ((pending = undefined), Promise.reject(error)));
  return Object.assign(lazy(factory), { preload: () => void factory().catch(() => undefined) });
}
