/** The language menu itself, loaded when someone reaches for its button (DeferredMenu). */
import { Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../i18n";
import { useChangeLanguage } from "../../features/talent";
import { useDeferredOpening, type DeferredOpening } from "./DeferredMenu";
import { LanguageButton, useCurrentLanguage } from "./LanguageSwitcher";

export default function LanguageMenu(opening: DeferredOpening) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = useCurrentLanguage();
  const { target, opened, setOpened } = useDeferredOpening(opening);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <LanguageButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("lang.label")}</Menu.Label>
        {LANGUAGES.map((lng) => (
          <Menu.Item
            key={lng}
            lang={lng}
            aria-current={lng === current ? "true" : undefined}
            fw={lng === current ? 700 : undefined}
            onClick={() => void changeLanguage(lng)}
          >
            {t(`lang.${lng}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
