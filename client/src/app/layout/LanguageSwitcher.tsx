import { Box, Button, Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../i18n";
import { LanguageIcon } from "../../ui/icons";
import { useChangeLanguage } from "../../features/talent";

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          leftSection={<LanguageIcon />}
          aria-label={`${t("lang.label")}: ${t(`lang.${current}`)}`}
        >
          {/* On a phone the globe alone: the header has no room for the name, which the button's label still says. */}
          <Box component="span" visibleFrom="xs">
            {t(`lang.${current}`)}
          </Box>
        </Button>
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
