/**
 * WCAG AA contrast (4.5:1) of the theme's text colours on their backgrounds, computed from the CSS variables Mantine
 * writes for each colour scheme (jsdom cannot compute rendered contrast; the browser checks do that on real pages).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, defaultCssVariablesResolver, defaultVariantColorsResolver, mergeMantineTheme } from "@mantine/core";
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

/** The semantic colours pages use instead of palette shades (defined in theme.ts for both schemes). */
const SEMANTIC_TEXT = ["--tf-text-strong", "--tf-text-danger", "--tf-text-success", "--tf-text-warning", "--tf-text-accent"];
/** The page, muted panels (gray-0 in light, dark-6 in dark; also the dark scheme's cards and inputs). */
const PAGE_SURFACES = ["--mantine-color-body", "--mantine-color-default", "--tf-surface-muted"];

describe.each(["light", "dark"] as const)("the semantic colours of the %s scheme", (scheme) => {
  it.each(SEMANTIC_TEXT)("%s is at least 4.5:1 on the page and on muted panels", (fg) => {
    for (const bg of PAGE_SURFACES) expect(contrast(scheme, fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    // Unread notifications and a company's initials; the answer of a forum post, with its buttons.
    ["--tf-text-strong", "--mantine-color-indigo-light"],
    ["--mantine-color-indigo-light-color", "--mantine-color-indigo-light"],
    ["--mantine-color-text", "--mantine-color-teal-light"],
    ["--tf-text-strong", "--mantine-color-teal-light"],
    ["--tf-text-success", "--mantine-color-teal-light"],
    ["--tf-text-danger", "--mantine-color-teal-light"],
  ])("%s on %s is at least 4.5:1", (fg, bg) => {
    expect(contrast(scheme, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // Mantine picks black or white text for filled badges and buttons (autoContrast, by the theme's luminanceThreshold).
  it.each(Object.keys(merged.colors))("the text Mantine picks on filled %s is at least 4.5:1, hovered too", (color) => {
    const filled = defaultVariantColorsResolver({ color, theme: merged, variant: "filled" });
    expect(filled.color).toMatch(/^var\(--mantine-color-(black|white)\)$/);
    const vars = variables(scheme);
    const ratio = (fg: string, bg: string) => {
      const [a, b] = [fg, bg].map((c) => luminance(rgb(resolve(vars, c)))) as [number, number];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    };
    expect(ratio(filled.color, filled.background), `on ${filled.background}`).toBeGreaterThanOrEqual(4.5);
    expect(ratio(filled.color, filled.hover), `on ${filled.hover}`).toBeGreaterThanOrEqual(4.5);
  });
});

describe("semantic colours in the pages", () => {
  it("are all defined for both schemes, and no inline styles are patched for the dark scheme any more", () => {
    const source = path.resolve(import.meta.dirname, "..");
    const files = fs.readdirSync(source, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    const used = new Set(
      files.flatMap((f) => [...fs.readFileSync(path.join(source, f), "utf8").matchAll(/var\((--tf-[\w-]+)\)/g)].map((m) => m[1] ?? "")),
    );
    expect(used.size).toBeGreaterThanOrEqual(5);
    for (const name of used) {
      for (const scheme of ["light", "dark"] as const) expect(variables(scheme)[name], `${name} (${scheme})`).toBeDefined();
    }
    expect(fs.readFileSync(path.join(source, "styles.css"), "utf8")).not.toContain("[style");
  });
});
