import { Box, Button, Group, Menu } from "@mantine/core";
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
        {/*
         * On a phone the globe alone, in a square button that never shrinks: the header has no room for the name, which
         * the button's accessible label still says. The globe is content (not a left section) so no section margin is
         * left beside it when the name is hidden.
         */}
        <Button
          variant="subtle"
          color="gray"
          px="xs"
          miw={36}
          style={{ flexShrink: 0 }}
          aria-label={`${t("lang.label")}: ${t(`lang.${current}`)}`}
        >
          <Group component="span" gap={8} wrap="nowrap">
            <LanguageIcon />
            <Box component="span" visibleFrom="xs">
              {t(`lang.${current}`)}
            </Box>
          </Group>
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
