/** The colour-scheme menu itself, loaded when someone reaches for its button (DeferredMenu). */
import { Menu, useMantineColorScheme } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ColorSchemeButton, SCHEME_ICONS, SCHEMES } from "./ColorSchemeToggle";
import { useDeferredOpening, type DeferredOpening } from "./DeferredMenu";

export default function ColorSchemeMenu(opening: DeferredOpening) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { target, opened, setOpened } = useDeferredOpening(opening);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ColorSchemeButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("colorScheme.label")}</Menu.Label>
        {SCHEMES.map((scheme) => {
          const ItemIcon = SCHEME_ICONS[scheme];
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
