import { createTheme, darken, type AlertProps, type CSSVariablesResolver, type MantineTheme } from "@mantine/core";

/**
 * Where the person's colour scheme (light, dark or auto: the system's) is kept in this browser. `public/color-scheme.js`
 * reads the same key before the page is drawn, so a dark page never flashes white on load.
 */
export const COLOR_SCHEME_STORAGE_KEY = "talentforge-color-scheme";

/**
 * System fonts only (no web fonts); indigo at shade 7 keeps white-on-primary text above 4.5:1, in both schemes (the
 * filled colour of every palette takes this shade; at shade 5 white text on a dark-scheme button fell to 3.7:1).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 7, dark: 7 },
  // Filled badges and buttons take black or white text, whichever is clearer on the colour: white on shade 7 of green,
  // teal, cyan, red, orange or yellow is only 2.1-4.1:1. 0.179 is the luminance at which black and white text reach the
  // same contrast; Mantine's default (0.3) keeps white text on colours up to 0.3, where it falls to 3.0:1 (orange).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang TC", "PingFang SC", "Microsoft JhengHei", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: "700" },
  // Plain objects, not `Component.extend(…)`: extend would put the Alert and the table's ScrollArea in the app shell's
  // first download, though no shell part shows them.
  components: {
    // A table wider than a phone scrolls sideways: keyboard users must be able to reach that scroll too.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Links in a blue (info) alert take the alert's own text colour (shade 9 of the light variant): the primary link
    // colour falls below 4.5:1 on its light blue. Other colours keep theirs (the light yellow's own colour fails too).
    Alert: {
      styles: (_theme: MantineTheme, props: AlertProps) => ({
        root: props.color === "blue" ? { "--mantine-color-anchor": "var(--alert-color)" } : {},
      }),
    },
  },
});

/**
 * "dimmed" (gray-6), placeholder and error (red-6) text fall below 4.5:1 on white; so does the text of the light variant (alerts,
 * badges, buttons, also while hovered) of the lighter palettes. Use darker shades for all of them.
 */
const LIGHT_VARIANT_COLORS = ["teal", "green", "blue", "cyan", "yellow", "orange", "red", "grape", "violet", "indigo", "gray"] as const;
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    // Semantic text and panel colours for both schemes (use these, not palette shades chosen for a white page): 4.5:1 or
    // more on the page and on --tf-surface-muted panels. Orange-9 is 4.1:1 on gray-0, so the warning text is darker still.
    "--tf-text-strong": "var(--mantine-color-dark-7)",
    "--tf-text-danger": "var(--mantine-color-red-9)",
    "--tf-text-success": "var(--mantine-color-teal-9)",
    "--tf-text-warning": darken(t.colors.orange[9], 0.1),
    "--tf-text-accent": "var(--mantine-color-indigo-9)",
    "--tf-surface-muted": "var(--mantine-color-gray-0)",
    // Blue-7 takes black text (5.0:1); on its default hover shade (8) that falls to 4.2:1, on the lighter shade 6 it is 6.0:1.
    "--mantine-color-blue-filled-hover": "var(--mantine-color-blue-6)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-8)",
    "--mantine-color-success": "var(--mantine-color-teal-9)",
    // FileInput and Select draw their placeholder as text (not the attribute), so it must meet 4.5:1 too.
    "--mantine-color-placeholder": "var(--mantine-color-gray-7)",
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.flatMap((c) => [
        [`--mantine-color-${c}-light-color`, `var(--mantine-color-${c}-9)`],
        [`--mantine-color-${c}-light`, `var(--mantine-color-${c}-0)`],
        // Hovered (the pointer rests on a toggle just clicked): shade 1 keeps the shade-9 text above 4.5:1.
        [`--mantine-color-${c}-light-hover`, `var(--mantine-color-${c}-1)`],
      ]),
    ),
    // Teal's shade 9 on its shade 1 is 4.2:1: a hovered teal toggle keeps the resting tint.
    "--mantine-color-teal-light-hover": "var(--mantine-color-teal-0)",
  },
  // Mantine's dark grey for dimmed text and placeholders (dark-2) and its error red (red-8) fall below 4.5:1 on the
  // dark page (dark-7) and on inputs and cards (dark-6); lighter shades keep them readable.
  dark: {
    "--tf-text-strong": "var(--mantine-color-text)",
    "--tf-text-danger": "var(--mantine-color-red-3)",
    "--tf-text-success": "var(--mantine-color-teal-3)",
    "--tf-text-warning": "var(--mantine-color-orange-3)",
    "--tf-text-accent": "var(--mantine-color-indigo-3)",
    "--tf-surface-muted": "var(--mantine-color-dark-6)",
    "--mantine-color-blue-filled-hover": "var(--mantine-color-blue-6)",
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-placeholder": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-success": "var(--mantine-color-teal-4)",
  },
});
