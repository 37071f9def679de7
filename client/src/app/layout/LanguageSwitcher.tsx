import type { ComponentPropsWithRef } from "react";
import { Box, Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../i18n";
import { LanguageIcon } from "../../ui/icons";
import { DeferredMenu } from "./DeferredMenu";

export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
}

/**
 * The language menu's button. On a phone the globe alone, in a square button that never shrinks: the header has no room
 * for the name, which the button's accessible label still says. The globe is content (not a left section) so no
 * section margin is left beside it when the name is hidden.
 */
export function LanguageButton(props: ComponentPropsWithRef<"button">) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      miw={36}
      style={{ flexShrink: 0 }}
      aria-label={`${t("lang.label")}: ${t(`lang.${current}`)}`}
      {...props}
    >
      <Group component="span" gap={8} wrap="nowrap">
        <LanguageIcon />
        <Box component="span" visibleFrom="xs">
          {t(`lang.${current}`)}
        </Box>
      </Group>
    </Button>
  );
}

const loadMenu = () => import("./LanguageMenu");

export function LanguageSwitcher() {
  return <DeferredMenu load={loadMenu} standIn={(props) => <LanguageButton {...props} />} props={{}} />;
}
