/**
 * A green alert's title in the text's own colour: Mantine's light green on its light green background falls short of
 * WCAG's contrast ratio (axe: color-contrast), in the light and the dark scheme alike.
 */
export const SUCCESS_TITLE = { title: { color: "var(--tf-text-strong)" } } as const;
