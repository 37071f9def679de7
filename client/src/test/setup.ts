/**
 * Test set-up: jsdom gaps Mantine needs, the MSW server with the app's handlers, and a clean slate per test.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { server } from "../mocks/node";
import { resetMockBackend } from "../mocks/session";
import i18n from "../i18n";

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
