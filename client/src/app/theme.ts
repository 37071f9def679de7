import { Alert, createTheme, TableScrollContainer, type CSSVariablesResolver } from "@mantine/core";

/** System fonts only (no web fonts); indigo at shade 7 keeps white-on-primary text above 4.5:1. */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 7, dark: 5 },
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
  },
  dark: {},
});
