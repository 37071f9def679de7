import { Alert, createTheme, TableScrollContainer, type CSSVariablesResolver } from "@mantine/core";

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
  defaultRadius: "md",
  focusRing: "auto",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang TC", "PingFang SC", "Microsoft JhengHei", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: "700" },
  components: {
    // A table wider than a phone scrolls sideways: keyboard users must be able to reach that scroll too.
    TableScrollContainer: TableScrollContainer.extend({ defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } }),
    // Links in a blue (info) alert take the alert's own text colour (shade 9 of the light variant): the primary link
    // colour falls below 4.5:1 on its light blue. Other colours keep theirs (the light yellow's own colour fails too).
    Alert: Alert.extend({
      styles: (_theme, props) => ({ root: props.color === "blue" ? { "--mantine-color-anchor": "var(--alert-color)" } : {} }),
    }),
  },
});

/**
 * "dimmed" (gray-6), placeholder and error (red-6) text fall below 4.5:1 on white; so does the text of the light variant (alerts,
 * badges, buttons, also while hovered) of the lighter palettes. Use darker shades for all of them.
 */
const LIGHT_VARIANT_COLORS = ["teal", "green", "blue", "cyan", "yellow", "orange", "red", "grape", "violet", "indigo", "gray"] as const;
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
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
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-placeholder": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-success": "var(--mantine-color-teal-4)",
  },
});
