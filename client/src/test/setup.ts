/**
 * Test set-up: jsdom gaps Mantine needs, the MSW server with the app's handlers, and a clean slate per test.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { server } from "../mocks/node";
import { resetMockBackend } from "../mocks/session";
import i18n, { loadAllTranslations } from "../i18n";

// findBy*/waitFor wait up to 1 s by default; lazy routes and MSW replies on a loaded 2-core CI machine can take longer.
// A ceiling only: a test that passes does so as soon as the element appears.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these; Mantine (media queries, ScrollArea, Menu, Combobox, Textarea autosize) uses them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Mantine's autosizing Textarea listens to document.fonts (FontFaceSet), which jsdom lacks.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// Pages are rendered here without their lazy routes, which is where the app loads a feature's words.
beforeAll(() => loadAllTranslations());
beforeEach(async () => {
  localStorage.clear();
  resetMockBackend();
  await i18n.changeLanguage("en");
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
