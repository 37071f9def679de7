/**
 * The header's colour-scheme menu: follow the system (the default), light or dark. Mantine's colour-scheme manager
 * keeps the choice in this browser, and `public/color-scheme.js` applies it before the next page load is drawn.
 */
import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme, type MantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon, SystemIcon } from "../../ui/icons";

const SCHEMES = ["auto", "light", "dark"] as const satisfies readonly MantineColorScheme[];
const ICONS = { auto: SystemIcon, light: SunIcon, dark: MoonIcon };

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // What is on screen now: "auto" resolves to the system's scheme.
  const shown = useComputedColorScheme("light");
  const Icon = colorScheme === "auto" ? ICONS[shown] : ICONS[colorScheme];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          style={{ flexShrink: 0 }}
          aria-label={`${t("colorScheme.label")}: ${t(`colorScheme.${colorScheme}`)}`}
        >
          <Icon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("colorScheme.label")}</Menu.Label>
        {SCHEMES.map((scheme) => {
          const ItemIcon = ICONS[scheme];
          return (
            <Menu.Item
              key={scheme}
              leftSection={<ItemIcon />}
              aria-current={scheme === colorScheme ? "true" : undefined}
              fw={scheme === colorScheme ? 700 : undefined}
              onClick={() => setColorScheme(scheme)}
            >
              {t(`colorScheme.${scheme}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
