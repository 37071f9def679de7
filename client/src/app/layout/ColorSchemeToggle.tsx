/**
 * The header's colour-scheme menu: follow the system (the default), light or dark. Mantine's colour-scheme manager
 * keeps the choice in this browser, and `public/color-scheme.js` applies it before the next page load is drawn.
 */
import type { ComponentPropsWithRef } from "react";
import { ActionIcon, useComputedColorScheme, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon, SystemIcon } from "../../ui/icons";
import { DeferredMenu } from "./DeferredMenu";

export const SCHEMES = ["auto", "light", "dark"] as const satisfies readonly MantineColorScheme[];
export const SCHEME_ICONS = { auto: SystemIcon, light: SunIcon, dark: MoonIcon };

/** The menu's button: the icon of the scheme on screen, named with the choice. */
export function ColorSchemeButton(props: ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  const { colorScheme } = useMantineColorScheme();
  // What is on screen now: "auto" resolves to the system's scheme.
  const shown = useComputedColorScheme("light");
  const Icon = colorScheme === "auto" ? SCHEME_ICONS[shown] : SCHEME_ICONS[colorScheme];
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={36}
      style={{ flexShrink: 0 }}
      aria-label={`${t("colorScheme.label")}: ${t(`colorScheme.${colorScheme}`)}`}
      {...props}
    >
      <Icon />
    </ActionIcon>
  );
}

const loadMenu = () => import("./ColorSchemeMenu");

export function ColorSchemeToggle() {
  return <DeferredMenu load={loadMenu} standIn={(props) => <ColorSchemeButton {...props} />} props={{}} />;
}
