/**
 * WCAG AA contrast (4.5:1) of the theme's text colours on their backgrounds, computed from the CSS variables Mantine
 * writes for each colour scheme (jsdom cannot compute rendered contrast; the browser checks do that on real pages).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, Text } from "@mantine/core";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./AppProviders";
import { cssVariablesResolver, theme } from "./theme";

type Scheme = "light" | "dark";
const merged = mergeMantineTheme(DEFAULT_THEME, theme);

function variables(scheme: Scheme): Record<string, string> {
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

function resolve(vars: Record<string, string>, value: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (!name) return value;
  const next = vars[name];
  if (next === undefined) throw new Error(`${name} is not defined`);
  return resolve(vars, next);
}

function rgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const [r, g, b, alpha = 1] = /^rgba?\(([^)]+)\)$/.exec(color)?.[1]?.split(",").map(Number) ?? [];
  if (r === undefined || g === undefined || b === undefined || alpha !== 1) throw new Error(`not an opaque colour: ${color}`);
  return [r, g, b];
}

function luminance([r, g, b]: [number, number, number]) {
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(scheme: Scheme, fg: string, bg: string) {
  const vars = variables(scheme);
  const a = luminance(rgb(resolve(vars, `var(${fg})`)));
  const b = luminance(rgb(resolve(vars, `var(${bg})`)));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const TEXT_ON_SURFACES: [string, string][] = [
  ["--mantine-color-text", "--mantine-color-body"],
  ["--mantine-color-dimmed", "--mantine-color-body"],
  // Inputs, cards in the dark scheme and default buttons sit on --mantine-color-default.
  ["--mantine-color-dimmed", "--mantine-color-default"],
  ["--mantine-color-placeholder", "--mantine-color-default"],
  ["--mantine-color-error", "--mantine-color-body"],
  ["--mantine-color-error", "--mantine-color-default"],
  ["--mantine-color-success", "--mantine-color-body"],
  ["--mantine-color-anchor", "--mantine-color-body"],
  ["--mantine-primary-color-contrast", "--mantine-primary-color-filled"],
  ["--mantine-primary-color-contrast", "--mantine-primary-color-filled-hover"],
];
/** Palettes the pages use for light-variant alerts and badges that pass on a white page too. */
const LIGHT_VARIANTS = ["teal", "blue", "cyan", "red", "grape", "violet", "indigo", "gray"];

describe.each(["light", "dark"] as const)("the %s colour scheme", (scheme) => {
  it.each(TEXT_ON_SURFACES)("%s on %s is at least 4.5:1", (fg, bg) => {
    expect(contrast(scheme, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(LIGHT_VARIANTS)("the light variant of %s (alerts, badges) is at least 4.5:1, hovered too", (color) => {
    expect(contrast(scheme, `--mantine-color-${color}-light-color`, `--mantine-color-${color}-light`)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(scheme, `--mantine-color-${color}-light-color`, `--mantine-color-${color}-light-hover`)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("text darkened for a white page (styles.css)", () => {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, "../styles.css"), "utf8");

  it("is written by Mantine as the inline style the dark scheme's rules match", () => {
    const { container } = render(
      <AppProviders client={createApolloClient()} env="test">
        <Text c="dark.7">strong</Text>
        <Text c="red.8" fw={600}>
          error
        </Text>
      </AppProviders>,
    );
    const [strong, error] = [...container.querySelectorAll("p")];
    expect(strong?.getAttribute("style")).toMatch(/^color: var\(--mantine-color-dark-7\)/);
    expect(error?.getAttribute("style")).toMatch(/(^|; )color: var\(--mantine-color-red-8\)/);
    expect(css).toContain('[style^="color: var(--mantine-color-dark-"]');
  });

  it("takes shades in the dark scheme that reach 4.5:1 on the dark page and on dark panels", () => {
    const replacements = [...css.matchAll(/color: var\((--mantine-color-[a-z]+-\d)\) !important/g)].map((m) => m[1] ?? "");
    expect(replacements.length).toBeGreaterThanOrEqual(5);
    for (const fg of replacements) {
      expect(contrast("dark", fg, "--mantine-color-body"), fg).toBeGreaterThanOrEqual(4.5);
      expect(contrast("dark", fg, "--mantine-color-dark-6"), fg).toBeGreaterThanOrEqual(4.5);
    }
  });
});
