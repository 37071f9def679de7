import { createElement, lazy, type ComponentType } from "react";
import { loadTranslations } from "../i18n";
import type { TranslatedFeature } from "../i18n/bundles";

/** A lazy page that can start downloading before it renders (main.tsx starts the first page's with the app's words). */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): void };

/** Pages whose download failed since the last retry, each with the way to take a fresh lazy component. */
const failedPages = new Set<() => void>();

/**
 * Lets every page whose download failed ask for it again when it next renders. React keeps a lazy component's failure
 * for good, so the page error boundary calls this as it resets ("Try again", or navigating); doing it at every render
 * instead would retry without end and never show the error.
 */
export function retryFailedPages(): void {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/**
 * A route's page as its own chunk, shown once both the page and its feature's words have loaded. Words that fail to
 * download do not take the page down (React would keep the failure for good): they are asked for again with the next
 * page or language switch.
 */
export function lazyPage<P extends object>(feature: TranslatedFeature, load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (pending ??= Promise.all([load(), loadTranslations(feature).catch(() => undefined)]).then(([page]) => page));
  // A failed chunk download is not kept: the next preload asks again, and so does the next render after retryFailedPages.
  const factory = () => start().catch((error: unknown) => (failedPages.add(retry), (pending = undefined), Promise.reject(error)));
  let Lazy = lazy(factory);
  const retry = () => void (Lazy = lazy(factory));
  const Page = (props: P) => createElement(Lazy, props);
  return Object.assign(Page, { preload: () => void factory().catch(() => undefined) });
}
