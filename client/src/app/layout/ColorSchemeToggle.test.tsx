/**
 * The colour scheme follows the system until the person picks one in the header; the pick is kept in this browser,
 * and `public/color-scheme.js` applies the same choice before the app's first paint.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../apollo";
import { AppProviders } from "../AppProviders";
import { COLOR_SCHEME_STORAGE_KEY } from "../theme";
import { ColorSchemeToggle } from "./ColorSchemeToggle";

const html = document.documentElement;
const scheme = () => html.getAttribute("data-mantine-color-scheme");

/** The system's setting as `prefers-color-scheme` reports it. */
function systemPrefers(dark: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes("prefers-color-scheme: dark"),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderToggle() {
  return render(
    <AppProviders client={createApolloClient()} env="test">
      <MemoryRouter>
        <ColorSchemeToggle />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  html.removeAttribute("data-mantine-color-scheme");
});

describe("ColorSchemeToggle", () => {
  it("follows the system by default: dark when the system is dark, light when it is light", () => {
    systemPrefers(true);
    const first = renderToggle();
    expect(scheme()).toBe("dark");
    expect(screen.getByRole("button", { name: "Colour scheme: Follow the system" })).toBeTruthy();
    first.unmount();

    systemPrefers(false);
    renderToggle();
    expect(scheme()).toBe("light");
  });

  it("switches the scheme from its menu, keeps the choice for the next visit, and can go back to the system's", async () => {
    systemPrefers(false);
    const user = userEvent.setup();
    const first = renderToggle();
    await user.click(screen.getByRole("button", { name: "Colour scheme: Follow the system" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Follow the system", "Light", "Dark"]);
    await user.click(screen.getByRole("menuitem", { name: "Dark" }));
    expect(scheme()).toBe("dark");
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("dark");
    first.unmount();

    // A new visit (the system still light) starts dark, and the menu marks the choice.
    html.removeAttribute("data-mantine-color-scheme");
    renderToggle();
    expect(scheme()).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Colour scheme: Dark" }));
    expect((await screen.findByRole("menuitem", { name: "Dark" })).getAttribute("aria-current")).toBe("true");
    await user.click(screen.getByRole("menuitem", { name: "Follow the system" }));
    expect(scheme()).toBe("light");
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe("auto");
  });

  it("is named in the page's language", async () => {
    const { default: i18n } = await import("../../i18n");
    await i18n.changeLanguage("zh-Hans");
    renderToggle();
    expect(screen.getByRole("button", { name: "颜色模式: 跟随系统" })).toBeTruthy();
  });
});

describe("public/color-scheme.js (runs before the app, so a dark page never flashes white)", () => {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../../public/color-scheme.js"), "utf8");
  const run = () => new Function(source)();

  it("reads the key the app's colour-scheme manager writes", () => {
    expect(source).toContain(`"${COLOR_SCHEME_STORAGE_KEY}"`);
  });

  it("applies the saved choice, and the system's setting when there is none or it is 'auto'", () => {
    systemPrefers(true);
    run();
    expect(scheme()).toBe("dark");
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "light");
    run();
    expect(scheme()).toBe("light");
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "auto");
    run();
    expect(scheme()).toBe("dark");
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, "nonsense");
    systemPrefers(false);
    run();
    expect(scheme()).toBe("light");
  });

  it("is loaded by index.html as a file from this origin (the CSP allows no inline script)", () => {
    const index = fs.readFileSync(path.resolve(import.meta.dirname, "../../../index.html"), "utf8");
    expect(index).toContain('<script src="/color-scheme.js"></script>');
    // Every script there has a src: nothing inline.
    expect([...index.matchAll(/<script\b([^>]*)>/g)].every(([, attrs = ""]) => /\bsrc=/.test(attrs))).toBe(true);
  });
});
